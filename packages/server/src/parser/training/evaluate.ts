import type { Label } from "../features.js";
import { type Token, tokenize } from "../tokenizer.js";
import { type LabelledSentence, splitOf } from "./dataset.js";
import { SCORED_FIELDS, type ScoredField, scoreLine } from "./scoring.js";

export interface AccuracyRow {
  source: string;
  lines: number;
  /** Field → share of lines with that field right. */
  fields: Record<ScoredField, number>;
  /** Share of lines with every field right. */
  sentence: number;
  /** Share of lines with every one of the reference's own fields right, without normalisations (see `scoreLine`). */
  strict: number;
}

/** Field and sentence accuracy of a tagger on the validation part, per source, for today's scheme and overall. */
export function evaluateOnValidation(
  records: readonly LabelledSentence[],
  labelsOf: (tokens: Token[], record: LabelledSentence) => Label[],
): AccuracyRow[] {
  const tallies = new Map<
    string,
    { lines: number; sentence: number; strict: number; right: Map<ScoredField, number> }
  >();
  const tally = (source: string) => {
    let entry = tallies.get(source);
    if (!entry) {
      entry = { lines: 0, sentence: 0, strict: 0, right: new Map() };
      tallies.set(source, entry);
    }
    return entry;
  };
  for (const record of records) {
    if (splitOf(record.id) !== "validation") continue;
    const tokens = tokenize(record.sentence);
    const score = scoreLine(record, tokens, labelsOf(tokens, record));
    // "db-export": the four sources labelled in today's scheme, without the older `nyt` set.
    const groups = record.scheme.startsWith("db-export")
      ? [record.source, "db-export", "overall"]
      : [record.source, "overall"];
    for (const entry of groups.map(tally)) {
      entry.lines++;
      if (score.sentence) entry.sentence++;
      if (score.strict) entry.strict++;
      for (const field of SCORED_FIELDS)
        if (score.fields[field]) entry.right.set(field, (entry.right.get(field) ?? 0) + 1);
    }
  }
  return [...tallies.entries()].map(([source, entry]) => ({
    source,
    lines: entry.lines,
    sentence: entry.sentence / entry.lines,
    strict: entry.strict / entry.lines,
    fields: Object.fromEntries(
      SCORED_FIELDS.map((field) => [field, (entry.right.get(field) ?? 0) / entry.lines]),
    ) as AccuracyRow["fields"],
  }));
}
