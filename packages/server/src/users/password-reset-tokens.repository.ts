import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Single-use password reset tokens; only their SHA-256 is stored. */
export class PasswordResetTokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Creates a token for the user and returns it (the only time it is readable). */
  async create(userId: string): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = new Date();
    await this.db
      .insertInto("password_reset_tokens")
      .values({ id: randomUUID(), user_id: userId, token_hash: hashToken(token), created_at: now, update_at: now })
      .execute();
    return token;
  }

  /** The user a token belongs to, while it is unused and younger than `createdAfter`. */
  async userOf(token: string, createdAfter: Date): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("password_reset_tokens")
      .select("user_id")
      .where("token_hash", "=", hashToken(token))
      .where("created_at", ">", createdAfter)
      .executeTakeFirst();
    return row?.user_id;
  }

  /** Spends a token atomically: true for exactly one caller, while it is unused and young enough. */
  async consume(token: string, createdAfter: Date): Promise<boolean> {
    const rows = await this.db
      .deleteFrom("password_reset_tokens")
      .where("token_hash", "=", hashToken(token))
      .where("created_at", ">", createdAfter)
      .returning("id")
      .execute();
    return rows.length === 1;
  }

  /** Deletes every token of the user: a reset spends the one used and voids the others. */
  async deleteForUser(userId: string): Promise<void> {
    await this.db.deleteFrom("password_reset_tokens").where("user_id", "=", userId).execute();
  }

  async purge(createdBefore: Date): Promise<void> {
    await this.db.deleteFrom("password_reset_tokens").where("created_at", "<=", createdBefore).execute();
  }
}
