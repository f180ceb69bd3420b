import { randomUUID } from "node:crypto";
import type { CookbookListQuery, Paginated } from "@larder/shared";
import { type ExpressionBuilder, type Kysely, type Selectable, sql, type Updateable } from "kysely";
import { paginate } from "../db/paginate.js";
import { type FilterFields, queryFilterCondition } from "../db/query-filter.js";
import type { CookbooksTable, Database } from "../db/schema.js";
import { isUuid } from "../db/uuid.js";

export type CookbookRow = Selectable<CookbooksTable>;
export type CookbookFields = Omit<Updateable<CookbooksTable>, "id" | "group_id" | "created_at" | "update_at"> & {
  name: string;
  slug: string;
};

export type CookbookOrganizerKind = "categories" | "tags" | "tools";
export const COOKBOOK_ORGANIZER_KINDS: readonly CookbookOrganizerKind[] = ["categories", "tags", "tools"];

/** The organizer ids a cookbook collects, one list per kind. */
export type CookbookOrganizerIds = Record<CookbookOrganizerKind, string[]>;

export interface OrganizerRef {
  id: string;
  name: string;
  slug: string;
  on_hand?: boolean;
}
export type CookbookOrganizers = Record<CookbookOrganizerKind, OrganizerRef[]>;

/** Which recipes a cookbook collects: its organizers and, per kind, whether a recipe needs all or one. */
export interface CookbookFilter extends CookbookOrganizerIds {
  requireAll: Record<CookbookOrganizerKind, boolean>;
}

const COOKBOOK_LINKS = {
  categories: { table: "cookbooks_to_categories", column: "category_id" },
  tags: { table: "cookbooks_to_tags", column: "tag_id" },
  tools: { table: "cookbooks_to_tools", column: "tool_id" },
} as const;

const RECIPE_LINKS = {
  categories: { table: "recipes_to_categories", column: "category_id" },
  tags: { table: "recipes_to_tags", column: "tag_id" },
  tools: { table: "recipes_to_tools", column: "tool_id" },
} as const;

/** What `queryFilter` may name on cookbook lists. */
const FILTER_FIELDS: FilterFields = {
  id: { type: "uuid", column: "cookbooks.id" },
  name: { type: "string", column: "cookbooks.name" },
  slug: { type: "string", column: "cookbooks.slug" },
  description: { type: "string", column: "cookbooks.description" },
  position: { type: "number", column: "cookbooks.position" },
  public: { type: "boolean", column: "cookbooks.public" },
  createdAt: { type: "datetime", column: "cookbooks.created_at" },
  updateAt: { type: "datetime", column: "cookbooks.update_at" },
};

/** A cookbook's require-all flags by organizer kind. */
export function requireAllOf(cookbook: CookbookRow): CookbookFilter["requireAll"] {
  return {
    categories: cookbook.require_all_categories,
    tags: cookbook.require_all_tags,
    tools: cookbook.require_all_tools,
  };
}

const emptyIds = (): CookbookOrganizerIds => ({ categories: [], tags: [], tools: [] });
const emptyOrganizers = (): CookbookOrganizers => ({ categories: [], tags: [], tools: [] });

