import type { Kysely } from "kysely";
import type { Engine } from "../database.js";
import { columnTypes } from "./column-types.js";

/**
 * `backup_restores`: one row per restore whose tables were swapped in, written in the swap's own
 * transaction. A restore interrupted after that commit (the process killed while it moves the
 * stored files into place) is finished at the next start; one interrupted before it is undone.
 * Bookkeeping: never part of a backup, never emptied by a restore.
 */
export function backupRestores(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("backup_restores")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("backup_name", "text", (col) => col.notNull())
        .addColumn("restored_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .execute();
    },
  };
}
