import { describe, expect, it } from "vitest";
import { FOLDS, foldOf, foldScores } from "./cross-validation.js";

describe("cross-validation folds", () => {
  const sentences = Array.from({ length: 5000 }, (_, index) => `${index} g flour`);

  it("puts every sentence in one of five folds of about a fifth each", () => {
    const counts = Array.from({ length: FOLDS }, () => 0);
    for (const sentence of sentences) counts[foldOf(sentence)] = (counts[foldOf(sentence)] as number) + 1;
    for (const count of counts) expect(count).toBeGreaterThan(900);
  });

  it("keeps a sentence written twice in one fold, whatever its case and spacing", () => {
    for (const sentence of sentences.slice(0, 200)) {
      expect(foldOf(`  ${sentence.toUpperCase().replace(" ", "   ")} `)).toBe(foldOf(sentence));
    }
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
