import { randomUUID } from "node:crypto";
import type { Paginated, ShoppingListItemListQuery, ShoppingListListQuery } from "@larder/shared";
import { type Kysely, type Selectable, sql } from "kysely";
import { paginate } from "../db/paginate.js";
import { type FilterFields, queryFilterCondition } from "../db/query-filter.js";
import type {
  Database,
  ShoppingListItemRecipesTable,
  ShoppingListItemsTable,
  ShoppingListsTable,
} from "../db/schema.js";
import type { FoodRow } from "../foods/foods.repository.js";
import type { LabelRow } from "../foods/labels.repository.js";
import type { UnitRow } from "../foods/units.repository.js";

export type ShoppingListRow = Selectable<ShoppingListsTable>;
export type ShoppingItemRow = Selectable<ShoppingListItemsTable>;
export type ItemRecipeRefRow = Selectable<ShoppingListItemRecipesTable>;
export type ItemFields = Omit<ShoppingItemRow, "id" | "list_id" | "group_id" | "created_at" | "update_at">;
export type RecipeRefFields = Omit<ItemRecipeRefRow, "id" | "item_id">;

export interface LabelSettingRow {
  id: string;
  list_id: string;
  label_id: string;
  position: number;
  label: LabelRow;
}
export interface ListRecipeRow {
  id: string;
  list_id: string;
  recipe_id: string;
  recipe_quantity: number;
}

const LIST_FILTER_FIELDS: FilterFields = {
  id: { type: "uuid", column: "shopping_lists.id" },
  name: { type: "string", column: "shopping_lists.name" },
  userId: { type: "uuid", column: "shopping_lists.user_id" },
  createdAt: { type: "datetime", column: "shopping_lists.created_at" },
  updateAt: { type: "datetime", column: "shopping_lists.update_at" },
  updatedAt: { type: "datetime", column: "shopping_lists.update_at" },
};

const ITEM_FILTER_FIELDS: FilterFields = {
  id: { type: "uuid", column: "shopping_list_items.id" },
  shoppingListId: { type: "uuid", column: "shopping_list_items.list_id" },
  checked: { type: "boolean", column: "shopping_list_items.checked" },
  note: { type: "string", column: "shopping_list_items.note" },
  quantity: { type: "number", column: "shopping_list_items.quantity" },
  position: { type: "number", column: "shopping_list_items.position" },
  foodId: { type: "uuid", column: "shopping_list_items.food_id" },
  unitId: { type: "uuid", column: "shopping_list_items.unit_id" },
  labelId: { type: "uuid", column: "shopping_list_items.label_id" },
  createdAt: { type: "datetime", column: "shopping_list_items.created_at" },
  updateAt: { type: "datetime", column: "shopping_list_items.update_at" },
  updatedAt: { type: "datetime", column: "shopping_list_items.update_at" },
};

/** Rows are read in slices under the engines' parameter limits. */
const SLICE = 500;

async function inSlices<T>(ids: readonly string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += SLICE) rows.push(...(await read(ids.slice(start, start + SLICE))));
  return rows;
}

