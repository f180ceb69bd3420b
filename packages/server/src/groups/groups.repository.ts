import { randomUUID } from "node:crypto";
import type { Paginated, PaginationQuery } from "@larder/shared";
import { type Kysely, type Selectable, sql, type Updateable } from "kysely";
import { paginate } from "../db/paginate.js";
import type { Database, GroupPreferencesTable, GroupsTable } from "../db/schema.js";

export type GroupRow = Selectable<GroupsTable>;
export type GroupPreferencesRow = Selectable<GroupPreferencesTable>;
export type GroupPreferencesChanges = Omit<
  Updateable<GroupPreferencesTable>,
  "id" | "group_id" | "created_at" | "update_at"
>;

/** Server-wide group lookups and administration; per-group data lives in group-scoped repositories. */
export class GroupsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the server has any group at all; it reads one row, however many there are. */
  async any(): Promise<boolean> {
    return (await this.db.selectFrom("groups").select("id").limit(1).executeTakeFirst()) !== undefined;
  }

  findById(id: string): Promise<GroupRow | undefined> {
    return this.db.selectFrom("groups").selectAll().where("id", "=", id).executeTakeFirst();
  }

  findByName(name: string): Promise<GroupRow | undefined> {
    return this.db.selectFrom("groups").selectAll().where("name", "=", name).executeTakeFirst();
  }

  /**
   * The group with this slug, if it is open to visitors: not private and with its recipes public (the
   * `recipePublic` preference), as Mealie's explore pages require.
   */
  findPublicBySlug(slug: string): Promise<GroupRow | undefined> {
    return this.db
      .selectFrom("groups")
      .innerJoin("group_preferences", "group_preferences.group_id", "groups.id")
      .selectAll("groups")
      .where("groups.slug", "=", slug)
      .where("group_preferences.private_group", "=", false)
      .where("group_preferences.recipe_public", "=", true)
      .executeTakeFirst();
  }

  /** A group by name, ignoring case (how people type a group's name). */
  findByNameIgnoringCase(name: string): Promise<GroupRow | undefined> {
    return this.db
      .selectFrom("groups")
      .selectAll()
      .where(sql`lower(name)`, "=", name.trim().toLowerCase())
      .executeTakeFirst();
  }

  /** Group names are unique regardless of case. */
  async nameTaken(name: string, exceptGroupId?: string): Promise<boolean> {
    let query = this.db.selectFrom("groups").select("id").where(sql`lower(name)`, "=", name.trim().toLowerCase());
    if (exceptGroupId) query = query.where("id", "<>", exceptGroupId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async slugTaken(slug: string, exceptGroupId?: string): Promise<boolean> {
    let query = this.db.selectFrom("groups").select("id").where("slug", "=", slug);
    if (exceptGroupId) query = query.where("id", "<>", exceptGroupId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async isPrivate(groupId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("group_preferences")
      .select("private_group")
      .where("group_id", "=", groupId)
      .executeTakeFirst();
    return row?.private_group ?? true;
  }

  list(query: PaginationQuery): Promise<Paginated<GroupRow>> {
    return paginate(this.db.selectFrom("groups"), (q) => q.selectAll("groups"), query, {
      orderable: {
        name: { column: "groups.name", text: true },
        slug: { column: "groups.slug", text: true },
        createdAt: { column: "groups.created_at" },
        updateAt: { column: "groups.update_at" },
      },
      defaultOrderBy: "name:asc",
      path: "/admin/groups",
      tieBreaker: "groups.id",
    });
  }

  /** Preferences of each group, keyed by group id. */
  async preferencesOf(groupIds: string[]): Promise<Map<string, GroupPreferencesRow>> {
    if (groupIds.length === 0) return new Map();
    const rows = await this.db.selectFrom("group_preferences").selectAll().where("group_id", "in", groupIds).execute();
    return new Map(rows.map((row) => [row.group_id, row]));
  }

  async preferences(groupId: string): Promise<GroupPreferencesRow | undefined> {
    return (await this.preferencesOf([groupId])).get(groupId);
  }

  async updatePreferences(groupId: string, changes: GroupPreferencesChanges): Promise<void> {
    await this.db
      .updateTable("group_preferences")
      .set({ ...changes, update_at: new Date() })
      .where("group_id", "=", groupId)
      .execute();
  }

  /** Members of each group as id and full name, keyed by group id. */
  async memberSummariesOf(groupIds: string[]): Promise<Map<string, { id: string; fullName: string }[]>> {
    const members = new Map<string, { id: string; fullName: string }[]>(groupIds.map((id) => [id, []]));
    if (groupIds.length === 0) return members;
    const rows = await this.db
      .selectFrom("users")
      .select(["id", "group_id", "full_name", "username"])
      .where("group_id", "in", groupIds)
      .orderBy(sql`lower(full_name)`)
      .execute();
    for (const row of rows) members.get(row.group_id)?.push({ id: row.id, fullName: row.full_name ?? row.username });
    return members;
  }

  async countMembers(groupId: string): Promise<number> {
    const row = await this.db
      .selectFrom("users")
      .select(sql<number | string>`count(*)`.as("count"))
      .where("group_id", "=", groupId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** How many recipes, categories, tags and tools a group holds, in one round trip. */
  async contentCounts(groupId: string): Promise<{ recipes: number; categories: number; tags: number; tools: number }> {
    const count = (table: "recipes" | "categories" | "tags" | "tools") =>
      sql`(select count(*) from ${sql.table(table)} where group_id = ${groupId})`;
    const { rows } = await sql<Record<"recipes" | "categories" | "tags" | "tools", number | string>>`
      select ${count("recipes")} as recipes, ${count("categories")} as categories,
             ${count("tags")} as tags, ${count("tools")} as tools`.execute(this.db);
    const row = rows[0];
    return {
      recipes: Number(row?.recipes ?? 0),
      categories: Number(row?.categories ?? 0),
      tags: Number(row?.tags ?? 0),
      tools: Number(row?.tools ?? 0),
    };
  }

  /** Server-wide recipe totals: all, without a category, without a tag. */
  async recipeTotals(): Promise<{ recipes: number; uncategorized: number; untagged: number }> {
    const { rows } = await sql<Record<"recipes" | "uncategorized" | "untagged", number | string>>`
      select (select count(*) from recipes) as recipes,
             (select count(*) from recipes where not exists
                (select 1 from recipes_to_categories link where link.recipe_id = recipes.id)) as uncategorized,
             (select count(*) from recipes where not exists
                (select 1 from recipes_to_tags link where link.recipe_id = recipes.id)) as untagged`.execute(this.db);
    const row = rows[0];
    return {
      recipes: Number(row?.recipes ?? 0),
      uncategorized: Number(row?.uncategorized ?? 0),
      untagged: Number(row?.untagged ?? 0),
    };
  }

  async countAll(): Promise<number> {
    const row = await this.db
      .selectFrom("groups")
      .select(sql<number | string>`count(*)`.as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Creates a group with its default preferences. */
  async create(name: string, slug: string): Promise<GroupRow> {
    const now = new Date();
    const group: GroupRow = {
      id: randomUUID(),
      name,
      slug,
      recipe_count: 0,
      recipes_version: 0,
      created_at: now,
      update_at: now,
    };
    await this.db.insertInto("groups").values(group).execute();
    await this.db
      .insertInto("group_preferences")
      .values({ id: randomUUID(), group_id: group.id, created_at: now, update_at: now })
      .execute();
    return group;
  }

  async rename(groupId: string, name: string, slug: string): Promise<void> {
    await this.db.updateTable("groups").set({ name, slug, update_at: new Date() }).where("id", "=", groupId).execute();
  }

  /** Deletes a group; its preferences and invitations go with it (foreign keys cascade). */
  async delete(groupId: string): Promise<void> {
    await this.db.deleteFrom("groups").where("id", "=", groupId).execute();
  }
}
