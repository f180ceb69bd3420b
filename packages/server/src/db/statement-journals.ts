import { sql } from "kysely";
import type { Engine } from "./database.js";
import type { Executor } from "./transactions.js";

/**
 * Runs a transaction's work with SQLite's statement journals in memory.
 *
 * Inside a transaction, a statement that may fail half-way (several rows, triggers, foreign keys)
 * first saves every page it changes, so that it can be undone alone. SQLite keeps those copies in
 * memory up to 64 KiB and then in a file in /var/tmp, unless temp_store is MEMORY. A recipe's
 * ingredients, written in one statement, pass that size: each food's and unit's index entry lies on
 * a page of its own. So every recipe write created, wrote and deleted a file, a tenth of the CPU
 * time of filling a library.
 *
 * Only for work whose statements each change a bounded number of pages, such as one recipe's
 * write. In memory, a statement's copies grow with the pages it changes: a restore or a group's
 * deletion would copy most of the database. The transaction reads the setting when it first
 * writes, so `work` must come before any write of the transaction. The setting goes back to the
 * default (FILE, see openDatabase) before the transaction ends, whatever `work` does.
 * PostgreSQL has no such journals: there `work` just runs.
 */
export async function withStatementJournalsInMemory<T>(
  trx: Executor,
  engine: Engine,
  work: () => Promise<T>,
): Promise<T> {
  if (engine !== "sqlite") return work();
  await sql`pragma temp_store = memory`.execute(trx);
  try {
    return await work();
  } finally {
    await sql`pragma temp_store = default`.execute(trx);
  }
}
