import type { Paginated, PaginationQuery } from "@larder/shared";
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Engine } from "../../db/database.js";
import { type OrderableField, paginate, seededShuffle } from "../../db/paginate.js";
import { queryFilterCondition } from "../../db/query-filter.js";
import type { Database } from "../../db/schema.js";
import { atomically } from "../../db/transactions.js";
import { isUuid } from "../../db/uuid.js";
import { type RecipeOrganizers, type RecipeSummaryRow, RecipesRepository } from "../recipes.repository.js";
import { recipeFilterFields } from "./recipe-filter-fields.js";
import { SearchIndexRepository } from "./search-index.repository.js";
import type { VocabularySource } from "./search-vocabulary.js";

export type FilterKind = "categories" | "tags" | "tools" | "foods";
/** The organizers a recipe may lack, for the summaries of recipes without any. */
export type UnorganizedKind = "categories" | "tags";

/** Recipes linked to these ids (any of them, or all of them); no ids at all matches nothing. */
export interface LinkFilter {
  kind: FilterKind;
  ids: string[];
  requireAll: boolean;
}

export interface SearchCriteria {
  /** Every term must occur in the search text; a term is satisfied by any of its spellings (a word and its corrections). */
  terms: string[][];
  /** Texts that rank a recipe first when its name holds one of them (the whole query, as typed and corrected). */
  phrases: string[];
}

export interface RecipeListCriteria {
  links: LinkFilter[];
  search?: SearchCriteria;
  queryFilter?: string;
  /** Visitors of explore pages see public recipes only, and cannot filter by owner. */
  audience: "member" | "visitor";
  /** Whose own rating `orderBy=rating` uses before the average. */
  viewerId?: string;
}

export interface ListState {
  version: number;
  recipeCount: number;
}

/**
 * A recipe of a page with its stored list item (see migration 0007): `json` is null when a change
 * emptied it, and both are null if the summary row was removed by hand.
 */
export interface StoredSummary {
  id: string;
  stamp: number | null;
  json: string | null;
}

/** What a recipe's list item is made from. */
export interface SummarySource {
  row: RecipeSummaryRow;
  organizers: RecipeOrganizers;
}

export interface CookbookFilters {
  id: string;
  public: boolean;
  categories: string[];
  tags: string[];
  tools: string[];
  require_all_categories: boolean;
  require_all_tags: boolean;
  require_all_tools: boolean;
}

const LINKS: Record<FilterKind, { table: string; column: string }> = {
  categories: { table: "recipes_to_categories", column: "category_id" },
  tags: { table: "recipes_to_tags", column: "tag_id" },
  tools: { table: "recipes_to_tools", column: "tool_id" },
  foods: { table: "recipe_ingredients", column: "food_id" },
};

const NOTHING = sql<SqlBool>`1 = 0`;

/** Recipes per query of a page's rows or organizers: three times this stays under the engines' parameter limits. */
const SLICE = 5000;

/** Up to this many matches of a filter, SQLite reads them through the filter's index and sorts them. */
const FEW_MATCHES = 3000;

/** FTS5's trigram index finds strings of 3 characters or more; shorter ones are matched with LIKE. */
const TRIGRAM = 3;

/**
 * The orderBy whitelist. `rating` is a member's own rating (above 0; `own` is joined when ordering by
 * rating), else the group's average; 0 means "not rated".
 */