/** The cookbooks of one group. Built with that group's id: it cannot reach another group's. */
export class CookbooksRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  private cookbooks(publicOnly = false) {
    let query = this.db.selectFrom("cookbooks").where("cookbooks.group_id", "=", this.groupId);
    if (publicOnly) query = query.where("cookbooks.public", "=", true);
    return query;
  }

  /** A page of the group's cookbooks; `path` is the list's own, for the next/previous links. */
  list(
    query: CookbookListQuery,
    { publicOnly = false, path = "/groups/cookbooks" } = {},
  ): Promise<Paginated<CookbookRow>> {
    let cookbooks = this.cookbooks(publicOnly);
    if (query.queryFilter) cookbooks = cookbooks.where(queryFilterCondition(query.queryFilter, FILTER_FIELDS));
    return paginate(cookbooks, (q) => q.selectAll("cookbooks"), query, {
      orderable: {
        position: { column: "cookbooks.position" },
        name: { column: "cookbooks.name", text: true },
        slug: { column: "cookbooks.slug", text: true },
        createdAt: { column: "cookbooks.created_at" },
        updateAt: { column: "cookbooks.update_at" },
      },
      defaultOrderBy: "position:asc",
      path,
      tieBreaker: "cookbooks.id",
    });
  }

  /** The cookbook with this id or slug (an id is tried first). */
  async find(idOrSlug: string, { publicOnly = false } = {}): Promise<CookbookRow | undefined> {
    const cookbooks = this.cookbooks(publicOnly).selectAll();
    if (isUuid(idOrSlug)) {
      const byId = await cookbooks.where("id", "=", idOrSlug.toLowerCase()).executeTakeFirst();
      if (byId) return byId;
    }
    return cookbooks.where("slug", "=", idOrSlug).executeTakeFirst();
  }

  /** The cookbooks with these ids, in no particular order; ids of other groups are left out. */
  findMany(ids: string[]): Promise<CookbookRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.cookbooks().selectAll().where("id", "in", ids).execute();
  }

  /** The slugs among these that another cookbook of the group already uses. */
  async takenSlugs(slugs: string[], exceptIds: string[] = []): Promise<Set<string>> {
    if (slugs.length === 0) return new Set();
    let query = this.cookbooks().select("slug").where("slug", "in", slugs);
    if (exceptIds.length > 0) query = query.where("id", "not in", exceptIds);
    return new Set((await query.execute()).map((row) => row.slug));
  }

  /** Which of these organizer ids belong to the group. */
  async ownOrganizers(kind: CookbookOrganizerKind, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom(kind)
      .select("id")
      .where("group_id", "=", this.groupId)
      .where("id", "in", ids)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** The categories, tags and tools of these cookbooks, keyed by cookbook id and sorted by name. */
  async organizersOf(cookbookIds: string[]): Promise<Map<string, CookbookOrganizers>> {
    const result = new Map(cookbookIds.map((id) => [id, emptyOrganizers()]));
    if (cookbookIds.length === 0) return result;
    const [categories, tags, tools] = await Promise.all([
      this.db
        .selectFrom("cookbooks_to_categories as link")
        .innerJoin("categories as o", "o.id", "link.category_id")
        .select(["link.cookbook_id", "o.id", "o.name", "o.slug"])
        .where("link.cookbook_id", "in", cookbookIds)
        .orderBy(sql`lower(o.name)`)
        .execute(),
      this.db
        .selectFrom("cookbooks_to_tags as link")
        .innerJoin("tags as o", "o.id", "link.tag_id")
        .select(["link.cookbook_id", "o.id", "o.name", "o.slug"])
        .where("link.cookbook_id", "in", cookbookIds)
        .orderBy(sql`lower(o.name)`)
        .execute(),
      this.db
        .selectFrom("cookbooks_to_tools as link")
        .innerJoin("tools as o", "o.id", "link.tool_id")
        .select(["link.cookbook_id", "o.id", "o.name", "o.slug", "o.on_hand"])
        .where("link.cookbook_id", "in", cookbookIds)
        .orderBy(sql`lower(o.name)`)
        .execute(),
    ]);
    for (const { cookbook_id, ...ref } of categories) result.get(cookbook_id)?.categories.push(ref);
    for (const { cookbook_id, ...ref } of tags) result.get(cookbook_id)?.tags.push(ref);
    for (const { cookbook_id, ...ref } of tools) result.get(cookbook_id)?.tools.push(ref);
    return result;
  }

  /** The organizer ids of one cookbook, for filtering recipes by it. */
  async organizerIdsOf(cookbookId: string): Promise<CookbookOrganizerIds> {
    const ids = emptyIds();
    for (const kind of COOKBOOK_ORGANIZER_KINDS) {
      const link = COOKBOOK_LINKS[kind];
      const rows = await this.db
        .selectFrom(`${link.table} as link` as "cookbooks_to_tags as link")
        .select(sql<string>`${sql.ref(`link.${link.column}`)}`.as("id"))
        .where("link.cookbook_id", "=", cookbookId)
        .execute();
      ids[kind] = rows.map((row) => row.id);
    }
    return ids;
  }

  async insert(fields: CookbookFields, organizers: CookbookOrganizerIds) {
    const now = new Date();
    const id = randomUUID();
    await this.db
      .insertInto("cookbooks")
      .values({ ...fields, id, group_id: this.groupId, created_at: now, update_at: now })
      .execute();
    await this.linkOrganizers(id, organizers);
    return id;
  }

  /** Replaces a cookbook's fields and organizers; the caller has checked it belongs to the group. */
  async update(id: string, fields: CookbookFields, organizers: CookbookOrganizerIds) {
    await this.db
      .updateTable("cookbooks")
      .set({ ...fields, update_at: new Date() })
      .where("id", "=", id)
      .where("group_id", "=", this.groupId)
      .execute();
    for (const kind of COOKBOOK_ORGANIZER_KINDS) {
      await this.db.deleteFrom(COOKBOOK_LINKS[kind].table).where("cookbook_id", "=", id).execute();
    }
    await this.linkOrganizers(id, organizers);
  }

  /** Gives a cookbook its id as a placeholder slug, freeing its slug for another within one transaction. */
  async parkSlug(id: string): Promise<void> {
    await this.db
      .updateTable("cookbooks")
      .set({ slug: id })
      .where("id", "=", id)
      .where("group_id", "=", this.groupId)
      .execute();
  }

  private async linkOrganizers(cookbookId: string, organizers: CookbookOrganizerIds) {
    for (const kind of COOKBOOK_ORGANIZER_KINDS) {
      const { table, column } = COOKBOOK_LINKS[kind];
      const ids = [...new Set(organizers[kind])];
      if (ids.length === 0) continue;
      await this.db
        .insertInto(table as "cookbooks_to_tags")
        .values(ids.map((id) => ({ cookbook_id: cookbookId, [column]: id }) as { cookbook_id: string; tag_id: string }))
        .execute();
    }
  }

  /** Deletes a cookbook; its organizer links go with it (foreign keys cascade). */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("cookbooks").where("id", "=", id).where("group_id", "=", this.groupId).execute();
  }

  /**
   * Ids of the group's recipes a cookbook collects, newest first, at most `limit`. A kind without
   * organizers does not narrow; otherwise a recipe needs all of them or one, as the cookbook says.
   */
  async recipeIds(filter: CookbookFilter, { limit, publicOnly = false }: { limit: number; publicOnly?: boolean }) {
    let query = this.db.selectFrom("recipes").select("recipes.id").where("recipes.group_id", "=", this.groupId);
    if (publicOnly) query = query.where("recipes.public", "=", true);
    for (const kind of COOKBOOK_ORGANIZER_KINDS) {
      const ids = filter[kind];
      if (ids.length === 0) continue;
      const { table, column } = RECIPE_LINKS[kind];
      const linked = (eb: ExpressionBuilder<Database, "recipes">, organizerIds: string[]) =>
        eb.exists(
          eb
            .selectFrom(`${table} as link` as "recipes_to_tags as link")
            .select(sql.lit(1).as("one"))
            .whereRef("link.recipe_id", "=", "recipes.id")
            .where(sql.ref(`link.${column}`), "in", organizerIds),
        );
      query = filter.requireAll[kind]
        ? query.where((eb) => eb.and(ids.map((id) => linked(eb, [id]))))
        : query.where((eb) => linked(eb, ids));
    }
    const rows = await query.orderBy("recipes.created_at", "desc").orderBy("recipes.id").limit(limit).execute();
    return rows.map((row) => row.id);
  }
}
