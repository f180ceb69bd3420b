import type { Kysely } from "kysely";
import type { Engine } from "../database.js";
import { columnTypes } from "./column-types.js";

/**
 * What scheduled jobs have done, so that each is done once however many instances run:
 *
 * - `job_runs`: one row per job and period (`run_key`: the date of a daily job, the hour of an
 *   hourly one). The instance whose insert lands runs the job; `finished_at` stays empty while it
 *   runs, and `error` says why a run failed.
 * - `meal_plan_made_this`: the plan entries whose "made this" timeline event has been written, per
 *   day, so that running that job again (a second runner, a retry, by hand) writes none twice.
 */
export function jobRuns(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("job_runs")
        .addColumn("job", "text", (col) => col.notNull())
        .addColumn("run_key", "text", (col) => col.notNull())
        /** The runner that holds the claim (a random id per process). */
        .addColumn("instance", "text", (col) => col.notNull())
        .addColumn("started_at", t.timestamp, (col) => col.notNull())
        .addColumn("finished_at", t.timestamp)
        .addColumn("error", "text")
        .addPrimaryKeyConstraint("job_runs_pk", ["job", "run_key"])
        .execute();
      await db.schema.createIndex("job_runs_started_idx").on("job_runs").column("started_at").execute();

      await db.schema
        .createTable("meal_plan_made_this")
        .addColumn("entry_id", "integer", (col) => col.notNull().references("meal_plan_entries.id").onDelete("cascade"))
        /** yyyy-MM-dd: the day the entry was planned for when its event was written. */
        .addColumn("date", "text", (col) => col.notNull())
        .addColumn("created_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .addPrimaryKeyConstraint("meal_plan_made_this_pk", ["entry_id", "date"])
        .execute();
    },
  };
}
