import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

/**
 * What a repository runs its queries on: the database, or one open transaction. A repository is
 * built on one executor and keeps it, so its methods take none: a service that wants a
 * transaction gets repositories built on it (see `Repositories.inTransaction`).
 */
export type Executor = Kysely<Database>;

/**
 * Runs `work` atomically inside a repository: in the transaction the repository was built on, or
 * else in a new one. Kysely cannot open a transaction inside another.
 */
export function atomically<T>(executor: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return executor.isTransaction ? work(executor) : executor.transaction().execute(work);
}
