import { sql } from "kysely";
import type { Engine } from "../../db/database.js";
import { atomically, type Executor } from "../../db/transactions.js";

/** Recipes indexed per transaction: a restore can queue a whole library, and each batch holds up the others' queries. */
const BATCH = 500;

/**
 * SQLite's trigram index of recipe search is written in batches (migration 0019): a recipe's write
 * only queues its index row in `recipes_fts_queue`, and `indexQueued` indexes the queue. A search
 * calls `indexBeforeSearch` first, so it always finds every recipe committed before it;
 * `SearchIndexWriter` indexes while writes arrive, so that a search seldom has more than a few
 * recipes to index. PostgreSQL's index is kept in step by each write itself: there both are no-ops.
 */
export class SearchIndexRepository {
  constructor(
    private readonly executor: Executor,
    private readonly engine: Engine,
  ) {}

  /** Indexes every queued recipe, a batch per transaction. */
  async indexQueued(): Promise<void> {
    if (this.engine !== "sqlite") return;
    for (;;) {
      const indexed = await atomically(this.executor, async (trx) => {
        const { rows: queued } = await sql<{ row_id: number; indexed: number }>`
          select row_id, indexed from recipes_fts_queue limit ${BATCH}`.execute(trx);
        if (queued.length === 0) return 0;
        // One statement per row id: FTS5 looks a row up by `rowid =`, but would scan the whole index for `rowid in (…)`.
        for (const row of queued) {
          if (row.indexed) await sql`delete from recipes_fts where rowid = ${row.row_id}`.execute(trx);
        }
        const ids = JSON.stringify(queued.map((row) => row.row_id));
        await sql`insert into recipes_fts (rowid, search_text)
          select index_rows.id, recipes.search_text
          from recipes_fts_rows as index_rows join recipes on recipes.id = index_rows.recipe_id
          where index_rows.id in (select value from json_each(${ids}))`.execute(trx);
        await sql`delete from recipes_fts_queue where row_id in (select value from json_each(${ids}))`.execute(trx);
        return queued.length;
      });
      if (indexed < BATCH) return;
    }
  }

  /** Indexes the queue before a search reads the index: a cheap look when nothing waits. */
  async indexBeforeSearch(): Promise<void> {
    if (this.engine === "sqlite" && (await this.anyQueued())) await this.indexQueued();
  }

  private async anyQueued(): Promise<boolean> {
    const { rows } = await sql<{ queued: number }>`
      select exists (select 1 from recipes_fts_queue) as queued`.execute(this.executor);
    return Boolean(rows[0]?.queued);
  }
}
