/** A time of day in the server's local time zone. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** When a job is due: every minute, every hour (on the hour), or once a day at a local time. */
export type Schedule = { every: "minute" } | { every: "hour" } | { every: "day"; at: TimeOfDay };

/** The most recent moment a job was due, and the name of the period it opens. */
export interface Slot {
  /** When the run was due; a run that starts late (a missed day) still gets this moment. */
  at: Date;
  /** The period the run belongs to: a job runs once per key. */
  key: string;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const pad = (value: number) => String(value).padStart(2, "0");

/** yyyy-MM-dd of `date` in the server's local time zone. */
export function localDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The latest slot of `schedule` at or before `now`. Only the latest counts: a server that was down
 * for three days runs a daily job once when it comes back, for the last day it missed.
 *
 * Minutes and hours are cut on UTC boundaries, so a change of daylight-saving time neither skips
 * nor repeats one; a day is the local calendar day, keyed by its date, so that moving
 * DAILY_SCHEDULE_TIME does not run a day's job a second time.
 */
export function latestSlot(schedule: Schedule, now: Date): Slot {
  switch (schedule.every) {
    case "minute": {
      const at = new Date(now.getTime() - (now.getTime() % MINUTE_MS));
      return { at, key: at.toISOString().slice(0, 16) };
    }
    case "hour": {
      const at = new Date(now.getTime() - (now.getTime() % HOUR_MS));
      return { at, key: at.toISOString().slice(0, 13) };
    }
    case "day": {
      const { hour, minute } = schedule.at;
      let at = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, minute);
      if (at > now) at = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, hour, minute);
      return { at, key: localDate(at) };
    }
  }
}

/** How long until the next minute starts (and a second more, so that a timer firing early still lands in it). */
export function untilNextMinute(now: Date): number {
  return MINUTE_MS - (now.getTime() % MINUTE_MS) + 1000;
}
