import { randomUUID } from "node:crypto";
import type { OrganizerListQuery, Paginated } from "@larder/shared";
import { type Kysely, type Selectable, sql } from "kysely";
import { insertNewRows } from "../db/insert-new-rows.js";
import { paginate } from "../db/paginate.js";
import { type FilterFields, queryFilterCondition } from "../db/query-filter.js";
import type { Database, FoodsTable } from "../db/schema.js";
import { matchesSearch } from "../organizers/names.js";
import { aliasNames } from "./aliases.js";

/** A food with its label's fields (null without a label). */
export type FoodRow = Selectable<FoodsTable> & {
  label_name: string | null;
  label_color: string | null;
  label_group_id: string | null;
};
export type FoodFields = Pick<
  Selectable<FoodsTable>,
  "name" | "plural_name" | "description" | "label_id" | "on_hand" | "aliases" | "extras"
>;

const labelColumns = [
  "labels.name as label_name",
  "labels.color as label_color",
  "labels.group_id as label_group_id",
] as const;

/**
 * What `queryFilter` may name: the fields a food shows, its label's through the list's join (which
 * only reaches the group's own labels).
 */
const FILTER_FIELDS: FilterFields = {
  id: { type: "uuid", column: "foods.id" },
  name: { type: "string", column: "foods.name" },
  pluralName: { type: "string", column: "foods.plural_name" },
  description: { type: "string", column: "foods.description" },
  labelId: { type: "uuid", column: "foods.label_id" },
  "label.id": { type: "uuid", column: "labels.id" },
  "label.name": { type: "string", column: "labels.name" },
  "label.color": { type: "string", column: "labels.color" },
  onHand: { type: "boolean", column: "foods.on_hand" },
  createdAt: { type: "datetime", column: "foods.created_at" },
  updateAt: { type: "datetime", column: "foods.update_at" },
  updatedAt: { type: "datetime", column: "foods.update_at" },
};

/** The foods of one group. Built with that group's id: it cannot reach another group's. */
export class FoodsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  private foods() {
    return this.db
      .selectFrom("foods")
      .leftJoin("labels", (join) =>
        join.onRef("labels.id", "=", "foods.label_id").onRef("labels.group_id", "=", "foods.group_id"),
      )
      .where("foods.group_id", "=", this.groupId);
  }

  private withLabel() {
    return this.foods().selectAll("foods").select(labelColumns);
  }

  /**
   * A page of foods; `searchWords` (folded) keeps those whose name, plural or an alias holds them all,
   * `queryFilter` narrows further (a malformed or unknown filter is a 400).
   */
  async list(query: OrganizerListQuery, searchWords: string[], path: string): Promise<Paginated<FoodRow>> {
    let base = this.foods();
    if (query.queryFilter?.trim()) base = base.where(queryFilterCondition(query.queryFilter, FILTER_FIELDS));
    if (searchWords.length > 0) {
      const names = await this.db
        .selectFrom("foods")
        .select(["id", "name", "plural_name", "aliases"])
        .where("group_id", "=", this.groupId)
        .execute();
      const ids = names
        .filter((row) => matchesSearch(searchWords, [row.name, row.plural_name, ...aliasNames(row.aliases)]))
        .map((row) => row.id);
      base = ids.length > 0 ? base.where("foods.id", "in", ids) : base.where(sql<boolean>`1 = 0`);
    }
    return paginate(base, (q) => q.selectAll("foods").select(labelColumns), query, {
      orderable: {
        name: { column: "foods.name", text: true },
        pluralName: { column: "foods.plural_name", text: true },
        description: { column: "foods.description", text: true },
        onHand: { column: "foods.on_hand" },
        labelId: { column: "foods.label_id" },
        "label.name": { column: "labels.name", text: true },
        createdAt: { column: "foods.created_at" },
        updateAt: { column: "foods.update_at" },
      },
      defaultOrderBy: "name:asc",
      path,
      linkParams: { search: query.search, queryFilter: query.queryFilter },
      tieBreaker: "foods.id",
    });
  }

  find(id: string): Promise<FoodRow | undefined> {
    return this.withLabel().where("foods.id", "=", id).executeTakeFirst();
  }

  /**
   * The names of the group's other foods: a new name is compared with each of them folded (see
   * `nameKey`), which SQL cannot do alike on both engines.
   */
  names(exceptId?: string): Promise<Pick<FoodRow, "id" | "name">[]> {
    let query = this.db.selectFrom("foods").select(["id", "name"]).where("group_id", "=", this.groupId);
    if (exceptId) query = query.where("id", "<>", exceptId);
    return query.execute();
  }

  /** Every food of the group with the names seeding compares (name, plural, aliases) and its label. */
  spellings(): Promise<Pick<Selectable<FoodsTable>, "id" | "name" | "plural_name" | "aliases" | "label_id">[]> {
    return this.db
      .selectFrom("foods")
      .select(["id", "name", "plural_name", "aliases", "label_id"])
      .where("group_id", "=", this.groupId)
      .execute();
  }

  /** Inserts foods, skipping any whose exact name the group holds meanwhile; answers how many were added. */
  async createMany(rows: FoodFields[]): Promise<number> {
    const now = new Date();
    const values = rows.map((fields) => ({
      id: randomUUID(),
      group_id: this.groupId,
      ...fields,
      created_at: now,
      update_at: now,
    }));
    return insertNewRows(this.db, "foods", values);
  }

  /** Files these foods of the group under the label, those without a label only; answers how many. */
  async labelUnlabelled(labelId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .updateTable("foods")
      .set({ label_id: labelId, update_at: new Date() })
      .where("group_id", "=", this.groupId)
      .where("id", "in", ids)
      .where("label_id", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async create(fields: FoodFields): Promise<string> {
    const now = new Date();
    const id = randomUUID();
    await this.db
      .insertInto("foods")
      .values({ id, group_id: this.groupId, ...fields, created_at: now, update_at: now })
      .execute();
    return id;
  }

  /** False when the group has no such food. */
  async update(id: string, fields: FoodFields): Promise<boolean> {
    const result = await this.db
      .updateTable("foods")
      .set({ ...fields, update_at: new Date() })
      .where("id", "=", id)
      .where("group_id", "=", this.groupId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Ingredients of the food keep their text and lose the food (the foreign key sets it to null). */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("foods").where("id", "=", id).where("group_id", "=", this.groupId).execute();
  }

  /** Points every ingredient of `fromId` at `toId`. Both must be this group's (the service checks). */
  async moveIngredients(fromId: string, toId: string): Promise<void> {
    await this.db.updateTable("recipe_ingredients").set({ food_id: toId }).where("food_id", "=", fromId).execute();
  }
}
