import { randomUUID } from "node:crypto";
import type { OrganizerListQuery, Paginated } from "@larder/shared";
import { type Kysely, type Selectable, sql } from "kysely";
import { insertNewRows } from "../db/insert-new-rows.js";
import { paginate } from "../db/paginate.js";
import { type FilterFields, queryFilterCondition } from "../db/query-filter.js";
import type { Database, UnitsTable } from "../db/schema.js";
import { matchesSearch } from "../organizers/names.js";
import { aliasNames } from "./aliases.js";

export type UnitRow = Selectable<UnitsTable>;
export type UnitFields = Omit<UnitRow, "id" | "group_id" | "created_at" | "update_at">;

/** What `queryFilter` may name: the fields a unit shows. */
const FILTER_FIELDS: FilterFields = {
  id: { type: "uuid", column: "units.id" },
  name: { type: "string", column: "units.name" },
  pluralName: { type: "string", column: "units.plural_name" },
  description: { type: "string", column: "units.description" },
  abbreviation: { type: "string", column: "units.abbreviation" },
  pluralAbbreviation: { type: "string", column: "units.plural_abbreviation" },
  useAbbreviation: { type: "boolean", column: "units.use_abbreviation" },
  fraction: { type: "boolean", column: "units.fraction" },
  // Units keep no on-hand flag: every unit shows `onHand: false`, and filters see the same.
  onHand: { type: "boolean", column: sql<boolean>`false` },
  createdAt: { type: "datetime", column: "units.created_at" },
  updateAt: { type: "datetime", column: "units.update_at" },
  updatedAt: { type: "datetime", column: "units.update_at" },
};

/** The units of one group. Built with that group's id: it cannot reach another group's. */
export class UnitsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  private units() {
    return this.db.selectFrom("units").where("units.group_id", "=", this.groupId);
  }

  /**
   * A page of units; `searchWords` (folded) keeps those whose name, plural, abbreviation or an alias
   * holds them all, `queryFilter` narrows further (a malformed or unknown filter is a 400).
   */
  async list(query: OrganizerListQuery, searchWords: string[]): Promise<Paginated<UnitRow>> {
    let base = this.units();
    if (query.queryFilter?.trim()) base = base.where(queryFilterCondition(query.queryFilter, FILTER_FIELDS));
    if (searchWords.length > 0) {
      const names = await this.units()
        .select(["id", "name", "plural_name", "abbreviation", "plural_abbreviation", "aliases"])
        .execute();
      const ids = names
        .filter((row) =>
          matchesSearch(searchWords, [
            row.name,
            row.plural_name,
            row.abbreviation,
            row.plural_abbreviation,
            ...aliasNames(row.aliases),
          ]),
        )
        .map((row) => row.id);
      base = ids.length > 0 ? base.where("units.id", "in", ids) : base.where(sql<boolean>`1 = 0`);
    }
    return paginate(base, (q) => q.selectAll("units"), query, {
      orderable: {
        name: { column: "units.name", text: true },
        pluralName: { column: "units.plural_name", text: true },
        abbreviation: { column: "units.abbreviation", text: true },
        description: { column: "units.description", text: true },
        useAbbreviation: { column: "units.use_abbreviation" },
        fraction: { column: "units.fraction" },
        createdAt: { column: "units.created_at" },
        updateAt: { column: "units.update_at" },
      },
      defaultOrderBy: "name:asc",
      path: "/units",
      linkParams: { search: query.search, queryFilter: query.queryFilter },
      tieBreaker: "units.id",
    });
  }

  find(id: string): Promise<UnitRow | undefined> {
    return this.units().selectAll().where("id", "=", id).executeTakeFirst();
  }

  /**
   * The names of the group's other units: a new name is compared with each of them folded (see
   * `nameKey`), which SQL cannot do alike on both engines.
   */
  names(exceptId?: string): Promise<Pick<UnitRow, "id" | "name">[]> {
    let query = this.units().select(["id", "name"]);
    if (exceptId) query = query.where("id", "<>", exceptId);
    return query.execute();
  }

  /** Every unit of the group with the spellings seeding compares. */
  spellings(): Promise<
    Pick<UnitRow, "id" | "name" | "plural_name" | "abbreviation" | "plural_abbreviation" | "aliases">[]
  > {
    return this.units()
      .select(["id", "name", "plural_name", "abbreviation", "plural_abbreviation", "aliases"])
      .execute();
  }

  /** Inserts units, skipping any whose exact name the group holds meanwhile; answers how many were added. */
  async createMany(rows: UnitFields[]): Promise<number> {
    const now = new Date();
    const values = rows.map((fields) => ({
      id: randomUUID(),
      group_id: this.groupId,
      ...fields,
      created_at: now,
      update_at: now,
    }));
    return insertNewRows(this.db, "units", values);
  }

  async create(fields: UnitFields): Promise<UnitRow> {
    const now = new Date();
    const row: UnitRow = { id: randomUUID(), group_id: this.groupId, ...fields, created_at: now, update_at: now };
    await this.db.insertInto("units").values(row).execute();
    return row;
  }

  /** False when the group has no such unit. */
  async update(id: string, fields: UnitFields): Promise<boolean> {
    const result = await this.db
      .updateTable("units")
      .set({ ...fields, update_at: new Date() })
      .where("id", "=", id)
      .where("group_id", "=", this.groupId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Ingredients of the unit keep their text and lose the unit (the foreign key sets it to null). */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("units").where("id", "=", id).where("group_id", "=", this.groupId).execute();
  }

  /** Points every ingredient of `fromId` at `toId`. Both must be this group's (the service checks). */
  async moveIngredients(fromId: string, toId: string): Promise<void> {
    await this.db.updateTable("recipe_ingredients").set({ unit_id: toId }).where("unit_id", "=", fromId).execute();
  }
}