/** A group's shopping lists and their items. Built with the group's id: it cannot reach another group's. */
export class ShoppingRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  private lists() {
    return this.db.selectFrom("shopping_lists").where("shopping_lists.group_id", "=", this.groupId);
  }

  private items() {
    return this.db.selectFrom("shopping_list_items").where("shopping_list_items.group_id", "=", this.groupId);
  }

  listLists(query: ShoppingListListQuery): Promise<Paginated<ShoppingListRow>> {
    let lists = this.lists();
    if (query.queryFilter) lists = lists.where(queryFilterCondition(query.queryFilter, LIST_FILTER_FIELDS));
    return paginate(lists, (q) => q.selectAll("shopping_lists"), query, {
      orderable: {
        name: { column: "shopping_lists.name", text: true },
        createdAt: { column: "shopping_lists.created_at" },
        updateAt: { column: "shopping_lists.update_at" },
        updatedAt: { column: "shopping_lists.update_at" },
      },
      defaultOrderBy: "name:asc",
      path: "/groups/shopping/lists",
      tieBreaker: "shopping_lists.id",
    });
  }

  findList(id: string): Promise<ShoppingListRow | undefined> {
    return this.lists().selectAll().where("id", "=", id.toLowerCase()).executeTakeFirst();
  }

  /** The group's lists among these ids. */
  findLists(ids: string[]): Promise<ShoppingListRow[]> {
    return inSlices(ids, (slice) => this.lists().selectAll().where("id", "in", slice).execute());
  }

  async insertList(fields: { name: string | null; extras: string; user_id: string }): Promise<string> {
    const id = randomUUID();
    const now = new Date();
    await this.db
      .insertInto("shopping_lists")
      .values({ ...fields, id, group_id: this.groupId, created_at: now, update_at: now })
      .execute();
    return id;
  }

  async updateList(
    id: string,
    fields: { name: string | null; extras: string; user_id: string | null },
    at: Date,
  ): Promise<void> {
    await this.db
      .updateTable("shopping_lists")
      .set({ ...fields, update_at: at })
      .where("group_id", "=", this.groupId)
      .where("id", "=", id)
      .execute();
  }

  /** Marks the lists changed at `at`, which their `updateAt` then shows (live views compare it). */
  async touchLists(ids: string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable("shopping_lists")
      .set({ update_at: at })
      .where("group_id", "=", this.groupId)
      .where("id", "in", ids)
      .execute();
  }

  async deleteList(id: string): Promise<void> {
    await this.db.deleteFrom("shopping_lists").where("group_id", "=", this.groupId).where("id", "=", id).execute();
  }

  /** The lists' label orders, by list, each by position then label name. */
  async labelSettingsOf(listIds: string[]): Promise<Map<string, LabelSettingRow[]>> {
    const result = new Map(listIds.map((id): [string, LabelSettingRow[]] => [id, []]));
    const rows = await inSlices(listIds, (slice) =>
      this.db
        .selectFrom("shopping_list_labels as setting")
        .innerJoin("labels", "labels.id", "setting.label_id")
        .select([
          "setting.id",
          "setting.list_id",
          "setting.label_id",
          "setting.position",
          "labels.id as l_id",
          "labels.group_id as l_group_id",
          "labels.name as l_name",
          "labels.color as l_color",
          "labels.created_at as l_created_at",
          "labels.update_at as l_update_at",
        ])
        .where("setting.list_id", "in", slice)
        .where("labels.group_id", "=", this.groupId)
        .orderBy("setting.position")
        .orderBy(sql`lower(labels.name)`)
        .execute(),
    );
    for (const row of rows) {
      result.get(row.list_id)?.push({
        id: row.id,
        list_id: row.list_id,
        label_id: row.label_id,
        position: row.position,
        label: {
          id: row.l_id,
          group_id: row.l_group_id,
          name: row.l_name,
          color: row.l_color,
          created_at: row.l_created_at,
          update_at: row.l_update_at,
        } as LabelRow,
      });
    }
    return result;
  }

  /**
   * Gives each of the group's lists (or only `listId`) a place for every label of the group it has
   * none for, after its last place and in name order: a new list, a new label and seeded labels
   * show on every list (Mealie does the same).
   */
  async placeMissingLabels(listId?: string): Promise<void> {
    let lists = this.db.selectFrom("shopping_lists").select("id").where("group_id", "=", this.groupId);
    if (listId !== undefined) lists = lists.where("id", "=", listId);
    for (const list of await lists.execute()) {
      const missing = await this.db
        .selectFrom("labels")
        .select("labels.id")
        .where("labels.group_id", "=", this.groupId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("shopping_list_labels as setting")
                .select("setting.id")
                .where("setting.list_id", "=", list.id)
                .whereRef("setting.label_id", "=", "labels.id"),
            ),
          ),
        )
        .orderBy(sql`lower(labels.name)`)
        .orderBy("labels.id")
        .execute();
      if (missing.length === 0) continue;
      const last = await this.db
        .selectFrom("shopping_list_labels")
        .select(sql<number | string | null>`max(position)`.as("position"))
        .where("list_id", "=", list.id)
        .executeTakeFirst();
      const start = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
      await this.db
        .insertInto("shopping_list_labels")
        .values(
          missing.map((label, index) => ({
            id: randomUUID(),
            list_id: list.id,
            label_id: label.id,
            position: start + index,
          })),
        )
        .execute();
    }
  }

  /** Puts labels at these positions of a list's order (adding those it has no place for). */
  async placeLabels(listId: string, places: { labelId: string; position: number }[]): Promise<void> {
    for (const { labelId, position } of places) {
      await this.db
        .insertInto("shopping_list_labels")
        .values({ id: randomUUID(), list_id: listId, label_id: labelId, position })
        .onConflict((conflict) => conflict.columns(["list_id", "label_id"]).doUpdateSet({ position }))
        .execute();
    }
  }

  /** Which of these label ids are the group's. */
  async ownLabels(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await inSlices([...new Set(ids)], (slice) =>
      this.db.selectFrom("labels").select("id").where("group_id", "=", this.groupId).where("id", "in", slice).execute(),
    );
    return new Set(rows.map((row) => row.id));
  }

  /** The recipes on these lists, by list. */
  async listRecipesOf(listIds: string[]): Promise<Map<string, ListRecipeRow[]>> {
    const result = new Map(listIds.map((id): [string, ListRecipeRow[]] => [id, []]));
    const rows = await inSlices(listIds, (slice) =>
      this.db.selectFrom("shopping_list_recipes").selectAll().where("list_id", "in", slice).orderBy("id").execute(),
    );
    for (const row of rows) result.get(row.list_id)?.push(row);
    return result;
  }

  /** Sets how many times a recipe is on a list; zero or less takes it off. */
  async setListRecipe(listId: string, recipeId: string, quantity: number): Promise<void> {
    if (quantity <= 0) {
      await this.db
        .deleteFrom("shopping_list_recipes")
        .where("list_id", "=", listId)
        .where("recipe_id", "=", recipeId)
        .execute();
      return;
    }
    await this.db
      .insertInto("shopping_list_recipes")
      .values({ id: randomUUID(), list_id: listId, recipe_id: recipeId, recipe_quantity: quantity })
      .onConflict((conflict) => conflict.columns(["list_id", "recipe_id"]).doUpdateSet({ recipe_quantity: quantity }))
      .execute();
  }

  listItems(query: ShoppingListItemListQuery): Promise<Paginated<ShoppingItemRow>> {
    let items = this.items();
    if (query.queryFilter) items = items.where(queryFilterCondition(query.queryFilter, ITEM_FILTER_FIELDS));
    return paginate(items, (q) => q.selectAll("shopping_list_items"), query, {
      orderable: {
        position: { column: "shopping_list_items.position" },
        checked: { column: "shopping_list_items.checked" },
        note: { column: "shopping_list_items.note", text: true },
        createdAt: { column: "shopping_list_items.created_at" },
        updateAt: { column: "shopping_list_items.update_at" },
        updatedAt: { column: "shopping_list_items.update_at" },
      },
      defaultOrderBy: "position:asc",
      path: "/groups/shopping/items",
      tieBreaker: "shopping_list_items.id",
    });
  }

  /** A list's items: unchecked first, then by position and age. */
  itemsOfList(listId: string): Promise<ShoppingItemRow[]> {
    return this.items()
      .selectAll()
      .where("list_id", "=", listId)
      .orderBy("checked")
      .orderBy("position")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  }

  /**
   * Whether an item of any group has this id: a yes or no only, so that a client-made id that
   * another group's item holds is refused rather than failing on the primary key.
   */
  async idTakenAnywhere(id: string): Promise<boolean> {
    const row = await this.db.selectFrom("shopping_list_items").select("id").where("id", "=", id).executeTakeFirst();
    return row !== undefined;
  }

  /** The group's items among these ids. */
  findItems(ids: string[]): Promise<ShoppingItemRow[]> {
    return inSlices([...new Set(ids.map((id) => id.toLowerCase()))], (slice) =>
      this.items().selectAll().where("id", "in", slice).execute(),
    );
  }

  /** The next position at the end of a list. */
  async nextPosition(listId: string): Promise<number> {
    const row = await this.items()
      .select(sql<number | null>`max(position)`.as("last"))
      .where("list_id", "=", listId)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  /** Inserts items (in slices under the engines' parameter limits). */
  async insertItems(items: { id: string; listId: string; fields: ItemFields }[], at: Date): Promise<void> {
    for (let start = 0; start < items.length; start += 50) {
      await this.db
        .insertInto("shopping_list_items")
        .values(
          items.slice(start, start + 50).map(({ id, listId, fields }) => ({
            ...fields,
            id,
            list_id: listId,
            group_id: this.groupId,
            created_at: at,
            update_at: at,
          })),
        )
        .execute();
    }
  }

  async updateItem(id: string, fields: Partial<ItemFields> & { list_id?: string }, at: Date): Promise<void> {
    await this.db
      .updateTable("shopping_list_items")
      .set({ ...fields, update_at: at })
      .where("group_id", "=", this.groupId)
      .where("id", "=", id)
      .execute();
  }

  /**
   * Rewrites the fields of many items in one statement per fifty (a recipe's ingredients merging
   * into a long list): each column is a CASE on the id that falls back to the column itself, from
   * which PostgreSQL also takes the type of the values.
   */
  async updateItemsFields(rows: { id: string; fields: ItemFields }[], at: Date): Promise<void> {
    const columns = Object.keys(rows[0]?.fields ?? {}) as (keyof ItemFields)[];
    for (let start = 0; start < rows.length; start += 50) {
      const slice = rows.slice(start, start + 50);
      const set = Object.fromEntries(
        columns.map((column) => [
          column,
          sql`case ${sql.ref("id")} ${sql.join(
            slice.map((row) => sql`when ${row.id} then ${row.fields[column]}`),
            sql` `,
          )} else ${sql.ref(column)} end`,
        ]),
      );
      await this.db
        .updateTable("shopping_list_items")
        .set({ ...set, update_at: at })
        .where("group_id", "=", this.groupId)
        .where(
          "id",
          "in",
          slice.map((row) => row.id),
        )
        .execute();
    }
  }

  async deleteItems(ids: string[]): Promise<void> {
    for (let start = 0; start < ids.length; start += SLICE) {
      await this.db
        .deleteFrom("shopping_list_items")
        .where("group_id", "=", this.groupId)
        .where("id", "in", ids.slice(start, start + SLICE))
        .execute();
    }
  }

  /** The recipe references of these items, by item. */
  async recipeRefsOf(itemIds: string[]): Promise<Map<string, ItemRecipeRefRow[]>> {
    const result = new Map(itemIds.map((id): [string, ItemRecipeRefRow[]] => [id, []]));
    const rows = await inSlices(itemIds, (slice) =>
      this.db
        .selectFrom("shopping_list_item_recipes")
        .selectAll()
        .where("item_id", "in", slice)
        .orderBy("id")
        .execute(),
    );
    for (const row of rows) result.get(row.item_id)?.push(row);
    return result;
  }

  /** Replaces these items' recipe references with the ones given, in a few statements. */
  async replaceRecipeRefs(refsByItem: Map<string, RecipeRefFields[]>): Promise<void> {
    const itemIds = [...refsByItem.keys()];
    for (let start = 0; start < itemIds.length; start += SLICE) {
      await this.db
        .deleteFrom("shopping_list_item_recipes")
        .where("item_id", "in", itemIds.slice(start, start + SLICE))
        .execute();
    }
    const rows = [...refsByItem].flatMap(([itemId, refs]) =>
      refs.map((ref) => ({ ...ref, id: randomUUID(), item_id: itemId })),
    );
    for (let start = 0; start < rows.length; start += 100) {
      await this.db
        .insertInto("shopping_list_item_recipes")
        .values(rows.slice(start, start + 100))
        .execute();
    }
  }

  /** A group's recipe's ingredient lines in order, or undefined when the group has no such recipe. */
  async recipeIngredientLines(recipeId: string) {
    const id = recipeId.toLowerCase();
    const recipe = await this.db
      .selectFrom("recipes")
      .select("id")
      .where("group_id", "=", this.groupId)
      .where("id", "=", id)
      .executeTakeFirst();
    if (!recipe) return undefined;
    return this.db
      .selectFrom("recipe_ingredients")
      .select(["quantity", "unit_id", "food_id", "note", "original_text"])
      .where("recipe_id", "=", id)
      .orderBy("position")
      .execute();
  }

  /** The text of a group's recipe's ingredient lines that name no food (their note, else the line as written). */
  async foodlessIngredientTexts(recipeId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom("recipe_ingredients as line")
      .innerJoin("recipes", "recipes.id", "line.recipe_id")
      .select(["line.note", "line.original_text"])
      .where("recipes.group_id", "=", this.groupId)
      .where("recipes.id", "=", recipeId.toLowerCase())
      .where("line.food_id", "is", null)
      .execute();
    return rows.map((row) => (row.note ?? "").trim() || (row.original_text ?? "").trim()).filter(Boolean);
  }

  /** Which of these recipe ids are the group's. */
  async ownRecipes(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await inSlices([...new Set(ids)], (slice) =>
      this.db
        .selectFrom("recipes")
        .select("id")
        .where("group_id", "=", this.groupId)
        .where("id", "in", slice)
        .execute(),
    );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * The group's foods among these ids, with their labels. Found by id, then kept to the group's: by
   * group first, SQLite would walk every food of the group to find a few.
   */
  async foodsOf(ids: string[]): Promise<FoodRow[]> {
    const rows = await inSlices([...new Set(ids)], (slice) =>
      this.db
        .selectFrom("foods")
        .leftJoin("labels", (join) =>
          join.onRef("labels.id", "=", "foods.label_id").onRef("labels.group_id", "=", "foods.group_id"),
        )
        .selectAll("foods")
        .select(["labels.name as label_name", "labels.color as label_color", "labels.group_id as label_group_id"])
        .where("foods.id", "in", slice)
        .execute(),
    );
    return rows.filter((row) => row.group_id === this.groupId);
  }

  unitsOf(ids: string[]): Promise<UnitRow[]> {
    return inSlices([...new Set(ids)], (slice) =>
      this.db.selectFrom("units").selectAll().where("group_id", "=", this.groupId).where("id", "in", slice).execute(),
    );
  }

  labelsOf(ids: string[]): Promise<LabelRow[]> {
    return inSlices([...new Set(ids)], (slice) =>
      this.db.selectFrom("labels").selectAll().where("group_id", "=", this.groupId).where("id", "in", slice).execute(),
    );
  }
}

/** Server-wide upkeep of shopping-list items, across groups. */
export class ShoppingItemsUpkeep {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Keeps the newest `keep` checked items of every list (the daily job): a list used for years
   * would otherwise carry every purchase. Answers how many went.
   */
  async trimChecked(keep: number): Promise<number> {
    const ranked = this.db
      .selectFrom("shopping_list_items")
      .select(["id", sql<number>`row_number() over (partition by list_id order by update_at desc, id desc)`.as("rank")])
      .where("checked", "=", true)
      .as("ranked");
    const result = await this.db
      .deleteFrom("shopping_list_items")
      .where("id", "in", this.db.selectFrom(ranked).select("ranked.id").where("ranked.rank", ">", keep))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
