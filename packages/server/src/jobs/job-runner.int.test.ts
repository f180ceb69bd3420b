import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";
import type { Clock } from "./clock.js";
import { JobRunner, type ScheduledJob } from "./job-runner.js";
import type { Schedule } from "./schedule.js";

const t = useTestContext();

/** A moment in the server's local time zone (daily jobs run at a local time of day). */
const local = (day: number, hour: number, minute: number) => new Date(2026, 2, day, hour, minute);
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60 * 1000);
const at2345 = { every: "day", at: { hour: 23, minute: 45 } } as const satisfies Schedule;

/** A clock that says what the test tells it. */
const fixedClock = (date: Date): Clock => ({ now: () => date });

/** The error lines a runner logs, as JSON objects. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: "error" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

/** A runner on the test's database, as each Larder instance has one. */
function newRunner(log = capturedLog().log): JobRunner {
  return new JobRunner(t.services.repositories.jobRuns, fixedClock(local(1, 0, 0)), log);
}

/** A job with a name of its own in this file's database, recording the moments its runs were due. */
function recordingJob(schedule: Schedule, work: (dueAt: Date) => Promise<void> = async () => {}) {
  const runs: Date[] = [];
  const job: ScheduledJob = {
    name: `job-${randomUUID().slice(0, 8)}`,
    schedule,
    run: async (dueAt) => {
      runs.push(dueAt);
      await work(dueAt);
    },
  };
  return { job, runs };
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("the job runner's schedule", () => {
  it("runs a daily job at its time of day, not before, and once a day however often it ticks", async () => {
    const runner = newRunner();
    const { job, runs } = recordingJob(at2345);
    runner.register(job);

    await runner.runDue(local(10, 23, 45));
    await runner.runDue(local(10, 23, 46));
    await runner.runDue(local(11, 0, 30));
    await runner.runDue(local(11, 23, 44));
    expect(runs).toEqual([local(10, 23, 45)]);

    await runner.runDue(local(11, 23, 45));
    await runner.runDue(local(11, 23, 59));
    expect(runs).toEqual([local(10, 23, 45), local(11, 23, 45)]);
  });

  it("runs a day missed while the server was down at the next tick, once, for the last day missed", async () => {
    const runner = newRunner();
    const { job, runs } = recordingJob(at2345);
    runner.register(job);
    await runner.runDue(local(10, 23, 45));

    // Down from the 11th to the morning of the 14th.
    const outcomes = await runner.runDue(local(14, 9, 0));
    await runner.runDue(local(14, 9, 1));
    await runner.runDue(local(14, 23, 44));
    expect(outcomes).toEqual([{ job: job.name, runKey: "2026-03-13", ok: true }]);
    expect(runs).toEqual([local(10, 23, 45), local(13, 23, 45)]);

    await runner.runDue(local(14, 23, 45));
    expect(runs).toHaveLength(3);
  });

  it("runs an hourly job once in each hour", async () => {
    const runner = newRunner();
    const { job, runs } = recordingJob({ every: "hour" });
    runner.register(job);
    for (const minute of ["10:00:00", "10:01:00", "10:30:00", "10:59:59", "11:00:00", "11:20:00", "13:05:00"]) {
      await runner.runDue(new Date(`2026-03-10T${minute}Z`));
    }
    expect(runs).toEqual([
      new Date("2026-03-10T10:00:00Z"),
      new Date("2026-03-10T11:00:00Z"),
      new Date("2026-03-10T13:00:00Z"),
    ]);
  });

  it("runs a minutely job once in each minute", async () => {
    const runner = newRunner();
    const { job, runs } = recordingJob({ every: "minute" });
    runner.register(job);
    for (const second of ["10:00:00", "10:00:30", "10:00:59", "10:01:00", "10:01:01"]) {
      await runner.runDue(new Date(`2026-03-10T${second}Z`));
    }
    expect(runs).toEqual([new Date("2026-03-10T10:00:00Z"), new Date("2026-03-10T10:01:00Z")]);
  });
});

describe("several instances on one database", () => {
  it("runs each job once when every instance ticks at the same moment", async () => {
    const daily = recordingJob(at2345);
    const hourly = recordingJob({ every: "hour" });
    const runners = [newRunner(), newRunner(), newRunner()];
    for (const runner of runners) {
      runner.register(daily.job);
      runner.register(hourly.job);
    }

    const moment = local(10, 23, 45);
    const outcomes = (await Promise.all(runners.map((runner) => runner.runDue(moment)))).flat();
    expect(daily.runs).toEqual([local(10, 23, 45)]);
    expect(hourly.runs).toHaveLength(1);
    expect(outcomes.map((outcome) => outcome.job).sort()).toEqual([daily.job.name, hourly.job.name].sort());

    await Promise.all(runners.map((runner) => runner.runDue(minutesAfter(moment, 1))));
    expect(daily.runs).toHaveLength(1);
    expect(hourly.runs).toHaveLength(1);
  });

  it("another instance takes over a run left unfinished for 30 minutes, once", async () => {
    const started = deferred();
    const stuck = deferred();
    let calls = 0;
    const { job, runs } = recordingJob(at2345, async () => {
      // The first instance's run does not end, as if the instance had died in the middle of it.
      if (++calls > 1) return;
      started.resolve();
      await stuck.promise;
    });
    const [dying, other, third] = [newRunner(), newRunner(), newRunner()];
    for (const runner of [dying, other, third]) runner.register(job);

    const start = local(10, 23, 45);
    const dyingTick = dying.runDue(start);
    await started.promise;

    expect(await other.runDue(minutesAfter(start, 10))).toEqual([]);
    expect(await other.runDue(minutesAfter(start, 29))).toEqual([]);
    expect(await other.runDue(minutesAfter(start, 31))).toEqual([{ job: job.name, runKey: "2026-03-10", ok: true }]);
    expect(runs).toEqual([local(10, 23, 45), local(10, 23, 45)]);

    // The dead run ending late changes nothing: the run is done, by the instance that took it over.
    stuck.resolve();
    await dyingTick;
    expect(await third.runDue(minutesAfter(start, 70))).toEqual([]);
    const row = await t.db.selectFrom("job_runs").selectAll().where("job", "=", job.name).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ run_key: "2026-03-10", started_at: minutesAfter(start, 31), error: null });
    expect(row.finished_at).toBeInstanceOf(Date);
  });

  it("a job with a longer lease is left to its instance for that long", async () => {
    const started = deferred();
    const slow = deferred();
    const { job, runs } = recordingJob(at2345, async () => {
      started.resolve();
      await slow.promise;
    });
    const [busy, other] = [newRunner(), newRunner()];
    for (const runner of [busy, other]) runner.register({ ...job, leaseMinutes: 120 });

    const start = local(10, 23, 45);
    const busyTick = busy.runDue(start);
    await started.promise;
    expect(await other.runDue(minutesAfter(start, 31))).toEqual([]);
    expect(await other.runDue(minutesAfter(start, 119))).toEqual([]);
    slow.resolve();
    await busyTick;
    expect(runs).toHaveLength(1);
  });
});

