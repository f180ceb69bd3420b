import { sql } from "kysely";
import type { Engine } from "../../db/database.js";
import { atomically, type Executor } from "../../db/transactions.js";

/**
 * SQLite's trigram index of recipe search is written in batches (migration 0019): a recipe's write
 * only queues its index row in `recipes_fts_queue`, and `indexQueuedRecipes` indexes the queue. A
 * search calls it first, so it always finds every recipe committed before it; `SearchIndexWriter`
 * calls it while writes arrive, so that a search seldom has more than a few recipes to index.
 * PostgreSQL's index is kept in step by each write itself: there both are no-ops.
 */

/** Recipes indexed per transaction: a restore can queue a whole library, and each batch holds up the others' queries. */
const BATCH = 500;

/** Indexes every queued recipe, a batch per transaction. */
export async function indexQueuedRecipes(executor: Executor, engine: Engine): Promise<void> {
  if (engine !== "sqlite") return;
  for (;;) {
    const indexed = await atomically(executor, async (trx) => {
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

/** Whether any recipe waits to be indexed. */
async function anyQueued(executor: Executor): Promise<boolean> {
  const { rows } = await sql<{ queued: number }>`
    select exists (select 1 from recipes_fts_queue) as queued`.execute(executor);
  return Boolean(rows[0]?.queued);
}

/** Indexes the queue before a search reads the index: a cheap look when nothing waits. */
export async function indexBeforeSearch(executor: Executor, engine: Engine): Promise<void> {
  if (engine === "sqlite" && (await anyQueued(executor))) await indexQueuedRecipes(executor, engine);
}

/**
 * Indexes queued recipes every INTERVAL_MS while the server runs on SQLite. At a few hundred
 * recipes written a second that is a few dozen recipes per batch, where FTS5 writes each trigram the
 * batch shares once, and each batch holds up other queries for a few milliseconds at most.
 */
export class SearchIndexWriter {
  static readonly INTERVAL_MS = 250;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly executor: Executor,
    private readonly engine: Engine,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.engine !== "sqlite" || this.#timer) return;
    this.#timer = setInterval(() => {
      this.#running ??= indexBeforeSearch(this.executor, this.engine)
        .catch(this.onError)
        .finally(() => {
          this.#running = undefined;
        });
    }, SearchIndexWriter.INTERVAL_MS);
    this.#timer.unref();
  }

  /** Stops the timer and waits for a batch under way, so that none writes into a closed database. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
