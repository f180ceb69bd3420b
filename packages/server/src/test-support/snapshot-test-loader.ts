import fs from "node:fs/promises";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import type { BackupSnapshot, SnapshotRow } from "../backups/snapshot.js";
import type { Engine } from "../db/database.js";
import type { Database } from "../db/schema.js";

const ROWS_PER_INSERT = 100;

/**
 * TEST ONLY: puts a snapshot's rows into a test's database with plain inserts, table by table in
 * the snapshot's order, and its files into the data folder, to prove the rows fit Larder's schema
 * on both engines. It is not the restore (which validates, loads fresh tables and swaps them in):
 * rows that Larder's triggers make themselves (recipe summaries, recipe counts) are left to them.
 */
export async function loadSnapshotForTest(
  db: Kysely<Database>,
  engine: Engine,
  dataDir: string,
  snapshot: BackupSnapshot,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [table, rows] of snapshot.tables) {
      if (table === "recipe_summaries") continue;
      const kept = table === "groups" ? rows.map((row) => withoutCounts(row)) : rows;
      // Rows of one shape go in together: SQLite has no DEFAULT for a column some rows leave out.
      const byShape = new Map<string, SnapshotRow[]>();
      for (const row of kept) {
        const shape = Object.keys(row).sort().join(",");
        byShape.set(shape, [...(byShape.get(shape) ?? []), row]);
      }
      for (const group of byShape.values()) {
        for (let start = 0; start < group.length; start += ROWS_PER_INSERT) {
          await trx
            .insertInto(table as keyof Database)
            .values(group.slice(start, start + ROWS_PER_INSERT) as never)
            .execute();
        }
      }
    }
    if (engine === "postgres") {
      for (const table of ["meal_plan_entries", "recipe_ingredients", "recipe_notes", "recipe_assets", "api_tokens"]) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
          trx,
        );
      }
    }
  });
  for (const file of snapshot.files) {
    const target = path.join(dataDir, ...file.path.split("/"));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, await file.read());
  }
}

/** A group's counters: the triggers count the recipes as they go in. */
function withoutCounts(row: SnapshotRow): SnapshotRow {
  const kept = { ...row };
  delete kept.recipe_count;
  delete kept.recipes_version;
  return kept;
}
