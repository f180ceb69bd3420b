import { describe, expect, it } from "vitest";
import type { Label } from "../features.js";
import { tokenize } from "../tokenizer.js";
import type { LabelledSentence } from "./dataset.js";
import { scoreLine } from "./scoring.js";

function record(sentence: string, fields: Partial<LabelledSentence>): LabelledSentence {
  return {
    id: "test:1",
    source: "test",
    scheme: "db-export-2025",
    sentence,
    quantity: "",
    unit: "",
    size: "",
    name: "",
    preparation: "",
    comment: "",
    purpose: "",
    ...fields,
  };
}

/** Scores a line whose tokens carry the given labels (punctuation is labelled PUNC). */
function score(reference: LabelledSentence, wordLabels: Label[]) {
  const tokens = tokenize(reference.sentence);
  const labels = [...wordLabels];
  const all = tokens.map((token) => (token.kind === "punct" ? "PUNC" : (labels.shift() as Label)));
  return scoreLine(reference, tokens, all);
}

describe("scoring a tagged line", () => {
  it("compares amounts by value, whichever way the reference wrote them", () => {
    const line = record("1 1/2 cups milk", { quantity: "1#1$2", unit: "cup", name: "milk" });
    expect(score(line, ["QTY", "UNIT", "NAME"]).sentence).toBe(true);
    const older = record("1 1/2 cups milk", { quantity: "1.5", unit: "cup", name: "milk" });
    expect(score(older, ["QTY", "UNIT", "NAME"]).sentence).toBe(true);
    const inWords = record("Juice of one lime", { quantity: "1", name: "lime", comment: "Juice of" });
    expect(score(inWords, ["COMMENT", "COMMENT", "QTY", "NAME"]).fields.quantity).toBe(true);
  });

  it("compares units by their canonical name", () => {
    const line = record("2 tbsp butter", { quantity: "2", unit: "tablespoon", name: "butter" });
    expect(score(line, ["QTY", "UNIT", "NAME"]).fields.unit).toBe(true);
  });

  it("takes preparation, comment, purpose and size together as the note", () => {
    const line = record("2 large onions, chopped, for the sauce", {
      quantity: "2",
      size: "large",
      name: "onions",
      comment: "chopped for the sauce",
    });
    const result = score(line, ["QTY", "SIZE", "NAME", "PREP", "PURPOSE", "PURPOSE", "PURPOSE"]);
    expect(result.fields.note).toBe(true);
    expect(result.sentence).toBe(true);
    expect(result.strict).toBe(false);
  });

  it("still counts a word in the wrong field as wrong", () => {
    const line = record("2 large eggs", { quantity: "2", size: "large", name: "eggs" });
    const result = score(line, ["QTY", "UNIT", "NAME"]);
    expect(result.fields.unit).toBe(false);
    expect(result.fields.note).toBe(false);
    expect(result.sentence).toBe(false);
  });
});
