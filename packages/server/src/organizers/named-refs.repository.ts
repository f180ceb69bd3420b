import { randomUUID } from "node:crypto";
import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { newOrganizerRow, type OrganizerKind } from "./organizers.repository.js";

export interface NamedRef {
  id: string;
  name: string;
}

export interface OrganizerRef extends NamedRef {
  slug: string;
}

export type IngredientRefTable = "foods" | "units";
export type NamedRefTable = OrganizerKind | IngredientRefTable;

/**
 * The group's organizers, foods and units as a recipe body, an import or a bulk action names them
 * (see `named-refs.ts`). Built with the group's id: it cannot reach another group's.
 */
export class NamedRefsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  /** The group's organizers of one kind that have one of these ids. */
  async organizersByIds(kind: OrganizerKind, ids: string[]): Promise<OrganizerRef[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom(kind)
      .select(["id", "name", "slug"])
      .where("group_id", "=", this.groupId)
      .where("id", "in", ids)
      .execute();
  }

  /**
   * All the group's organizers of one kind, oldest first: names are matched folded (see `nameKey`),
   * which SQL cannot do alike on both engines.
   */
  organizers(kind: OrganizerKind): Promise<OrganizerRef[]> {
    return this.db
      .selectFrom(kind)
      .select(["id", "name", "slug"])
      .where("group_id", "=", this.groupId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  }

  /**
   * The group's organizers of one kind whose name is exactly one of these, oldest first: most names
   * a recipe gives are spelled as stored, and finding them this way does not read every organizer.
   */
  async organizersNamed(kind: OrganizerKind, names: string[]): Promise<OrganizerRef[]> {
    if (names.length === 0) return [];
    return this.db
      .selectFrom(kind)
      .select(["id", "name", "slug"])
      .where("group_id", "=", this.groupId)
      .where("name", "in", names)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  }

  /**
   * Creates an organizer of the group, or returns the one that already holds its name, else its slug
   * (two writers may race to create the same tag; the caller checks which it got).
   */
  async createOrganizer(
    kind: OrganizerKind,
    fields: { name: string; slug: string; onHand?: boolean },
  ): Promise<OrganizerRef | undefined> {
    const values = newOrganizerRow(this.groupId, kind, {
      name: fields.name,
      slug: fields.slug,
      on_hand: fields.onHand,
    });
    await this.db
      .insertInto(kind as "tags")
      .values(values)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    return this.db
      .selectFrom(kind)
      .select(["id", "name", "slug"])
      .where("group_id", "=", this.groupId)
      .where((eb) => eb.or([eb("slug", "=", fields.slug), eb("name", "=", fields.name)]))
      .orderBy(sql`case when name = ${fields.name} then 0 else 1 end`)
      .executeTakeFirst();
  }

  /** The group's foods or units with these ids. */
  async ingredientRefsByIds(table: IngredientRefTable, ids: string[]): Promise<NamedRef[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom(table)
      .select(["id", "name"])
      .where("group_id", "=", this.groupId)
      .where("id", "in", ids)
      .execute();
  }

  /** All the group's foods or units, oldest first: names are matched folded, as for organizers. */
  ingredientRefs(table: IngredientRefTable): Promise<NamedRef[]> {
    return this.db
      .selectFrom(table)
      .select(["id", "name"])
      .where("group_id", "=", this.groupId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  }

  /** The group's foods or units whose name is exactly one of these, oldest first (see `organizersNamed`). */
  async ingredientRefsNamed(table: IngredientRefTable, names: string[]): Promise<NamedRef[]> {
    if (names.length === 0) return [];
    return this.db
      .selectFrom(table)
      .select(["id", "name"])
      .where("group_id", "=", this.groupId)
      .where("name", "in", names)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  }

  /**
   * `organizersNamed` and `ingredientRefsNamed` of several kinds in one query, one round trip: a
   * recipe names its categories, tags, tools, units and foods at once. Slugs are empty for foods and units.
   */
  async refsNamed(wanted: Partial<Record<NamedRefTable, string[]>>): Promise<Map<NamedRefTable, OrganizerRef[]>> {
    const tables = (Object.keys(wanted) as NamedRefTable[]).filter((table) => (wanted[table]?.length ?? 0) > 0);
    const found = new Map<NamedRefTable, OrganizerRef[]>(
      (Object.keys(wanted) as NamedRefTable[]).map((table) => [table, []]),
    );
    if (tables.length === 0) return found;
    // Each kind's names go as one array (JSON text on SQLite) parameter, so that the statement's text
    // depends only on the kinds asked: it is compiled and prepared once, not for each count of names.
    const postgres = this.db.getExecutor().adapter instanceof PostgresAdapter;
    const named = (names: string[]) =>
      postgres
        ? sql`name = any(cast(${names} as text[]))`
        : sql`name in (select value from json_each(${JSON.stringify(names)}))`;
    const parts = tables.map(
      (table) => sql`select ${sql.lit(table)} as kind, id, name,
        ${table === "foods" || table === "units" ? sql.lit("") : sql.ref("slug")} as slug, created_at
        from ${sql.table(table)}
        where group_id = ${this.groupId} and ${named(wanted[table] ?? [])}`,
    );
    const { rows } = await sql<OrganizerRef & { kind: NamedRefTable }>`${sql.join(parts, sql` union all `)}
      order by kind, created_at, id`.execute(this.db);
    for (const { kind, id, name, slug } of rows) found.get(kind)?.push({ id, name, slug });
    return found;
  }

  /** Creates a food or unit of the group by name (or returns the one a concurrent writer just made). */
  async createIngredientRef(
    table: IngredientRefTable,
    fields: { name: string; pluralName?: string | null; abbreviation?: string | null },
  ): Promise<NamedRef | undefined> {
    const now = new Date();
    const base = {
      id: randomUUID(),
      group_id: this.groupId,
      name: fields.name,
      plural_name: fields.pluralName ?? null,
      created_at: now,
      update_at: now,
    };
    const values = table === "units" ? { ...base, abbreviation: fields.abbreviation ?? "" } : base;
    await this.db
      .insertInto(table as "foods")
      .values(values)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    return this.db
      .selectFrom(table)
      .select(["id", "name"])
      .where("group_id", "=", this.groupId)
      .where("name", "=", fields.name)
      .executeTakeFirst();
  }
}
