import {
  CompiledQuery,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  PostgresAdapter,
  type Selectable,
  sql,
  type Updateable,
} from "kysely";
import { jsonArrayFrom as postgresJsonArray } from "kysely/helpers/postgres";
import { jsonArrayFrom as sqliteJsonArray } from "kysely/helpers/sqlite";
import type {
  Database,
  FoodsTable,
  RecipeAssetsTable,
  RecipeCommentsTable,
  RecipeIngredientsTable,
  RecipeInstructionsTable,
  RecipeNotesTable,
  RecipesTable,
  UnitsTable,
} from "../db/schema.js";
import { isUuid } from "../db/uuid.js";
import type { FullRecipeTables, ListItemTables } from "./read-model/recipe-sources.js";

export type RecipeRow = Selectable<RecipesTable>;

/** The columns a list item shows: everything but the search text and the full recipe's own columns. */
export const RECIPE_SUMMARY_COLUMNS = [
  "recipes.id",
  "recipes.user_id",
  "recipes.group_id",
  "recipes.name",
  "recipes.slug",
  "recipes.image",
  "recipes.recipe_yield",
  "recipes.total_time",
  "recipes.prep_time",
  "recipes.cook_time",
  "recipes.perform_time",
  "recipes.description",
  "recipes.rating",
  "recipes.org_url",
  "recipes.date_added",
  "recipes.date_updated",
  "recipes.created_at",
  "recipes.update_at",
  "recipes.last_made",
] as const;
export type RecipeSummaryRow = Pick<
  RecipeRow,
  | "id"
  | "user_id"
  | "group_id"
  | "name"
  | "slug"
  | "image"
  | "recipe_yield"
  | "total_time"
  | "prep_time"
  | "cook_time"
  | "perform_time"
  | "description"
  | "rating"
  | "org_url"
  | "date_added"
  | "date_updated"
  | "created_at"
  | "update_at"
  | "last_made"
>;

export type OrganizerKind = "categories" | "tags" | "tools";
export interface OrganizerRef {
  id: string;
  name: string;
  slug: string;
}
export interface ToolRef extends OrganizerRef {
  on_hand: boolean;
}
export interface RecipeOrganizers {
  categories: OrganizerRef[];
  tags: OrganizerRef[];
  tools: ToolRef[];
}
const emptyOrganizers = (): RecipeOrganizers => ({ categories: [], tags: [], tools: [] });

const LINKS = {
  categories: { table: "recipes_to_categories", column: "category_id" },
  tags: { table: "recipes_to_tags", column: "tag_id" },
  tools: { table: "recipes_to_tools", column: "tool_id" },
} as const;

export type FoodRow = Selectable<FoodsTable> & { label_name: string | null; label_color: string | null };
export type UnitRow = Selectable<UnitsTable>;
export type IngredientRow = Selectable<RecipeIngredientsTable>;
export type InstructionRow = Selectable<RecipeInstructionsTable>;
export type NoteRow = Selectable<RecipeNotesTable>;
export type AssetRow = Selectable<RecipeAssetsTable>;
export type CommentRow = Selectable<RecipeCommentsTable> & { username: string; admin: boolean };

/** A recipe and every row that hangs off it, as one read returns them. */
export interface FullRecipeRows {
  recipe: RecipeRow;
  /** The recipe's stamp (migration 0007), read with the rows; null if its summary row was removed by hand. */
  stamp: number | null;
  ingredients: IngredientRow[];
  foods: Map<string, FoodRow>;
  units: Map<string, UnitRow>;
  instructions: InstructionRow[];
  notes: NoteRow[];
  assets: AssetRow[];
  organizers: RecipeOrganizers;
  comments: CommentRow[];
}

/** The child rows of a recipe, in display order; a write replaces each list it is given. */
export interface RecipeChildren {
  ingredients: Omit<Insertable<RecipeIngredientsTable>, "id" | "recipe_id" | "position">[];
  instructions: Omit<Insertable<RecipeInstructionsTable>, "recipe_id" | "position">[];
  notes: { title: string; text: string }[];
  assets: { name: string; icon: string; file_name: string | null }[];
  categories: string[];
  tags: string[];
  tools: string[];
}