function orderable(ownRatingJoined: boolean, audience: "member" | "visitor"): Record<string, OrderableField> {
  const rating = ownRatingJoined
    ? sql`coalesce(own.rating, nullif(recipes.rating, 0))`
    : sql`nullif(recipes.rating, 0)`;
  const fields: Record<string, OrderableField> = {
    // The folded name: case- and accent-insensitive, and indexed with the group.
    name: { column: "recipes.name_normalized", notNull: true },
    slug: { column: "recipes.slug", notNull: true },
    createdAt: { column: "recipes.created_at", notNull: true },
    updateAt: { column: "recipes.update_at", notNull: true },
    updatedAt: { column: "recipes.update_at", notNull: true },
    dateAdded: { column: "recipes.date_added", notNull: true },
    dateUpdated: { column: "recipes.date_updated" },
    lastMade: { column: "recipes.last_made" },
    rating: { column: rating },
    description: { column: "recipes.description", text: true },
    recipeYield: { column: "recipes.recipe_yield", text: true },
    totalTime: { column: "recipes.total_time", text: true },
    prepTime: { column: "recipes.prep_time", text: true },
    cookTime: { column: "recipes.cook_time", text: true },
    performTime: { column: "recipes.perform_time", text: true },
    orgURL: { column: "recipes.org_url", text: true },
  };
  if (audience === "member") {
    // Dotted fields of the one row a recipe points at, as Mealie orders them; visitors may not see owners.
    fields["user.username"] = {
      column: sql`(select username from users where users.id = recipes.user_id)`,
      text: true,
    };
    fields["user.fullName"] = {
      column: sql`(select full_name from users where users.id = recipes.user_id)`,
      text: true,
    };
  }
  // Mealie reads snake_case names too (created_at, last_made...).
  for (const [name, field] of Object.entries(fields)) {
    fields[name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] ??= field;
  }
  return fields;
}

/**
 * The recipe list of one group: filters, search, ordering and the page's organizers. Built with the
 * group's id; every query is scoped by it.
 */
