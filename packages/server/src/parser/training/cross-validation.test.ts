import { describe, expect, it } from "vitest";
import { FOLDS, foldOf, foldScores } from "./cross-validation.js";
import { splitOf } from "./dataset.js";

describe("cross-validation folds", () => {
  const ids = Array.from({ length: 5000 }, (_, index) => `source:${index}`);

  it("puts every line in one of five folds of about a fifth each, by its id alone", () => {
    const counts = Array.from({ length: FOLDS }, () => 0);
    for (const id of ids) counts[foldOf(id)] = (counts[foldOf(id)] as number) + 1;
    for (const count of counts) expect(count).toBeGreaterThan(900);
    expect(ids.map(foldOf)).toEqual(ids.map(foldOf));
  });

  it("spreads the fixed validation part over every fold", () => {
    const validation = ids.filter((id) => splitOf(id) === "validation");
    expect(new Set(validation.map(foldOf)).size).toBe(FOLDS);
  });

  it("adds up the folds line by line for the overall figure", () => {
    const rows = foldScores([
      { fold: 1, lines: 10, sentence: 9, name: 9, unit: 10, quantity: 10 },
      { fold: 0, lines: 30, sentence: 27, name: 30, unit: 30, quantity: 28 },
    ]);
    expect(rows.map((row) => row.fold)).toEqual([1, 2, "overall"]);
    expect(rows.at(-1)).toEqual({ fold: "overall", lines: 40, sentence: 0.9, name: 0.975, unit: 1, quantity: 0.95 });
  });
});