export type NewRecipeRow = Omit<Insertable<RecipesTable>, "group_id">;
export type RecipeChanges = Omit<Updateable<RecipesTable>, "id" | "group_id" | "created_at">;

/** A recipe insert or rename ran into another recipe of the group with the same slug. */
export class RecipeSlugTaken extends Error {
  constructor() {
    super("recipe slug taken");
  }
}

function isSlugViolation(error: unknown): boolean {
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === "23505") return constraint === "recipes_group_slug_uq";
  return code === "SQLITE_CONSTRAINT_UNIQUE" && typeof message === "string" && message.includes("recipes.slug");
}

/** The recipes of one group and their child rows. Built with that group's id: it cannot reach another group's. */
export class RecipesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  /**
   * The group's recipe with this id or slug, as Mealie's `{slug}` paths accept either: the id is
   * tried first, and only when the text is a UUID (PostgreSQL refuses to compare a uuid column with
   * anything else). Every lookup of a recipe by slug or id goes through here.
   */
  findRow(slugOrId: string): Promise<RecipeRow | undefined> {
    const recipes = this.db.selectFrom("recipes").selectAll().where("group_id", "=", this.groupId);
    return bySlugOrId(slugOrId, (column, value) => recipes.where(column, "=", value).executeTakeFirst());
  }

  /** The id and summary stamp (see migration 0007) of the recipe with this id or slug (an id is tried first). */
  findStamp(slugOrId: string): Promise<{ id: string; stamp: number } | undefined> {
    return bySlugOrId(slugOrId, async (column, value) => {
      const template = this.stampTemplate(column);
      const replacements: Record<string, unknown> = { [PLACEHOLDER.group]: this.groupId, [PLACEHOLDER.key]: value };
      const parameters = template.parameters.map((parameter) =>
        typeof parameter === "string" && parameter in replacements ? replacements[parameter] : parameter,
      );
      const { rows } = await this.db.executeQuery<{ id: string; stamp: number }>({ ...template, parameters });
      return rows[0];
    });
  }

  /**
   * `findStamp`'s query by id or by slug, compiled once per engine: it runs on every read of a kept
   * recipe, where building and compiling it cost as much as running it.
   */
  private stampTemplate(column: "id" | "slug"): CompiledQuery {
    const postgres = this.db.getExecutor().adapter instanceof PostgresAdapter;
    const cacheKey = `${postgres ? "postgres" : "sqlite"}:stamp:${column}`;
    let template = compiledFullQueries.get(cacheKey);
    if (!template) {
      template = this.db
        .selectFrom("recipes")
        .innerJoin("recipe_summaries as summary", "summary.recipe_id", "recipes.id")
        .select(["recipes.id", "summary.stamp"])
        .where("recipes.group_id", "=", PLACEHOLDER.group)
        .where(`recipes.${column}`, "=", PLACEHOLDER.key)
        .compile();
      compiledFullQueries.set(cacheKey, template);
    }
    return template;
  }

  /**
   * The recipe with this id or slug and everything a full recipe shows, in one query: the id is
   * preferred over the slug within the query, which is compiled once (see `runFull`).
   */
  async findFull(slugOrId: string): Promise<FullRecipeRows | undefined> {
    const [row] = isUuid(slugOrId)
      ? await this.runFull("idOrSlug", { key: slugOrId, id: slugOrId.toLowerCase() })
      : await this.runFull("slug", { key: slugOrId });
    return row && fullRecipeRows(row);
  }

  /** Everything a full recipe shows, read again (also inside a write's transaction). */
  async readFull(recipe: Pick<RecipeRow, "id">): Promise<FullRecipeRows> {
    const [row] = await this.runFull("id", { id: recipe.id });
    if (!row) throw new Error(`recipe ${recipe.id} vanished while being read`);
    return fullRecipeRows(row);
  }

  /** Runs the full-recipe query (`fullRecipeTemplate`) with this lookup's values. */
  private async runFull(lookup: FullLookup, values: { key?: string; id?: string }) {
    const template = this.fullRecipeTemplate(lookup);
    const replacements: Record<string, unknown> = {
      [PLACEHOLDER.group]: this.groupId,
      [PLACEHOLDER.key]: values.key,
      [PLACEHOLDER.id]: values.id,
    };
    const parameters = template.parameters.map((parameter) =>
      typeof parameter === "string" && parameter in replacements ? replacements[parameter] : parameter,
    );
    const result = await this.db.executeQuery<FullQueryRow>({ ...template, parameters });
    return result.rows;
  }

  /**
   * The full-recipe query with placeholder values, swapped for the real ones at each run. Building and
   * compiling it costs about as much as running it, so it is compiled once per engine and kind of lookup.
   */
  private fullRecipeTemplate(lookup: FullLookup): CompiledQuery {
    const postgres = this.db.getExecutor().adapter instanceof PostgresAdapter;
    const cacheKey = `${postgres ? "postgres" : "sqlite"}:${lookup}`;
    let template = compiledFullQueries.get(cacheKey);
    if (!template) {
      let query = this.fullRecipeQuery(postgres).where("recipes.group_id", "=", PLACEHOLDER.group);
      if (lookup === "slug") query = query.where("recipes.slug", "=", PLACEHOLDER.key);
      else if (lookup === "id") query = query.where("recipes.id", "=", PLACEHOLDER.id);
      else {
        query = query
          .where((eb) => eb.or([eb("recipes.id", "=", PLACEHOLDER.id), eb("recipes.slug", "=", PLACEHOLDER.key)]))
          .orderBy(sql`case when recipes.id = ${PLACEHOLDER.id} then 0 else 1 end`)
          .limit(1);
      }
      template = query.compile();
      compiledFullQueries.set(cacheKey, template);
    }
    return template;
  }

  /**
   * The recipe row with its child rows as JSON arrays (correlated subqueries on indexed recipe_id
   * columns): one round trip whatever the engine. Booleans and dates inside the JSON are raw
   * (0/1 and text on SQLite) and are converted by `fullRecipeRows`. Its tables are those a recipe
   * shows (`RECIPE_SOURCES`), which triggers watch, and the recipe's stamp.
   */
  private fullRecipeQuery(postgres: boolean) {
    // Narrowed to what a recipe shows: a table read beyond it would not be watched by the stamp's triggers.
    const db: Kysely<FullRecipeTables> = this.db;
    const jsonArray = postgres ? postgresJsonArray : sqliteJsonArray;
    const usedBy = (eb: ExpressionBuilder<FullRecipeTables, "recipes">, column: "food_id" | "unit_id") =>
      eb
        .selectFrom("recipe_ingredients as used")
        .select(`used.${column}`)
        .whereRef("used.recipe_id", "=", "recipes.id");
    return db
      .selectFrom("recipes")
      .selectAll("recipes")
      .select((eb) => [
        eb
          .selectFrom("recipe_summaries as summary")
          .select("summary.stamp")
          .whereRef("summary.recipe_id", "=", "recipes.id")
          .as("summary_stamp"),
        jsonArray(
          eb
            .selectFrom("recipe_ingredients as i")
            .select([
              "i.id",
              "i.recipe_id",
              "i.position",
              "i.title",
              "i.note",
              "i.quantity",
              "i.unit_id",
              "i.food_id",
              "i.original_text",
              "i.reference_id",
            ])
            .whereRef("i.recipe_id", "=", "recipes.id")
            .orderBy("i.position"),
        ).as("json_ingredients"),
        jsonArray(
          eb
            .selectFrom("foods as f")
            .leftJoin("labels as l", "l.id", "f.label_id")
            .select([
              "f.id",
              "f.group_id",
              "f.name",
              "f.plural_name",
              "f.description",
              "f.label_id",
              "f.on_hand",
              "f.aliases",
              "f.extras",
              "f.created_at",
              "f.update_at",
              "l.name as label_name",
              "l.color as label_color",
            ])
            .where("f.id", "in", usedBy(eb, "food_id")),
        ).as("json_foods"),
        jsonArray(
          eb
            .selectFrom("units as u")
            .select([
              "u.id",
              "u.group_id",
              "u.name",
              "u.plural_name",
              "u.description",
              "u.abbreviation",
              "u.plural_abbreviation",
              "u.use_abbreviation",
              "u.fraction",
              "u.aliases",
              "u.extras",
              "u.created_at",
              "u.update_at",
            ])
            .where("u.id", "in", usedBy(eb, "unit_id")),
        ).as("json_units"),
        jsonArray(
          eb
            .selectFrom("recipe_instructions as s")
            .select(["s.id", "s.recipe_id", "s.position", "s.title", "s.text", "s.ingredient_references"])
            .whereRef("s.recipe_id", "=", "recipes.id")
            .orderBy("s.position"),
        ).as("json_instructions"),
        jsonArray(
          eb
            .selectFrom("recipe_notes as n")
            .select(["n.id", "n.recipe_id", "n.position", "n.title", "n.text"])
            .whereRef("n.recipe_id", "=", "recipes.id")
            .orderBy("n.position"),
        ).as("json_notes"),
        jsonArray(
          eb
            .selectFrom("recipe_assets as a")
            .select(["a.id", "a.recipe_id", "a.position", "a.name", "a.icon", "a.file_name"])
            .whereRef("a.recipe_id", "=", "recipes.id")
            .orderBy("a.position"),
        ).as("json_assets"),
        jsonArray(
          eb
            .selectFrom("recipes_to_categories as link")
            .innerJoin("categories as o", "o.id", "link.category_id")
            .select(["o.id", "o.name", "o.slug"])
            .whereRef("link.recipe_id", "=", "recipes.id")
            .orderBy("o.name"),
        ).as("json_categories"),
        jsonArray(
          eb
            .selectFrom("recipes_to_tags as link")
            .innerJoin("tags as o", "o.id", "link.tag_id")
            .select(["o.id", "o.name", "o.slug"])
            .whereRef("link.recipe_id", "=", "recipes.id")
            .orderBy("o.name"),
        ).as("json_tags"),
        jsonArray(
          eb
            .selectFrom("recipes_to_tools as link")
            .innerJoin("tools as o", "o.id", "link.tool_id")
            .select(["o.id", "o.name", "o.slug", "o.on_hand"])
            .whereRef("link.recipe_id", "=", "recipes.id")
            .orderBy("o.name"),
        ).as("json_tools"),
        jsonArray(
          eb
            .selectFrom("recipe_comments as c")
            .innerJoin("users as cu", "cu.id", "c.user_id")
            .select([
              "c.id",
              "c.recipe_id",
              "c.user_id",
              "c.text",
              "c.created_at",
              "c.update_at",
              "cu.username",
              "cu.admin",
            ])
            .whereRef("c.recipe_id", "=", "recipes.id")
            .orderBy("c.created_at")
            .orderBy("c.id"),
        ).as("json_comments"),
      ]);
  }

  /** The categories, tags and tools of many recipes at once (three queries), keyed by recipe id, sorted by name. */
  async organizersOf(recipeIds: string[]): Promise<Map<string, RecipeOrganizers>> {
    const result = new Map<string, RecipeOrganizers>(recipeIds.map((id) => [id, emptyOrganizers()]));
    if (recipeIds.length === 0) return result;
    const queries = this.organizerQueries(recipeIds);
    const [categories, tags, tools] = await Promise.all([
      queries.categories.execute(),
      queries.tags.execute(),
      queries.tools.execute(),
    ]);
    for (const { recipe_id, ...ref } of categories) result.get(recipe_id)?.categories.push(ref);
    for (const { recipe_id, ...ref } of tags) result.get(recipe_id)?.tags.push(ref);
    for (const { recipe_id, ...ref } of tools) result.get(recipe_id)?.tools.push(ref);
    return result;
  }

  /** List rows of the given recipes of the group, in the order of `recipeIds`, with their organizers. */
  async summariesOf(recipeIds: string[]): Promise<{ row: RecipeSummaryRow; organizers: RecipeOrganizers }[]> {
    if (recipeIds.length === 0) return [];
    const [rows, organizers] = await Promise.all([
      this.summaryRowsQuery(recipeIds).execute(),
      this.organizersOf(recipeIds),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return recipeIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ row, organizers: organizers.get(id) ?? emptyOrganizers() }] : [];
    });
  }

  /** A list item's own columns, of these recipes of the group. Its tables are those a list item shows. */
  private summaryRowsQuery(recipeIds: string[]) {
    // Narrowed to what a list item shows: a table read beyond it would not be watched by the triggers.
    const db: Kysely<ListItemTables> = this.db;
    return db
      .selectFrom("recipes")
      .select(RECIPE_SUMMARY_COLUMNS)
      .where("recipes.group_id", "=", this.groupId)
      .where("recipes.id", "in", recipeIds);
  }

  /** The categories, tags and tools of these recipes (of the group), sorted by name. Their tables are those a list item shows. */
  private organizerQueries(recipeIds: string[]) {
    // Narrowed to what a list item shows: a table read beyond it would not be watched by the triggers.
    const db: Kysely<ListItemTables> = this.db;
    return {
      categories: db
        .selectFrom("recipes_to_categories as link")
        .innerJoin("categories as o", "o.id", "link.category_id")
        .select(["link.recipe_id", "o.id", "o.name", "o.slug"])
        .where("link.recipe_id", "in", recipeIds)
        .where("o.group_id", "=", this.groupId)
        .orderBy("o.name"),
      tags: db
        .selectFrom("recipes_to_tags as link")
        .innerJoin("tags as o", "o.id", "link.tag_id")
        .select(["link.recipe_id", "o.id", "o.name", "o.slug"])
        .where("link.recipe_id", "in", recipeIds)
        .where("o.group_id", "=", this.groupId)
        .orderBy("o.name"),
      tools: db
        .selectFrom("recipes_to_tools as link")
        .innerJoin("tools as o", "o.id", "link.tool_id")
        .select(["link.recipe_id", "o.id", "o.name", "o.slug", "o.on_hand"])
        .where("link.recipe_id", "in", recipeIds)
        .where("o.group_id", "=", this.groupId)
        .orderBy("o.name"),
    };
  }

  /**
   * Every query that reads what a recipe shows, compiled with stand-in values: the full recipe (each
   * kind of lookup) and a list item (its row and organizers). For the test that triggers watch every
   * table they read (`read-model/recipe-sources.int.test.ts`).
   */
  static recipeReadQueries(db: Kysely<Database>): { fullRecipe: CompiledQuery[]; listItem: CompiledQuery[] } {
    // A repository of the stand-in group compiles the same queries each real group runs.
    const standIn = new RecipesRepository(db, PLACEHOLDER.group);
    const ids = [PLACEHOLDER.id];
    const organizers = standIn.organizerQueries(ids);
    return {
      fullRecipe: FULL_LOOKUPS.map((lookup) => standIn.fullRecipeTemplate(lookup)),
      listItem: [
        standIn.summaryRowsQuery(ids).compile(),
        organizers.categories.compile(),
        organizers.tags.compile(),
        organizers.tools.compile(),
      ],
    };
  }

  /** The names of the group's other recipes whose folded search name (`normalizeForSearch`) is one of these. */
  async namesNormalizedAs(normalized: string[], exceptRecipeId?: string): Promise<string[]> {
    if (normalized.length === 0) return [];
    let query = this.db
      .selectFrom("recipes")
      .select("name")
      .where("group_id", "=", this.groupId)
      .where("name_normalized", "in", normalized);
    if (exceptRecipeId) query = query.where("id", "<>", exceptRecipeId);
    return (await query.execute()).map((row) => row.name);
  }

  /** Which of these slugs other recipes of the group already use. */
  async takenSlugs(slugs: string[], exceptRecipeId?: string): Promise<Set<string>> {
    if (slugs.length === 0) return new Set();
    let query = this.db
      .selectFrom("recipes")
      .select("slug")
      .where("group_id", "=", this.groupId)
      .where("slug", "in", slugs);
    if (exceptRecipeId) query = query.where("id", "<>", exceptRecipeId);
    return new Set((await query.execute()).map((row) => row.slug));
  }

  /** Throws RecipeSlugTaken when another recipe took the slug meanwhile. */
  async insert(row: NewRecipeRow): Promise<void> {
    try {
      await this.db
        .insertInto("recipes")
        .values({ ...row, group_id: this.groupId })
        .execute();
    } catch (error) {
      if (isSlugViolation(error)) throw new RecipeSlugTaken();
      throw error;
    }
  }

  /** Throws RecipeSlugTaken when a rename runs into another recipe's slug. */
  async update(recipeId: string, changes: RecipeChanges): Promise<void> {
    try {
      await this.db
        .updateTable("recipes")
        .set(changes)
        .where("id", "=", recipeId)
        .where("group_id", "=", this.groupId)
        .execute();
    } catch (error) {
      if (isSlugViolation(error)) throw new RecipeSlugTaken();
      throw error;
    }
  }

  /**
   * Replaces each kind of child row given; the others stay. The recipe must belong to the group.
   * `newRecipe`: it was inserted in this transaction, so it has no child rows to delete yet.
   */
  async replaceChildren(recipeId: string, children: Partial<RecipeChildren>, newRecipe = false): Promise<void> {
    const { ingredients, instructions, notes, assets } = children;
    const positioned = <Row>(rows: Row[]) => rows.map((row, position) => ({ ...row, recipe_id: recipeId, position }));
    const lists = [
      ingredients && { table: "recipe_ingredients" as const, rows: positioned(ingredients) },
      instructions && { table: "recipe_instructions" as const, rows: positioned(instructions) },
      notes && { table: "recipe_notes" as const, rows: positioned(notes) },
      assets && { table: "recipe_assets" as const, rows: positioned(assets) },
      ...(["categories", "tags", "tools"] as const).map((kind) => {
        const ids = children[kind];
        if (!ids) return undefined;
        const { table, column } = LINKS[kind];
        const rows = [...new Set(ids)].map((id) => ({ recipe_id: recipeId, [column]: id }));
        return { table, rows: rows as { recipe_id: string; tag_id: string }[] };
      }),
    ].filter((list) => list !== undefined);
    if (lists.length === 0) return;
    const postgres = this.db.getExecutor().adapter instanceof PostgresAdapter;
    const run = (text: string, parameters: unknown[]) => this.db.executeQuery(CompiledQuery.raw(text, parameters));
    if (!postgres) {
      for (const { table, rows } of lists) {
        if (!newRecipe) await run(`delete from "${table}" where "recipe_id" = ?`, [recipeId]);
        if (rows.length === 0) continue;
        const parameters: unknown[] = [];
        const text = insertText(table, rows, parameters, () => "?");
        if (text) await run(text, parameters);
        else await this.db.insertInto(table).values(rows).execute();
      }
      return;
    }
    // PostgreSQL: every round trip costs more than the statement; the deletions go in one statement
    // and the insertions in another (not the same one: a row deleted and inserted again, a kept step
    // id or link, would meet itself in the unique index, as a statement's parts see one snapshot).
    if (!newRecipe) {
      const deletions = lists.map(
        ({ table }, index) => `"deleted_${index}" as (delete from "${table}" where "recipe_id" = $1)`,
      );
      await run(`with ${deletions.join(", ")} select 1`, [recipeId]);
    }
    const parameters: unknown[] = [];
    const insertions: string[] = [];
    for (const { table, rows } of lists) {
      if (rows.length === 0) continue;
      const text = insertText(table, rows, parameters, () => `$${parameters.length}`);
      if (!text) {
        await this.db
          .insertInto(table)
          .values(rows as never)
          .execute();
        continue;
      }
      insertions.push(text);
    }
    if (insertions.length === 0) return;
    const text =
      insertions.length === 1
        ? (insertions[0] as string)
        : `with ${insertions.map((insertion, index) => `"inserted_${index}" as (${insertion})`).join(", ")} select 1`;
    await run(text, parameters);
  }

  /** Remembers words of the group's recipes for search corrections; known words are skipped. */
  async addSearchWords(words: string[]): Promise<void> {
    if (words.length === 0) return;
    // The words go as one array parameter of one fixed statement: built as rows of values, a recipe's
    // hundred words made a new statement text to compile (and prepare) on every write. Sorted, so that
    // two writers adding some of the same new words wait for each other in one order, never deadlock.
    words = [...words].sort();
    const postgres = this.db.getExecutor().adapter instanceof PostgresAdapter;
    const query = postgres
      ? sql`insert into recipe_search_words (group_id, word)
            select ${this.groupId}::uuid, word from unnest(${words}::text[]) as word
            on conflict do nothing`
      : sql`insert into recipe_search_words (group_id, word)
            select ${this.groupId}, value from json_each(${JSON.stringify(words)}) where true
            on conflict do nothing`;
    await query.execute(this.db);
  }

  /** Deletes the recipe; its child rows, ratings, comments, shares and timeline go with it (foreign keys). */
  async delete(recipeId: string): Promise<void> {
    await this.db.deleteFrom("recipes").where("id", "=", recipeId).where("group_id", "=", this.groupId).execute();
  }

  /** Instruction ids (a global primary key) that recipes other than this one already use. */
  async instructionIdsInUse(ids: string[], exceptRecipeId: string) {
    if (ids.length === 0) return new Set<string>();
    const rows = await this.db
      .selectFrom("recipe_instructions")
      .select("id")
      .where("id", "in", ids)
      .where("recipe_id", "<>", exceptRecipeId)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  async setLastMade(recipeId: string, lastMade: Date): Promise<void> {
    await this.db
      .updateTable("recipes")
      .set({ last_made: lastMade, update_at: new Date() })
      .where("id", "=", recipeId)
      .where("group_id", "=", this.groupId)
      .execute();
  }

  /** Moves the recipe's last-made date up to `lastMade`; a later date already there stays. */
  async advanceLastMade(recipeId: string, lastMade: Date): Promise<void> {
    await this.db
      .updateTable("recipes")
      .set({ last_made: lastMade, update_at: new Date() })
      .where("id", "=", recipeId)
      .where("group_id", "=", this.groupId)
      .where((eb) => eb.or([eb("last_made", "is", null), eb("last_made", "<", lastMade)]))
      .execute();
  }
}

