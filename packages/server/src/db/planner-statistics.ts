import { type Kysely, sql } from "kysely";
import { RepeatingWork } from "../jobs/repeating-work.js";
import type { Engine } from "./database.js";
import type { Database } from "./schema.js";

/**
 * A table is analysed again once more rows changed since its last statistics than CHANGED_ROWS
 * plus CHANGED_FRACTION of the rows the statistics counted. Not autovacuum's tenth: every analysis
 * makes each pooled connection plan its statements afresh, which on a library being filled cost
 * more than the closer estimates gained. What the plans need is the proportions (how much of a
 * table one group or one recipe holds), and those move little once a table has grown by half.
 */
const CHANGED_ROWS = 50;
const CHANGED_FRACTION = 0.5;

/**
 * PostgreSQL's codes for a table locked past lock_timeout, and for one gone since it was looked at
 * (a restore replacing it): either is left for the next look.
 */
const LEFT_FOR_NEXT_LOOK = new Set(["55P03", "42P01"]);

/** The lock that keeps instances sharing the database from analysing the same tables at once. */
const LOCK_KEY = sql`hashtextextended(current_schema() || '/larder/planner-statistics', 0)`;

/**
 * Keeps PostgreSQL's planner statistics current while a library grows, every INTERVAL_MS while the
 * server runs on PostgreSQL. Without statistics the planner takes a group to be a two-hundredth of a
 * table, so the writes' exact lookups (is this name or slug taken?) walked every recipe of the group
 * through its first index instead of looking the name up: a millisecond a lookup at 2,000 recipes,
 * more as the library grew. Autovacuum gathers statistics too, but only every minute at best, and
 * is off on some servers (this machine's among them); analysing is cheap next to a bad plan.
 */
export class PlannerStatistics {
  static readonly INTERVAL_MS = 5_000;
  readonly #repeating: RepeatingWork;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
    onError: (error: unknown) => void,
  ) {
    this.#repeating = new RepeatingWork(PlannerStatistics.INTERVAL_MS, () => this.refresh(), onError);
  }

  start(): void {
    if (this.engine === "postgres") this.#repeating.start();
  }

  /** Stops the timer and waits for an analysis under way, so that none runs on a closed pool. */
  stop(): Promise<void> {
    return this.#repeating.stop();
  }

  /** Analyses the tables of the current schema that changed enough since their statistics; answers their names. */
  async refresh(): Promise<string[]> {
    const stale = await sql<{ name: string }>`
      select s.relname as name
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = current_schema()
        and s.n_mod_since_analyze > ${CHANGED_ROWS} + ${CHANGED_FRACTION} * greatest(c.reltuples, 0)
      order by s.relname`.execute(this.db);
    const tables = stale.rows.map((row) => row.name);
    if (tables.length === 0) return [];
    const analysed = this.db.transaction().execute(async (trx) => {
      const locked = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`.execute(
        trx,
      );
      if (!locked.rows[0]?.locked) return [];
      await sql`set local lock_timeout = '200ms'`.execute(trx);
      await sql`analyze ${sql.join(tables.map((table) => sql.id(table)))}`.execute(trx);
      return tables;
    });
    return analysed.catch((error: unknown) => {
      if (LEFT_FOR_NEXT_LOOK.has(String((error as { code?: unknown }).code))) return [];
      throw error;
    });
  }
}
