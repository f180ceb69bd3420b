import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Clock } from "./clock.js";
import type { JobRunsRepository } from "./job-runs.repository.js";
import { latestSlot, type Schedule, untilNextMinute } from "./schedule.js";

const MINUTE_MS = 60 * 1000;

/** How long a claimed run may go unfinished before another runner may take it over, unless the job says. */
const DEFAULT_LEASE_MINUTES = 30;

/** Runs are remembered this long; only a job's latest period is ever looked up. */
const RUN_RETENTION_MS = 7 * 24 * 60 * MINUTE_MS;

export interface ScheduledJob {
  /** Unique among the runner's jobs; names the job in `job_runs` and in the logs. */
  name: string;
  schedule: Schedule;
  /**
   * The work. `dueAt` is the moment the run was due (today 23:45 for a daily job at 23:45), also
   * when it starts late. A run may happen twice in rare cases (see `leaseMinutes`): jobs must
   * leave things as one run would.
   */
  run(dueAt: Date): Promise<void>;
  /**
   * How long a run may take before other runners think its instance died and run it again
   * (default 30). A run that failed may also be run again once this long has passed since it
   * started, within its period.
   */
  leaseMinutes?: number;
}

export interface JobOutcome {
  job: string;
  runKey: string;
  ok: boolean;
}

/**
 * The server's one runner of background jobs. Each job runs once per period of its schedule
 * across every instance on the database: a run is claimed by inserting its row in `job_runs`
 * (see JobRunsRepository), and the instance whose insert lands runs it.
 *
 * If an instance dies in the middle of a run, its claim stays unfinished: once the job's lease
 * (30 minutes by default) has passed, the next runner to tick takes the claim over and runs the
 * job again, as long as the period has not ended. A run that failed is logged and may be retried
 * the same way; the other jobs and the runner go on.
 *
 * `start` ticks at once (a day missed while the server was down is run now) and then at the start
 * of every minute; `runDue` is the tick, and tests call it with the moment they choose.
 */
export class JobRunner {
  readonly #jobs: ScheduledJob[] = [];
  /** Jobs this instance is running now: a slow run is never started again beside itself. */
  readonly #running = new Set<string>();
  readonly #instance = randomUUID();
  #timer: NodeJS.Timeout | undefined;
  #tick: Promise<unknown> | undefined;
  #started = false;

  constructor(
    private readonly runs: JobRunsRepository,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  register(job: ScheduledJob): void {
    if (this.#jobs.some((known) => known.name === job.name)) throw new Error(`job ${job.name} is already registered`);
    this.#jobs.push(job);
  }

  /** Names of the registered jobs, in the order they were registered. */
  get jobNames(): string[] {
    return this.#jobs.map((job) => job.name);
  }

  /**
   * Runs, side by side, every job whose latest slot at `now` has not run yet on any instance, and
   * answers what this instance ran. Never throws: failures are logged.
   */
  async runDue(now: Date): Promise<JobOutcome[]> {
    try {
      await this.runs.prune(new Date(now.getTime() - RUN_RETENTION_MS));
    } catch (error) {
      this.log.error({ err: error }, "Could not prune old job runs");
    }
    const outcomes = await Promise.all(this.#jobs.map((job) => this.runIfDue(job, now)));
    return outcomes.filter((outcome) => outcome !== null);
  }

  /** Ticks now, and then at the start of every minute until `stop`. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.tick();
  }

  /** Stops ticking and waits for the tick under way, so that nothing writes to a closed database. */
  async stop(): Promise<void> {
    this.#started = false;
    clearTimeout(this.#timer);
    await this.#tick;
  }

  private tick(): void {
    const tick = this.runDue(this.clock.now()).finally(() => {
      // Stopped and started again meanwhile: the newer tick keeps the timer going.
      if (this.#tick !== tick) return;
      this.#tick = undefined;
      if (!this.#started) return;
      this.#timer = setTimeout(() => this.tick(), untilNextMinute(this.clock.now()));
      // The timer alone does not keep the process alive.
      this.#timer.unref();
    });
    this.#tick = tick;
  }

  private async runIfDue(job: ScheduledJob, now: Date): Promise<JobOutcome | null> {
    if (this.#running.has(job.name)) return null;
    this.#running.add(job.name);
    try {
      const slot = latestSlot(job.schedule, now);
      const claim = { job: job.name, runKey: slot.key, instance: this.#instance, startedAt: now };
      const lease = (job.leaseMinutes ?? DEFAULT_LEASE_MINUTES) * MINUTE_MS;
      let claimed: boolean;
      try {
        claimed = await this.runs.claim(claim, new Date(now.getTime() - lease));
      } catch (error) {
        this.log.error({ err: error, job: job.name }, "Could not claim a job run");
        return null;
      }
      if (!claimed) return null;

      let failure: string | null = null;
      try {
        await job.run(slot.at);
      } catch (error) {
        failure = error instanceof Error ? error.message || error.name : String(error);
        this.log.error({ err: error, job: job.name, runKey: slot.key }, `Job ${job.name} failed`);
      }
      try {
        await this.runs.finish(claim, this.clock.now(), failure);
      } catch (error) {
        this.log.error({ err: error, job: job.name }, "Could not record the end of a job run");
      }
      return { job: job.name, runKey: slot.key, ok: failure === null };
    } finally {
      this.#running.delete(job.name);
    }
  }
}
