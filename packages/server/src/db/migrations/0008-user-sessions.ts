import type { Kysely } from "kysely";
import type { Engine } from "../database.js";
import { columnTypes } from "./column-types.js";

/**
 * `user_sessions`: one row per signed-in session, keyed by its token's `jti`. A session token is
 * honoured only while its row exists, so that signing out, a password change or reset and an
 * administrator can end sessions before their tokens expire. Tokens issued before this migration
 * have no row: their holders sign in once more.
 */
export function userSessions(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("user_sessions")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("user_id", t.uuid, (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("expires_at", t.timestamp, (col) => col.notNull())
        .addColumn("created_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("user_sessions_user_idx")
        .on("user_sessions")
        .columns(["user_id", "expires_at"])
        .execute();
    },
  };
}
