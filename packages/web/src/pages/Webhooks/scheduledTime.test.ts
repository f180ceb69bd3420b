import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localToUtcTime, utcToLocalTime } from "./scheduledTime";

describe("a webhook's daily time", () => {
  const original = process.env.TZ;
  beforeEach(() => {
    // Node applies a new TZ at once; Paris is UTC+1 in winter and UTC+2 in summer.
    process.env.TZ = "Europe/Paris";
  });
  afterEach(() => {
    process.env.TZ = original;
  });

  it("is sent as UTC and shown as local time, with the day's offset", () => {
    const winter = new Date("2026-01-15T12:00:00Z");
    const summer = new Date("2026-07-15T12:00:00Z");
    expect(localToUtcTime("19:30", winter)).toBe("18:30");
    expect(localToUtcTime("19:30", summer)).toBe("17:30");
    expect(utcToLocalTime("18:30", winter)).toBe("19:30");
    expect(utcToLocalTime("17:30", summer)).toBe("19:30");
  });

  it("wraps around midnight", () => {
    const winter = new Date("2026-01-15T12:00:00Z");
    expect(localToUtcTime("00:15", winter)).toBe("23:15");
    expect(utcToLocalTime("23:15", winter)).toBe("00:15");
  });
});
