import { describe, expect, it } from "vitest";
import { latestSlot, localDate, untilNextMinute } from "./schedule.js";

/** A moment given in the server's local time, as DAILY_SCHEDULE_TIME is. */
const local = (day: number, hour: number, minute: number, second = 0) => new Date(2026, 2, day, hour, minute, second);
const daily = { every: "day", at: { hour: 23, minute: 45 } } as const;

describe("latestSlot", () => {
  it("keys a daily job by the local date of its latest time of day", () => {
    expect(latestSlot(daily, local(10, 23, 45))).toEqual({ at: local(10, 23, 45), key: "2026-03-10" });
    expect(latestSlot(daily, local(10, 23, 59))).toEqual({ at: local(10, 23, 45), key: "2026-03-10" });
    expect(latestSlot(daily, local(11, 0, 10))).toEqual({ at: local(10, 23, 45), key: "2026-03-10" });
  });

  it("before the time of day, the day before is the latest", () => {
    expect(latestSlot(daily, local(10, 23, 44, 59))).toEqual({ at: local(9, 23, 45), key: "2026-03-09" });
    expect(latestSlot({ every: "day", at: { hour: 0, minute: 0 } }, local(1, 0, 0)).key).toBe("2026-03-01");
    expect(latestSlot({ every: "day", at: { hour: 6, minute: 30 } }, local(1, 6, 29)).key).toBe("2026-02-28");
  });

  it("cuts hours and minutes on their boundaries", () => {
    const now = new Date("2026-03-10T14:37:12.345Z");
    expect(latestSlot({ every: "hour" }, now)).toEqual({ at: new Date("2026-03-10T14:00:00Z"), key: "2026-03-10T14" });
    expect(latestSlot({ every: "minute" }, now)).toEqual({
      at: new Date("2026-03-10T14:37:00Z"),
      key: "2026-03-10T14:37",
    });
  });
});

describe("localDate", () => {
  it("is the calendar date where the server is", () => {
    expect(localDate(local(1, 0, 0))).toBe("2026-03-01");
    expect(localDate(local(31, 23, 59))).toBe("2026-03-31");
  });
});

describe("untilNextMinute", () => {
  it("lands just after the next minute starts", () => {
    expect(untilNextMinute(new Date("2026-03-10T14:37:59.500Z"))).toBe(1500);
    expect(untilNextMinute(new Date("2026-03-10T14:37:00.000Z"))).toBe(61_000);
  });
});
