import { describe, expect, it } from "vitest";
import { channelName, defaultRetryDelay } from "./postgres-fanout.js";

describe("the fan-out's channel", () => {
  it("is named after the schema, so that installations in other schemas do not hear it", () => {
    expect(channelName("public")).toBe("larder_events:public");
    expect(channelName("kitchen")).not.toBe(channelName("public"));
  });

  it("stays within PostgreSQL's 63 bytes, and distinct, for long schema names", () => {
    const long = "ü".repeat(31);
    const longer = `${long}x`;
    expect(Buffer.byteLength(channelName(long))).toBeLessThanOrEqual(63);
    expect(channelName(long)).not.toBe(channelName(longer));
  });
});

describe("reconnecting after a lost session", () => {
  it("waits half a second, then twice as long after each failure, never more than 30 s", () => {
    expect([0, 1, 2, 3, 5, 6, 20].map(defaultRetryDelay)).toEqual([500, 1000, 2000, 4000, 16_000, 30_000, 30_000]);
  });
});