/**
 * Looks a recipe up by id, when the text is a UUID, and then by slug: `find` runs one lookup on
 * the column it is given.
 */
async function bySlugOrId<T>(
  slugOrId: string,
  find: (column: "id" | "slug", value: string) => Promise<T | undefined>,
): Promise<T | undefined> {
  if (isUuid(slugOrId)) {
    const byId = await find("id", slugOrId.toLowerCase());
    if (byId) return byId;
  }
  return find("slug", slugOrId);
}

/**
 * `insert into "table" (...) values (...), ...` of child rows, as SQL text with its parameters
 * appended to `parameters` (`placeholder` names the last one added). Written straight rather than
 * through Kysely's builder, which built and walked a node for every value of a recipe's rows on each
 * write: of the tenth of a write's CPU time that went to Kysely, this was the largest share.
 * Table and column names are the repository's own. Undefined when the rows do not all give the same
 * columns, which Kysely's insert fills with each column's default.
 */
function insertText(
  table: string,
  rows: readonly object[],
  parameters: unknown[],
  placeholder: () => string,
): string | undefined {
  const given = (row: object) => Object.entries(row).filter(([, value]) => value !== undefined);
  const columns = given(rows[0] ?? {}).map(([column]) => column);
  const tuples: string[] = [];
  for (const row of rows) {
    const values = given(row);
    if (values.length !== columns.length || values.some(([column], index) => column !== columns[index])) {
      return undefined;
    }
    tuples.push(
      `(${values
        .map(([, value]) => {
          parameters.push(value);
          return placeholder();
        })
        .join(", ")})`,
    );
  }
  return `insert into "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) values ${tuples.join(", ")}`;
}

