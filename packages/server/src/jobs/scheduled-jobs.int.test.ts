import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testContext, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

const HOUR_MS = 60 * 60 * 1000;
const before = (date: Date, hours: number) => new Date(date.getTime() - hours * HOUR_MS);

/**
 * The daily jobs run once per day on a database: each test runs them on a day of its own, at the
 * default DAILY_SCHEDULE_TIME (local time).
 */
let day = 0;
const nextDailyRun = () => new Date(2030, 0, ++day * 2, 23, 45);

const dailyJobs = [
  "purge-expired-invitations",
  "purge-expired-password-resets",
  "purge-expired-exports",
  "meal-plan-made-this",
  "trim-checked-shopping-items",
  "prune-events",
];
/** The server's backup, daily at BACKUP_SCHEDULE_TIME (03:30 by default). */
const backupJob = "daily-backup";
/** Sending what the outbox holds and the webhooks due: every minute. */
const minutelyJobs = ["deliver-events", "fire-webhooks"];
/** Lifting expired lockouts and failing the reports of imports a restart stopped: every hour. */
const hourlyJobs = ["fail-abandoned-reports", "lift-expired-lockouts"];

describe("the server's scheduled jobs", () => {
  it("are the daily purges, made-this and the checked-items trim at DAILY_SCHEDULE_TIME, the backup at BACKUP_SCHEDULE_TIME, the hourly lift of lockouts and sweep of abandoned reports, and the deliveries every minute", async () => {
    expect(t.services.jobs.jobNames.sort()).toEqual([...dailyJobs, backupJob, ...minutelyJobs, ...hourlyJobs].sort());
    const sixThirty = await testContext({ env: { DAILY_SCHEDULE_TIME: "06:30" } });
    try {
      const ran = async (moment: Date) => (await sixThirty.services.jobs.runDue(moment)).map((outcome) => outcome.job);
      expect((await ran(new Date(2030, 0, 10, 6, 30))).sort()).toEqual(
        [...dailyJobs, backupJob, ...minutelyJobs, ...hourlyJobs].sort(),
      );
      // The backup's own time of day, 03:30, has passed on the 11th; the other daily jobs' has not.
      expect((await ran(new Date(2030, 0, 11, 6, 29))).sort()).toEqual(
        [backupJob, ...minutelyJobs, ...hourlyJobs].sort(),
      );
      expect((await ran(new Date(2030, 0, 11, 6, 30))).sort()).toEqual([...dailyJobs, ...minutelyJobs].sort());
    } finally {
      await sixThirty.close();
    }
  });

  it("start with the app, which ticks once it is ready and stops ticking when it closes", async () => {
    const moment = new Date(2030, 0, 10, 23, 50);
    const larder = await testContext({ runJobs: true, clock: { now: () => moment } });
    try {
      await larder.services.jobs.stop();
      const runs = await larder.db.selectFrom("job_runs").select(["job", "run_key"]).orderBy("job").execute();
      expect(runs).toEqual(
        [
          ...[...dailyJobs, backupJob].map((job) => ({ job, run_key: "2030-01-10" })),
          ...minutelyJobs.map((job) => ({ job, run_key: moment.toISOString().slice(0, 16) })),
          ...hourlyJobs.map((job) => ({ job, run_key: moment.toISOString().slice(0, 13) })),
        ].sort((a, b) => a.job.localeCompare(b.job)),
      );
    } finally {
      await larder.close();
    }
  });
});

describe("daily purges", () => {
  it("remove invitations older than a week and spent ones, and keep the others", async () => {
    const run = nextDailyRun();
    const group = await t.newGroup();
    const { invitations } = t.services.repositories;
    const invite = async (uses: number, createdAt: Date) => {
      const row = await invitations.create(group.id, uses);
      await t.db.updateTable("invite_tokens").set({ created_at: createdAt }).where("id", "=", row.id).execute();
      return row.token;
    };
    const fresh = await invite(3, before(run, 6 * 24));
    const lastMinute = await invite(1, before(run, 7 * 24 - 0.1));
    await invite(3, before(run, 7 * 24 + 0.1));
    await invite(0, before(run, 1));

    await t.services.jobs.runDue(run);

    const left = await t.db.selectFrom("invite_tokens").select("token").where("group_id", "=", group.id).execute();
    expect(left.map((row) => row.token).sort()).toEqual([fresh, lastMinute].sort());
  });

  it("remove password reset links older than a day and keep younger ones", async () => {
    const run = nextDailyRun();
    const member = await t.newMember();
    for (const hoursOld of [23, 25, 72]) {
      const createdAt = before(run, hoursOld);
      await t.db
        .insertInto("password_reset_tokens")
        .values({
          id: randomUUID(),
          user_id: member.id,
          token_hash: randomUUID(),
          created_at: createdAt,
          update_at: createdAt,
        })
        .execute();
    }

    await t.services.jobs.runDue(run);

    const left = await t.db
      .selectFrom("password_reset_tokens")
      .select("created_at")
      .where("user_id", "=", member.id)
      .execute();
    expect(left.map((row) => row.created_at)).toEqual([before(run, 23)]);
  });

  it("remove expired exports of every group, rows and files, and keep live ones", async () => {
    const run = nextDailyRun();
    const export_ = async (groupId: string, name: string, expires: Date) => {
      const relative = `groups/${groupId}/exports/${name}.zip`;
      const file = path.join(t.config.dataDir, relative);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, "zip");
      await t.services.repositories
        .group(groupId)
        .exports.insert({ name, filename: `${name}.zip`, path: relative, size: 3, expires });
      return file;
    };
    const [first, second] = [await t.newGroup(), await t.newGroup()];
    const expired = await export_(first.id, "expired", before(run, 0.1));
    const live = await export_(first.id, "live", before(run, -1));
    const otherExpired = await export_(second.id, "other-expired", before(run, 30));

    await t.services.jobs.runDue(run);

    const rows = await t.db
      .selectFrom("group_exports")
      .select("name")
      .where("group_id", "in", [first.id, second.id])
      .execute();
    expect(rows).toEqual([{ name: "live" }]);
    expect([expired, live, otherExpired].map((file) => fs.existsSync(file))).toEqual([false, true, false]);
  });
});

describe("the hourly lift of lockouts", () => {
  it("unlocks accounts locked for longer than 24 hours, clearing their failed attempts, every hour", async () => {
    const admin = await t.defaultAdmin();
    const run = new Date("2031-05-05T10:00:00Z");
    const lockedAt = async (hoursBefore: number) => {
      const member = await t.newMember();
      await t.db
        .updateTable("users")
        .set({ locked_at: before(run, hoursBefore), login_attempts: 5 })
        .where("id", "=", member.id)
        .execute();
      return member;
    };
    const long = await lockedAt(25);
    const recent = await lockedAt(23);
    const account = async (id: string) => (await t.as(admin).get(`/api/admin/users/${id}`)).json();

    await t.services.jobs.runDue(run);
    expect(await account(long.id)).toMatchObject({ lockedAt: null, loginAttempts: 0 });
    expect(await account(recent.id)).toMatchObject({ lockedAt: before(run, 23).toISOString(), loginAttempts: 5 });

    await t.services.jobs.runDue(new Date("2031-05-05T10:59:00Z"));
    expect(await account(recent.id)).toMatchObject({ loginAttempts: 5 });

    await t.services.jobs.runDue(new Date("2031-05-05T12:00:00Z"));
    expect(await account(recent.id)).toMatchObject({ lockedAt: null, loginAttempts: 0 });
  });
});
