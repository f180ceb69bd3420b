import { type Kysely, sql } from "kysely";
import type { Engine } from "../database.js";

/**
 * PostgreSQL: the trigram index of recipe search (0003) gathers new entries in a short pending list.
 * Made with `fastupdate = off`, every write of a recipe put each of its few hundred trigrams into the
 * index one at a time, with a WAL record each: about 3.4 ms of the server's CPU time and most of a
 * recipe's WAL. With the pending list, entries are appended and merged into the index in sorted
 * batches, where trigrams shared by many recipes are written once per batch: about 1 ms.
 *
 * Every search reads the whole pending list, which is why 0003 had none: at PostgreSQL's default
 * limit of 4 MiB a search took 12–15 ms more. At 256 kB (a few dozen recipes' entries) it takes
 * under a millisecond more at worst; the writer that fills it merges it, or autovacuum does first.
 * A recipe is found as soon as it is committed either way.
 *
 * Without pg_trgm (0003 then made no index) there is nothing to change.
 */
export function recipeSearchPendingList(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (engine !== "postgres") return;
      const { rows } = await sql<{ exists: boolean }>`
        select to_regclass('recipes_search_text_trgm_idx') is not null as exists`.execute(db);
      if (!rows[0]?.exists) return;
      await sql`alter index recipes_search_text_trgm_idx
        set (fastupdate = on, gin_pending_list_limit = 256)`.execute(db);
    },
  };
}
