import type { Executor } from "../db/transactions.js";

export interface NewSession {
  /** The `jti` of the session's token. */
  id: string;
  userId: string;
  expiresAt: Date;
}

/** The signed-in sessions on record; a session token is honoured only while its row exists. */
export class SessionsRepository {
  constructor(private readonly db: Executor) {}

  async create({ id, userId, expiresAt }: NewSession): Promise<void> {
    await this.db
      .insertInto("user_sessions")
      .values({ id, user_id: userId, expires_at: expiresAt, created_at: new Date() })
      .execute();
  }

  /** Ends one session; the user's id guards against a token of another user naming it. */
  async delete(userId: string, sessionId: string): Promise<void> {
    await this.db.deleteFrom("user_sessions").where("id", "=", sessionId).where("user_id", "=", userId).execute();
  }

  /** Ends every session of the user but `keep` (the caller's own, when given). Returns how many ended. */
  async deleteForUser(userId: string, keep: string | null = null): Promise<number> {
    let query = this.db.deleteFrom("user_sessions").where("user_id", "=", userId);
    if (keep) query = query.where("id", "<>", keep);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Forgets the user's sessions whose tokens have expired: their tokens are refused anyway. */
  async deleteExpired(userId: string, now: Date): Promise<void> {
    await this.db.deleteFrom("user_sessions").where("user_id", "=", userId).where("expires_at", "<=", now).execute();
  }
}
