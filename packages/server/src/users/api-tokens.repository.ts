import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { ApiTokensTable, Database } from "../db/schema.js";
import { atomically } from "../db/transactions.js";

export type ApiTokenRow = Omit<Selectable<ApiTokensTable>, "token_hash">;

/** A user's long-lived API tokens. */
export class ApiTokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listForUser(userId: string): Promise<ApiTokenRow[]> {
    return this.db
      .selectFrom("api_tokens")
      .select(["id", "user_id", "name", "integration_id", "created_at", "update_at"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute();
  }

  /**
   * Records a token. The token embeds its own id, so the row is inserted first and the hash of the
   * signed token is filled in by `issue` within the same transaction.
   */
  async create(
    userId: string,
    name: string,
    integrationId: string,
    issue: (tokenId: number) => Promise<{ token: string; hash: string }>,
  ): Promise<{ row: ApiTokenRow; token: string }> {
    return atomically(this.db, async (trx) => {
      const now = new Date();
      const row = await trx
        .insertInto("api_tokens")
        .values({
          user_id: userId,
          name,
          integration_id: integrationId,
          token_hash: `pending:${randomUUID()}`,
          created_at: now,
          update_at: now,
        })
        .returning(["id", "user_id", "name", "integration_id", "created_at", "update_at"])
        .executeTakeFirstOrThrow();
      const { token, hash } = await issue(row.id);
      await trx.updateTable("api_tokens").set({ token_hash: hash }).where("id", "=", row.id).execute();
      return { row, token };
    });
  }

  /** Deletes one of the user's tokens and returns it, or undefined when the user has no such token. */
  async deleteForUser(userId: string, tokenId: number): Promise<ApiTokenRow | undefined> {
    return this.db
      .deleteFrom("api_tokens")
      .where("user_id", "=", userId)
      .where("id", "=", tokenId)
      .returning(["id", "user_id", "name", "integration_id", "created_at", "update_at"])
      .executeTakeFirst();
  }

  async isActive(userId: string, tokenId: number, hash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("api_tokens")
      .select("id")
      .where("id", "=", tokenId)
      .where("user_id", "=", userId)
      .where("token_hash", "=", hash)
      .executeTakeFirst();
    return row !== undefined;
  }
}
