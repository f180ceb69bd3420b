import { randomUUID } from "node:crypto";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, GroupsTable } from "../db/schema.js";

export type GroupRow = Selectable<GroupsTable>;

/** Server-wide group lookups and creation (admin and start-up); per-group data lives in scoped repositories. */
export class GroupsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByName(name: string): Promise<GroupRow | undefined> {
    return this.db.selectFrom("groups").selectAll().where("name", "=", name).executeTakeFirst();
  }

  /** Group names are unique regardless of case. */
  async nameTaken(name: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("groups")
      .select("id")
      .where(sql`lower(name)`, "=", name.trim().toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  async isPrivate(groupId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("group_preferences")
      .select("private_group")
      .where("group_id", "=", groupId)
      .executeTakeFirst();
    return row?.private_group ?? true;
  }

  /** Creates a group with its default preferences, inside the given transaction or database. */
  async create(name: string, slug: string, db: Kysely<Database> = this.db): Promise<GroupRow> {
    const now = new Date();
    const group: GroupRow = { id: randomUUID(), name, slug, created_at: now, update_at: now };
    await db.insertInto("groups").values(group).execute();
    await db
      .insertInto("group_preferences")
      .values({ id: randomUUID(), group_id: group.id, created_at: now, update_at: now })
      .execute();
    return group;
  }
}
