import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database, InviteTokensTable } from "../db/schema.js";

export type InviteTokenRow = Selectable<InviteTokensTable>;

/** Invitation tokens: each lets a number of people join its group until it runs out or expires. */
export class InvitationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listForGroup(groupId: string, createdAfter: Date): Promise<InviteTokenRow[]> {
    return this.db
      .selectFrom("invite_tokens")
      .selectAll()
      .where("group_id", "=", groupId)
      .where("uses_left", ">", 0)
      .where("created_at", ">", createdAfter)
      .orderBy("created_at", "desc")
      .execute();
  }

  async create(groupId: string, uses: number): Promise<InviteTokenRow> {
    const now = new Date();
    const row: InviteTokenRow = {
      id: randomUUID(),
      group_id: groupId,
      token: randomBytes(24).toString("base64url"),
      uses_left: uses,
      created_at: now,
      update_at: now,
    };
    await this.db.insertInto("invite_tokens").values(row).execute();
    return row;
  }

  findUsable(token: string, createdAfter: Date): Promise<InviteTokenRow | undefined> {
    return this.db
      .selectFrom("invite_tokens")
      .selectAll()
      .where("token", "=", token)
      .where("uses_left", ">", 0)
      .where("created_at", ">", createdAfter)
      .executeTakeFirst();
  }

  /** Spends one use; false when none was left (another sign-up took the last one). */
  async spendUse(token: string): Promise<boolean> {
    const result = await this.db
      .updateTable("invite_tokens")
      .set((eb) => ({ uses_left: eb("uses_left", "-", 1), update_at: new Date() }))
      .where("token", "=", token)
      .where("uses_left", ">", 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Removes tokens that can no longer be used. */
  async purge(createdBefore: Date): Promise<void> {
    await this.db
      .deleteFrom("invite_tokens")
      .where((eb) => eb.or([eb("uses_left", "<=", 0), eb("created_at", "<=", createdBefore)]))
      .execute();
  }
}
