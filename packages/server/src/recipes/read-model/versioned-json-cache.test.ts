import { describe, expect, it } from "vitest";
import { VersionedJsonCache } from "./versioned-json-cache.js";

describe("VersionedJsonCache", () => {
  it("answers an answer as bytes only under the version it was kept at", () => {
    const cache = new VersionedJsonCache(10, 1024);
    expect(cache.set("a", 1, '{"name":"Crème brûlée"}').toString()).toBe('{"name":"Crème brûlée"}');
    expect(cache.get("a", 1)?.toString()).toBe('{"name":"Crème brûlée"}');
    expect(cache.get("a", 2)).toBeUndefined();
  });

  it("lets the least recently used go past the count or the total size, and keeps no answer over the size limit", () => {
    const cache = new VersionedJsonCache(3, 10, 12);
    cache.set("a", 1, "aaaa");
    cache.set("b", 1, "bbbb");
    cache.set("c", 1, "cccc");
    cache.get("a", 1);
    // 16 bytes with d: b (least recently used) goes, then the total is 12.
    cache.set("d", 1, "dddd");
    expect(["a", "b", "c", "d"].filter((key) => cache.has(key))).toEqual(["a", "c", "d"]);
    // Replacing an answer counts its new size only (10 bytes); a fourth answer is one too many.
    cache.set("c", 2, "cc");
    cache.set("e", 1, "ee");
    expect(["a", "c", "d", "e"].filter((key) => cache.has(key))).toEqual(["c", "d", "e"]);
    cache.set("f", 1, "ffffff");
    expect(["c", "d", "e", "f"].filter((key) => cache.has(key))).toEqual(["c", "e", "f"]);
    // With g, c goes for the count and e for the size: f and g hold 12 bytes.
    cache.set("g", 1, "gggggg");
    expect(["c", "e", "f", "g"].filter((key) => cache.has(key))).toEqual(["f", "g"]);
    expect(cache.set("big", 1, "x".repeat(11)).length).toBe(11);
    expect(cache.has("big")).toBe(false);
  });
});
