import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database, GroupExportsTable } from "../db/schema.js";

export type GroupExportRow = Selectable<GroupExportsTable>;

/** One group's bulk exports waiting to be downloaded. */
export class GroupExportsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  list(): Promise<GroupExportRow[]> {
    return this.db
      .selectFrom("group_exports")
      .selectAll()
      .where("group_id", "=", this.groupId)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute();
  }

  findByPath(relativePath: string): Promise<GroupExportRow | undefined> {
    return this.db
      .selectFrom("group_exports")
      .selectAll()
      .where("group_id", "=", this.groupId)
      .where("path", "=", relativePath)
      .executeTakeFirst();
  }

  async insert(fields: { name: string; filename: string; path: string; size: number; expires: Date }) {
    const now = new Date();
    const row = { id: randomUUID(), group_id: this.groupId, created_at: now, update_at: now, ...fields };
    await this.db.insertInto("group_exports").values(row).execute();
    return row;
  }

  /** Removes the rows of exports that expired before `now`, and returns them so their files can go too. */
  async deleteExpired(now: Date): Promise<GroupExportRow[]> {
    const expired = await this.db
      .selectFrom("group_exports")
      .selectAll()
      .where("group_id", "=", this.groupId)
      .where("expires", "<", now)
      .execute();
    if (expired.length > 0) {
      await this.db
        .deleteFrom("group_exports")
        .where("group_id", "=", this.groupId)
        .where(
          "id",
          "in",
          expired.map((row) => row.id),
        )
        .execute();
    }
    return expired;
  }

  async deleteAll(): Promise<GroupExportRow[]> {
    const rows = await this.list();
    await this.db.deleteFrom("group_exports").where("group_id", "=", this.groupId).execute();
    return rows;
  }
}

/** The one lookup across groups that exports need: which groups hold expired exports, for the daily purge. */
export class ExpiredGroupExports {
  constructor(private readonly db: Kysely<Database>) {}

  async groupsHoldingExpired(now: Date): Promise<string[]> {
    const rows = await this.db
      .selectFrom("group_exports")
      .select("group_id")
      .distinct()
      .where("expires", "<", now)
      .execute();
    return rows.map((row) => row.group_id);
  }
}
