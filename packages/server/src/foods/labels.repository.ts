import { randomUUID } from "node:crypto";
import type { OrganizerListQuery, Paginated } from "@larder/shared";
import { type Kysely, type Selectable, sql } from "kysely";
import { insertNewRows } from "../db/insert-new-rows.js";
import { paginate } from "../db/paginate.js";
import { type FilterFields, queryFilterCondition } from "../db/query-filter.js";
import type { Database, LabelsTable } from "../db/schema.js";
import { matchesSearch } from "../organizers/names.js";

export type LabelRow = Selectable<LabelsTable>;
export type LabelFields = Pick<LabelRow, "name" | "color">;

/** What `queryFilter` may name: the fields a label shows. */
const FILTER_FIELDS: FilterFields = {
  id: { type: "uuid", column: "labels.id" },
  groupId: { type: "uuid", column: "labels.group_id" },
  name: { type: "string", column: "labels.name" },
  color: { type: "string", column: "labels.color" },
};

/** The shopping labels of one group. Built with that group's id: it cannot reach another group's. */
export class LabelsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  private labels() {
    return this.db.selectFrom("labels").where("labels.group_id", "=", this.groupId);
  }

  /** A page of labels; `searchWords` (folded) keeps those whose name holds them all, `queryFilter` narrows further. */
  async list(query: OrganizerListQuery, searchWords: string[]): Promise<Paginated<LabelRow>> {
    let base = this.labels();
    if (query.queryFilter?.trim()) base = base.where(queryFilterCondition(query.queryFilter, FILTER_FIELDS));
    if (searchWords.length > 0) {
      const names = await this.labels().select(["id", "name"]).execute();
      const ids = names.filter((row) => matchesSearch(searchWords, [row.name])).map((row) => row.id);
      base = ids.length > 0 ? base.where("labels.id", "in", ids) : base.where(sql<boolean>`1 = 0`);
    }
    return paginate(base, (q) => q.selectAll("labels"), query, {
      orderable: {
        name: { column: "labels.name", text: true },
        color: { column: "labels.color" },
        createdAt: { column: "labels.created_at" },
        updateAt: { column: "labels.update_at" },
      },
      defaultOrderBy: "name:asc",
      path: "/groups/labels",
      linkParams: { search: query.search, queryFilter: query.queryFilter },
      tieBreaker: "labels.id",
    });
  }

  find(id: string): Promise<LabelRow | undefined> {
    return this.labels().selectAll().where("id", "=", id).executeTakeFirst();
  }

  findByName(name: string, exceptId?: string): Promise<LabelRow | undefined> {
    let query = this.labels().selectAll().where("name", "=", name);
    if (exceptId) query = query.where("id", "<>", exceptId);
    return query.executeTakeFirst();
  }

  /** Every label of the group, by name. */
  names(): Promise<Pick<LabelRow, "id" | "name">[]> {
    return this.labels().select(["id", "name"]).execute();
  }

  /** Inserts labels, skipping any whose exact name the group holds meanwhile; answers how many were added. */
  async createMany(rows: LabelFields[]): Promise<number> {
    const now = new Date();
    const values = rows.map((fields) => ({
      id: randomUUID(),
      group_id: this.groupId,
      ...fields,
      created_at: now,
      update_at: now,
    }));
    return insertNewRows(this.db, "labels", values);
  }

  async create(fields: LabelFields): Promise<LabelRow> {
    const now = new Date();
    const row: LabelRow = { id: randomUUID(), group_id: this.groupId, ...fields, created_at: now, update_at: now };
    await this.db.insertInto("labels").values(row).execute();
    return row;
  }

  /** False when the group has no such label. */
  async update(id: string, fields: LabelFields): Promise<boolean> {
    const result = await this.db
      .updateTable("labels")
      .set({ ...fields, update_at: new Date() })
      .where("id", "=", id)
      .where("group_id", "=", this.groupId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Foods lose the label (the foreign key sets theirs to null). */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("labels").where("id", "=", id).where("group_id", "=", this.groupId).execute();
  }
}