const FULL_LOOKUPS = ["slug", "id", "idOrSlug"] as const;
type FullLookup = (typeof FULL_LOOKUPS)[number];
type FullQueryRow = RecipeRow & Record<`json_${string}`, unknown> & { summary_stamp: number | null };
/** Stand-ins compiled into the cached queries; no real group id, slug or id looks like these. */
const PLACEHOLDER = { group: "\u0000group", key: "\u0000key", id: "\u0000id" } as const;
/** The cached queries, by engine and kind of lookup. */
const compiledFullQueries = new Map<string, CompiledQuery>();

/** A JSON array column: parsed already on PostgreSQL, text on SQLite. */
function jsonRows<T>(value: unknown): T[] {
  if (typeof value === "string") return JSON.parse(value) as T[];
  return (value as T[] | null) ?? [];
}
const asBoolean = (value: unknown) => value === true || value === 1;
const asDate = (value: unknown) => new Date(value as string);

type Raw<T> = { [K in keyof T]: unknown };

function fullRecipeRows(row: FullQueryRow): FullRecipeRows {
  const {
    json_ingredients,
    json_foods,
    json_units,
    json_instructions,
    json_notes,
    json_assets,
    json_categories,
    json_tags,
    json_tools,
    json_comments,
    summary_stamp,
    ...recipe
  } = row;
  const foods = jsonRows<Raw<FoodRow>>(json_foods).map(
    (food) =>
      ({
        ...food,
        on_hand: asBoolean(food.on_hand),
        created_at: asDate(food.created_at),
        update_at: asDate(food.update_at),
      }) as FoodRow,
  );
  const units = jsonRows<Raw<UnitRow>>(json_units).map(
    (unit) =>
      ({
        ...unit,
        use_abbreviation: asBoolean(unit.use_abbreviation),
        fraction: asBoolean(unit.fraction),
        created_at: asDate(unit.created_at),
        update_at: asDate(unit.update_at),
      }) as UnitRow,
  );
  return {
    recipe: recipe as RecipeRow,
    stamp: summary_stamp === null ? null : Number(summary_stamp),
    ingredients: jsonRows<IngredientRow>(json_ingredients),
    foods: new Map(foods.map((food) => [food.id, food])),
    units: new Map(units.map((unit) => [unit.id, unit])),
    instructions: jsonRows<InstructionRow>(json_instructions),
    notes: jsonRows<NoteRow>(json_notes),
    assets: jsonRows<AssetRow>(json_assets),
    organizers: {
      categories: jsonRows<OrganizerRef>(json_categories),
      tags: jsonRows<OrganizerRef>(json_tags),
      tools: jsonRows<Raw<ToolRef>>(json_tools).map(
        (tool) => ({ ...tool, on_hand: asBoolean(tool.on_hand) }) as ToolRef,
      ),
    },
    comments: jsonRows<Raw<CommentRow>>(json_comments).map(
      (comment) =>
        ({
          ...comment,
          admin: asBoolean(comment.admin),
          created_at: asDate(comment.created_at),
          update_at: asDate(comment.update_at),
        }) as CommentRow,
    ),
  };
}
