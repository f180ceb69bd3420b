import { describe, expect, it } from "vitest";
import { isUuid, timeOrderedUuid } from "./uuid.js";

describe("timeOrderedUuid", () => {
  it("makes version 7 UUIDs that PostgreSQL's uuid columns take", () => {
    const id = timeOrderedUuid();
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe("7");
    expect("89ab").toContain(id[19]);
  });

  it("sorts ids made later after earlier ones, whatever their random part", () => {
    const start = Date.UTC(2026, 10, 27, 12);
    const ids = [0, 1, 2, 1000, 86_400_000].map((offset) => timeOrderedUuid(start + offset));
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]?.replace("-", "").slice(0, 12)).toBe(start.toString(16).padStart(12, "0"));
  });

  it("differs between ids made in the same millisecond", () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 1000 }, () => timeOrderedUuid(now)));
    expect(ids.size).toBe(1000);
  });
});