describe("failures", () => {
  it("a failing job is logged and neither stops the other jobs nor the runner", async () => {
    const { log, lines } = capturedLog();
    const runner = newRunner(log);
    const failing = recordingJob(at2345, async () => {
      throw new Error("the disk is full");
    });
    const healthy = recordingJob(at2345);
    runner.register(failing.job);
    runner.register(healthy.job);

    const outcomes = await runner.runDue(local(10, 23, 45));
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { job: failing.job.name, runKey: "2026-03-10", ok: false },
        { job: healthy.job.name, runKey: "2026-03-10", ok: true },
      ]),
    );
    expect(lines).toEqual([
      expect.objectContaining({ job: failing.job.name, msg: `Job ${failing.job.name} failed`, err: expect.anything() }),
    ]);
    const row = await t.db
      .selectFrom("job_runs")
      .select("error")
      .where("job", "=", failing.job.name)
      .executeTakeFirst();
    expect(row?.error).toBe("the disk is full");

    await runner.runDue(local(11, 23, 45));
    expect(healthy.runs).toHaveLength(2);
  });

  it("a failed run is tried again 30 minutes later, within its period, until it succeeds", async () => {
    let failures = 2;
    const { job, runs } = recordingJob(at2345, async () => {
      if (failures-- > 0) throw new Error("database away");
    });
    const runner = newRunner();
    runner.register(job);

    const start = local(10, 23, 45);
    expect((await runner.runDue(start))[0]?.ok).toBe(false);
    expect(await runner.runDue(minutesAfter(start, 5))).toEqual([]);
    expect((await runner.runDue(minutesAfter(start, 31)))[0]?.ok).toBe(false);
    expect((await runner.runDue(minutesAfter(start, 62)))[0]?.ok).toBe(true);
    expect(await runner.runDue(minutesAfter(start, 200))).toEqual([]);
    expect(runs).toHaveLength(3);
  });
});

describe("registering", () => {
  it("refuses two jobs of one name", () => {
    const runner = newRunner();
    const { job } = recordingJob(at2345);
    runner.register(job);
    expect(() => runner.register({ ...job })).toThrow(/already registered/);
  });
});
