import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

/** An open transaction; repositories take it as their optional last argument. */
export type Transaction = Kysely<Database>;

/** Runs `work` in one transaction, so services can group repository calls without touching SQL. */
export type RunInTransaction = <T>(work: (trx: Transaction) => Promise<T>) => Promise<T>;

export function transactionsOf(db: Kysely<Database>): RunInTransaction {
  return (work) => db.transaction().execute(work);
}
