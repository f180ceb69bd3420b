import { randomUUID } from "node:crypto";
import type { OrganizerListQuery, Paginated } from "@larder/shared";
import { type Kysely, type Selectable, sql } from "kysely";
import { type OrderableField, paginate } from "../db/paginate.js";
import { type FilterFields, queryFilterCondition } from "../db/query-filter.js";
import type { Database, ToolsTable } from "../db/schema.js";
import { matchesSearch } from "./names.js";

export type OrganizerKind = "categories" | "tags" | "tools";

/** How recipes link to each kind of organizer. */
export const ORGANIZER_LINKS = {
  categories: { table: "recipes_to_categories", column: "category_id" },
  tags: { table: "recipes_to_tags", column: "tag_id" },
  tools: { table: "recipes_to_tools", column: "tool_id" },
} as const;

/** A category, tag or tool; `on_hand` is only read from tools. */
export type OrganizerRow = Omit<Selectable<ToolsTable>, "on_hand"> & { on_hand?: boolean };
export interface OrganizerFields {
  name: string;
  slug: string;
  on_hand?: boolean;
}

/** A new organizer row of a group (tools alone have an on-hand flag). */
export function newOrganizerRow(groupId: string, kind: OrganizerKind, fields: OrganizerFields) {
  const now = new Date();
  return {
    id: randomUUID(),
    group_id: groupId,
    name: fields.name,
    slug: fields.slug,
    created_at: now,
    update_at: now,
    ...(kind === "tools" ? { on_hand: fields.on_hand ?? false } : {}),
  };
}

const orderable: Record<string, OrderableField> = {
  name: { column: "name", text: true },
  slug: { column: "slug" },
  createdAt: { column: "created_at" },
  updateAt: { column: "update_at" },
};

const organizerFilterFields = (table: OrganizerKind): FilterFields => ({
  id: { type: "uuid", column: `${table}.id` },
  name: { type: "string", column: `${table}.name` },
  slug: { type: "string", column: `${table}.slug` },
});

/** What `queryFilter` may name: the fields a list item shows. */
const FILTER_FIELDS: Record<OrganizerKind, FilterFields> = {
  categories: organizerFilterFields("categories"),
  tags: organizerFilterFields("tags"),
  tools: { ...organizerFilterFields("tools"), onHand: { type: "boolean", column: "tools.on_hand" } },
};

/**
 * The categories, tags or tools of one group. Built with that group's id: it cannot reach another
 * group's. The three tables have the same shape (tools add `on_hand`), so one class serves them; the
 * table name is typed as `tools` for Kysely and chosen at run time.
 */
export class OrganizersRepository {
  private readonly table: "tools";

  constructor(
    private readonly db: Kysely<Database>,
    readonly kind: OrganizerKind,
    readonly groupId: string,
  ) {
    this.table = kind as "tools";
  }

  private organizers() {
    return this.db.selectFrom(this.table).where("group_id", "=", this.groupId);
  }

  private columns() {
    return this.kind === "tools"
      ? (["id", "group_id", "name", "slug", "created_at", "update_at", "on_hand"] as const)
      : (["id", "group_id", "name", "slug", "created_at", "update_at"] as const);
  }

  /**
   * A page of the group's organizers; `searchWords` (folded) keeps those whose name holds them all,
   * `queryFilter` narrows further (a malformed or unknown filter is a 400).
   */
  async list(query: OrganizerListQuery, searchWords: string[], path: string): Promise<Paginated<OrganizerRow>> {
    let base = this.organizers();
    if (query.queryFilter?.trim()) base = base.where(queryFilterCondition(query.queryFilter, FILTER_FIELDS[this.kind]));
    if (searchWords.length > 0) {
      const names = await this.organizers().select(["id", "name"]).execute();
      const ids = names.filter((row) => matchesSearch(searchWords, [row.name])).map((row) => row.id);
      base = ids.length > 0 ? base.where("id", "in", ids) : base.where(sql<boolean>`1 = 0`);
    }
    return paginate(base, (q) => q.select(this.columns()), query, {
      orderable: this.kind === "tools" ? { ...orderable, onHand: { column: "on_hand" } } : orderable,
      defaultOrderBy: "name:asc",
      path,
      linkParams: { search: query.search, queryFilter: query.queryFilter },
      tieBreaker: "id",
    });
  }

  find(id: string): Promise<OrganizerRow | undefined> {
    return this.organizers().select(this.columns()).where("id", "=", id).executeTakeFirst();
  }

  findBySlug(slug: string): Promise<OrganizerRow | undefined> {
    return this.organizers().select(this.columns()).where("slug", "=", slug).executeTakeFirst();
  }

  /**
   * The names and slugs of the group's other organizers of this kind: a new name is compared with
   * each of them folded (see `nameKey`), which SQL cannot do alike on both engines.
   */
  namesAndSlugs(exceptId?: string): Promise<{ id: string; name: string; slug: string }[]> {
    let query = this.organizers().select(["id", "name", "slug"]);
    if (exceptId) query = query.where("id", "<>", exceptId);
    return query.execute();
  }

  async create(fields: OrganizerFields): Promise<OrganizerRow> {
    const row = newOrganizerRow(this.groupId, this.kind, fields);
    await this.db.insertInto(this.table).values(row).execute();
    return row;
  }

  /** False when the group has no such organizer. */
  async update(id: string, fields: OrganizerFields): Promise<boolean> {
    const result = await this.db
      .updateTable(this.table)
      .set({
        name: fields.name,
        slug: fields.slug,
        update_at: new Date(),
        ...(this.kind === "tools" ? { on_hand: fields.on_hand ?? false } : {}),
      })
      .where("id", "=", id)
      .where("group_id", "=", this.groupId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Removes the organizer; its links to recipes and cookbooks go with it (foreign keys cascade). */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom(this.table).where("id", "=", id).where("group_id", "=", this.groupId).execute();
  }

  /** The organizers no recipe is filed under, by name. */
  empty(): Promise<OrganizerRow[]> {
    const link = ORGANIZER_LINKS[this.kind];
    return this.organizers()
      .select(this.columns())
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom(link.table as "recipes_to_tools")
              .select(sql`1`.as("one"))
              .where(sql.ref(`${link.table}.${link.column}`), "=", sql.ref(`${this.kind}.id`)),
          ),
        ),
      )
      .orderBy(sql`lower(name)`)
      .orderBy("id")
      .execute();
  }
}
