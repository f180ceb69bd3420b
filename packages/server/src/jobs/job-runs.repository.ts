import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export interface Claim {
  job: string;
  runKey: string;
  /** The runner that claims: only it may record the run's end. */
  instance: string;
  startedAt: Date;
}

/**
 * `job_runs`: one row per job and period, written by whichever runner claims the run first. The
 * primary key is the lock: of several instances on one database, one insert succeeds.
 */
export class JobRunsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Claims the run for `claim.instance`: true when its row is new, or when the row there is a run
   * that failed or never finished and was started before `abandonedBefore` (its runner died or
   * gave up; see JobRunner). Each check-and-write is one statement, so two claimers cannot both win.
   */
  async claim(claim: Claim, abandonedBefore: Date): Promise<boolean> {
    const inserted = await this.db
      .insertInto("job_runs")
      .values({ job: claim.job, run_key: claim.runKey, instance: claim.instance, started_at: claim.startedAt })
      .onConflict((conflict) => conflict.columns(["job", "run_key"]).doNothing())
      .returning("job")
      .execute();
    if (inserted.length > 0) return true;
    const retaken = await this.db
      .updateTable("job_runs")
      .set({ instance: claim.instance, started_at: claim.startedAt, finished_at: null, error: null })
      .where("job", "=", claim.job)
      .where("run_key", "=", claim.runKey)
      .where("started_at", "<", abandonedBefore)
      .where((eb) => eb.or([eb("finished_at", "is", null), eb("error", "is not", null)]))
      .returning("job")
      .execute();
    return retaken.length > 0;
  }

  /** Records the end of a claimed run, unless another runner has since taken the claim over. */
  async finish(claim: Claim, finishedAt: Date, error: string | null): Promise<void> {
    await this.db
      .updateTable("job_runs")
      .set({ finished_at: finishedAt, error })
      .where("job", "=", claim.job)
      .where("run_key", "=", claim.runKey)
      .where("instance", "=", claim.instance)
      .execute();
  }

  /** Forgets runs started before `startedBefore`: only a job's latest period is ever looked up. */
  async prune(startedBefore: Date): Promise<void> {
    await this.db.deleteFrom("job_runs").where("started_at", "<", startedBefore).execute();
  }
}