export class RecipeListRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    readonly groupId: string,
  ) {}

  /** The group's organizers (or foods) named by id or slug (foods: id or name), as value → id. */
  async resolve(kind: FilterKind, values: string[]): Promise<Map<string, string>> {
    const ids = values.filter((value) => isUuid(value)).map((value) => value.toLowerCase());
    const keyOf = (value: string) => (kind === "foods" ? value.trim().toLowerCase() : value);
    const key = kind === "foods" ? sql<string>`lower(name)` : sql<string>`slug`;
    const rows = await this.db
      .selectFrom(kind)
      .select(["id", key.as("key")])
      .where("group_id", "=", this.groupId)
      .where((eb) => eb.or([...(ids.length > 0 ? [eb("id", "in", ids)] : []), eb(key, "in", values.map(keyOf))]))
      .execute();
    const resolved = new Map<string, string>();
    for (const value of values) {
      const match = rows.find((row) => row.id === value.toLowerCase() || row.key === keyOf(value));
      if (match) resolved.set(value, match.id);
    }
    return resolved;
  }

  /** The cookbook with this id or slug, with what it shows. */
  async findCookbook(idOrSlug: string): Promise<CookbookFilters | undefined> {
    let query = this.db.selectFrom("cookbooks").selectAll().where("group_id", "=", this.groupId);
    query = isUuid(idOrSlug)
      ? query.where((eb) => eb.or([eb("id", "=", idOrSlug.toLowerCase()), eb("slug", "=", idOrSlug)]))
      : query.where("slug", "=", idOrSlug);
    const cookbook = await query.executeTakeFirst();
    if (!cookbook) return undefined;
    const [categories, tags, tools] = await Promise.all([
      this.db
        .selectFrom("cookbooks_to_categories")
        .select("category_id as id")
        .where("cookbook_id", "=", cookbook.id)
        .execute(),
      this.db.selectFrom("cookbooks_to_tags").select("tag_id as id").where("cookbook_id", "=", cookbook.id).execute(),
      this.db.selectFrom("cookbooks_to_tools").select("tool_id as id").where("cookbook_id", "=", cookbook.id).execute(),
    ]);
    return {
      id: cookbook.id,
      public: cookbook.public,
      categories: categories.map((row) => row.id),
      tags: tags.map((row) => row.id),
      tools: tools.map((row) => row.id),
      require_all_categories: cookbook.require_all_categories,
      require_all_tags: cookbook.require_all_tags,
      require_all_tools: cookbook.require_all_tools,
    };
  }

  /** One page of the group's recipes that match, with their stored list items. */
  async page(
    criteria: RecipeListCriteria,
    query: PaginationQuery,
    path: string,
    linkParams: Record<string, string | string[] | undefined>,
    /** The group's list state when the caller has read it already. */
    state?: ListState,
  ): Promise<Paginated<StoredSummary>> {
    if (criteria.search) await new SearchIndexRepository(this.db, this.engine).indexBeforeSearch();
    // The viewer's ratings are joined (one row at most per recipe) only when they decide the order.
    const ownRating = criteria.viewerId !== undefined && /rating/.test(query.orderBy ?? "");
    const filtered = (links: "exists" | "in") => {
      let base = this.db
        .selectFrom("recipes")
        .$if(ownRating, (q) =>
          q.leftJoin("user_ratings as own", (join) =>
            join
              .onRef("own.recipe_id", "=", "recipes.id")
              .on("own.user_id", "=", criteria.viewerId as string)
              .on("own.rating", ">", 0),
          ),
        )
        .where("recipes.group_id", "=", this.groupId);
      if (criteria.audience === "visitor") base = base.where("recipes.public", "=", true);
      for (const link of criteria.links) base = base.where(linkCondition(link, links));
      if (criteria.queryFilter?.trim()) {
        base = base.where(queryFilterCondition(criteria.queryFilter, recipeFilterFields(criteria.audience)));
      }
      if (criteria.search) base = base.where(this.searchCondition(criteria.search.terms));
      return base;
    };
    const leadingOrder = criteria.search ? [nameRank(criteria.search)] : [];

    // SQLite plans without statistics: left to itself it either tests every recipe against a filter
    // (slow to count) or reads every match to sort them (slow to page through many). So it counts
    // through the filter's index, then pages that way too when the matches are few, and otherwise
    // walks the order's index testing each recipe until the page is full. Search results always come
    // from the trigram index. PostgreSQL's planner makes these choices itself.
    let base = filtered("exists");
    let total: number | undefined;
    const unfiltered =
      criteria.audience === "member" &&
      criteria.links.length === 0 &&
      !criteria.search &&
      !criteria.queryFilter?.trim();
    if (unfiltered) total = (state ?? (await this.listState())).recipeCount;
    if (this.engine === "sqlite" && criteria.links.length > 0 && !criteria.search) {
      const throughIndex = filtered("in");
      const row = await throughIndex.select(sql<number>`count(*)`.as("count")).executeTakeFirst();
      total = Number(row?.count ?? 0);
      if (total <= FEW_MATCHES) base = throughIndex;
    }

    const options = {
      orderable: orderable(ownRating, criteria.audience),
      defaultOrderBy: "createdAt",
      path,
      tieBreaker: "recipes.id",
      randomOrder: (seed: string) => seededShuffle(this.engine, "recipes", seed),
      leadingOrder,
      defaultNullPosition: "last" as const,
      linkParams,
      total,
      // Ranking reads every search result anyway: the count comes with the page.
      countWithPage: criteria.search !== undefined,
    };
    const indexedOrder = !query.orderBy || /^\s*(createdAt|created_at|name)(:(asc|desc))?\s*$/.test(query.orderBy);
    if (this.engine === "sqlite" && (criteria.search || !indexedOrder)) {
      // SQLite sorts whole rows: when thousands of rows are sorted (search results, random, rating...),
      // it sorts their ids alone (search results on recipes_search_candidates_idx, without reading
      // the table), then reads the page's items.
      return paginate(base, (q) => q.select("recipes.id"), query, {
        ...options,
        load: (ids: { id: string }[]) => this.storedSummaries(ids.map((row) => row.id)),
      });
    }
    return paginate(
      base,
      // Each recipe has its summary row (made with the recipe), read by primary key.
      (q) =>
        q.select([
          "recipes.id",
          sql<number | null>`(select stamp from recipe_summaries where recipe_id = recipes.id)`.as("stamp"),
          sql<string | null>`(select json from recipe_summaries where recipe_id = recipes.id)`.as("json"),
        ]),
      query,
      options,
    );
  }

  /** The group's recipes filed under no organizer of the kind, by name, with their stored list items. */
  unorganized(kind: UnorganizedKind): Promise<StoredSummary[]> {
    return this.withoutAny(kind)
      .select([
        "recipes.id",
        sql<number | null>`(select stamp from recipe_summaries where recipe_id = recipes.id)`.as("stamp"),
        sql<string | null>`(select json from recipe_summaries where recipe_id = recipes.id)`.as("json"),
      ])
      .orderBy("recipes.name_normalized")
      .orderBy("recipes.id")
      .execute();
  }

  /** How many of the group's recipes are filed under no organizer of the kind. */
  async countUnorganized(kind: UnorganizedKind): Promise<number> {
    const row = await this.withoutAny(kind).select(sql<number>`count(*)`.as("count")).executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  private withoutAny(kind: UnorganizedKind) {
    const { table } = LINKS[kind];
    return this.db
      .selectFrom("recipes")
      .where("recipes.group_id", "=", this.groupId)
      .where(sql<SqlBool>`not exists (select 1 from ${sql.table(table)} as link where link.recipe_id = recipes.id)`);
  }

  /** The stored list items of these recipes of the group, in the order of `ids` (in slices). */
  async storedSummaries(ids: string[]): Promise<StoredSummary[]> {
    const byId = new Map<string, StoredSummary>();
    for (let start = 0; start < ids.length; start += SLICE) {
      const rows = await this.db
        .selectFrom("recipe_summaries as summary")
        .innerJoin("recipes", "recipes.id", "summary.recipe_id")
        .select(["summary.recipe_id as id", "summary.stamp", "summary.json"])
        .where("recipes.group_id", "=", this.groupId)
        .where("summary.recipe_id", "in", ids.slice(start, start + SLICE))
        .execute();
      for (const row of rows) byId.set(row.id, row);
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** What the list items of these recipes of the group are made from (in slices, under the engines' parameter limits). */
  async summarySources(ids: string[]): Promise<SummarySource[]> {
    const recipes = new RecipesRepository(this.db, this.groupId);
    const sources: SummarySource[] = [];
    for (let start = 0; start < ids.length; start += SLICE) {
      sources.push(...(await recipes.summariesOf(ids.slice(start, start + SLICE))));
    }
    return sources;
  }

  /**
   * Stores list items made from what was read after their stamps: an item whose stamp has moved
   * since (its recipe changed meanwhile) is left empty, to be made again from the newer rows.
   */
  async storeSummaries(items: { id: string; stamp: number; json: string }[]): Promise<void> {
    if (items.length === 0) return;
    if (this.engine === "postgres") {
      // Items can always be made again: PostgreSQL need not wait for the disk before answering.
      await atomically(this.db, async (trx) => {
        await sql`set local synchronous_commit to off`.execute(trx);
        await this.writeSummaries(trx, items);
      });
    } else {
      await this.writeSummaries(this.db, items);
    }
  }

  private async writeSummaries(
    db: Kysely<Database>,
    items: { id: string; stamp: number; json: string }[],
  ): Promise<void> {
    for (let start = 0; start < items.length; start += SLICE) {
      const slice = items.slice(start, start + SLICE);
      const values = sql.join(slice.map(({ id, stamp, json }) => sql`(${id}, ${stamp}, ${json})`));
      // PostgreSQL types the parameters of a VALUES list as text.
      const id = this.engine === "postgres" ? sql`cast(fresh.id as uuid)` : sql`fresh.id`;
      const stamp = this.engine === "postgres" ? sql`cast(fresh.stamp as integer)` : sql`fresh.stamp`;
      await sql`with fresh (id, stamp, json) as (values ${values})
        update recipe_summaries set json = fresh.json from fresh
        where recipe_summaries.recipe_id = ${id} and recipe_summaries.stamp = ${stamp}`.execute(db);
    }
  }

  /**
   * The group's `recipes_version` (it moves with every change a list page could show) and its number
   * of recipes (kept by triggers on recipes), in one read.
   */
  async listState(): Promise<ListState> {
    const row = await this.db
      .selectFrom("groups")
      .select(["recipes_version", "recipe_count"])
      .where("id", "=", this.groupId)
      .executeTakeFirst();
    return { version: row?.recipes_version ?? 0, recipeCount: row?.recipe_count ?? 0 };
  }

  /** Every term must occur in the search text (by the trigram index where it can help). */
  private searchCondition(terms: string[][]): RawBuilder<SqlBool> {
    const conditions: RawBuilder<SqlBool>[] = [];
    const indexed: string[][] = [];
    for (const spellings of terms) {
      if (this.engine === "sqlite" && spellings.every((text) => [...text].length >= TRIGRAM)) indexed.push(spellings);
      else conditions.push(anyOf(spellings.map((text) => contains(sql.ref("recipes.search_text"), text))));
    }
    if (indexed.length > 0) {
      // Folded text holds letters, digits and single spaces only, so a quoted FTS5 string is always literal.
      const match = indexed.map((spellings) => `(${spellings.map((text) => `"${text}"`).join(" OR ")})`).join(" AND ");
      conditions.unshift(sql<SqlBool>`recipes.id in (
        select rows.recipe_id from recipes_fts join recipes_fts_rows as rows on rows.id = recipes_fts.rowid
        where recipes_fts match ${match})`);
    }
    return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
  }
}

const anyOf = (conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> =>
  conditions.length === 1 ? (conditions[0] as RawBuilder<SqlBool>) : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;

/** A substring test; folded text has no LIKE wildcards (% and _ fold to spaces) to escape. */
const contains = (column: Expression<unknown>, text: string) => sql<SqlBool>`${column} like ${`%${text}%`}`;

/** Recipes linked to the ids, as EXISTS (tested row by row) or IN (read through the link's index). */
function linkCondition({ kind, ids, requireAll }: LinkFilter, form: "exists" | "in"): RawBuilder<SqlBool> {
  if (ids.length === 0) return NOTHING;
  const { table, column } = LINKS[kind];
  const linked = (test: RawBuilder<unknown>) =>
    form === "exists"
      ? sql<SqlBool>`exists (select 1 from ${sql.table(table)} as link
          where link.recipe_id = recipes.id and link.${sql.ref(column)} ${test})`
      : sql<SqlBool>`recipes.id in (select link.recipe_id from ${sql.table(table)} as link
          where link.${sql.ref(column)} ${test})`;
  if (!requireAll) return linked(sql`in (${sql.join(ids)})`);
  return sql<SqlBool>`(${sql.join(
    ids.map((id) => linked(sql`= ${id}`)),
    sql` and `,
  )})`;
}

/** 0 when the name holds the whole query, 1 when it holds every term, else 2. */
function nameRank({ terms, phrases }: SearchCriteria): RawBuilder<number> {
  const name = sql.ref("recipes.name_normalized");
  const whole = anyOf(phrases.map((phrase) => contains(name, phrase)));
  const everyTerm = sql.join(
    terms.map((spellings) => anyOf(spellings.map((text) => contains(name, text)))),
    sql` and `,
  );
  return sql<number>`case when ${whole} then 0 when ${everyTerm} then 1 else 2 end`;
}

/** The group's search words (recipe_search_words), for typo corrections; any group, by id. */
export class SearchWordsRepository implements VocabularySource {
  constructor(private readonly db: Kysely<Database>) {}

  async countSearchWords(groupId: string): Promise<number> {
    const row = await this.db
      .selectFrom("recipe_search_words")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("group_id", "=", groupId)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async searchWords(groupId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom("recipe_search_words")
      .select("word")
      .where("group_id", "=", groupId)
      .execute();
    return rows.map((row) => row.word);
  }
}
