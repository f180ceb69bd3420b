import { describe, expect, it } from "vitest";
import { findNulCharacter, withoutNulCharacters } from "./nul-characters.js";

describe("findNulCharacter", () => {
  it("gives the path of a string or key holding one", () => {
    expect(findNulCharacter("a\u0000")).toEqual([]);
    expect(findNulCharacter({ name: "ok", aliases: [{ name: "x" }, { name: "y\u0000" }] })).toEqual([
      "aliases",
      "1",
      "name",
    ]);
    expect(findNulCharacter({ extras: { "key\u0000": 1 } })).toEqual(["extras", "key\u0000"]);
  });

  it("passes everything else, however deeply nested", () => {
    expect(findNulCharacter({ name: "a\\u0000b", count: 0, on: false, none: null, list: [] })).toBeUndefined();
    let deep: unknown = "end\u0000";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findNulCharacter(deep)).toHaveLength(100_000);
  });
});

describe("withoutNulCharacters", () => {
  it("drops them from strings and keys, leaving the rest as it was", () => {
    expect(withoutNulCharacters({ "a\u0000": ["b\u0000c", 1, null], d: { e: "f" } })).toEqual({
      a: ["bc", 1, null],
      d: { e: "f" },
    });
  });
});
