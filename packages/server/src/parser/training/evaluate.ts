import type { Label } from "../features.js";
import { type Token, tokenize } from "../tokenizer.js";
import { type Field, type LabelledSentence, splitOf } from "./dataset.js";
import { REPORTED_FIELDS, scoreLine } from "./scoring.js";

export interface AccuracyRow {
  source: string;
  lines: number;
  /** Field → share of lines with that field right (null when the source's scheme lacks the field). */
  fields: Record<(typeof REPORTED_FIELDS)[number], number | null>;
  sentence: number;
}

/** Field and sentence accuracy of a tagger on the validation part, per source and overall. */
export function evaluateOnValidation(
  records: readonly LabelledSentence[],
  labelsOf: (tokens: Token[], record: LabelledSentence) => Label[],
): AccuracyRow[] {
  const tallies = new Map<
    string,
    { lines: number; sentence: number; right: Map<Field, number>; seen: Map<Field, number> }
  >();
  const tally = (source: string) => {
    let entry = tallies.get(source);
    if (!entry) {
      entry = { lines: 0, sentence: 0, right: new Map(), seen: new Map() };
      tallies.set(source, entry);
    }
    return entry;
  };
  for (const record of records) {
    if (splitOf(record.id) !== "validation") continue;
    const tokens = tokenize(record.sentence);
    const score = scoreLine(record, tokens, labelsOf(tokens, record));
    for (const entry of [tally(record.source), tally("overall")]) {
      entry.lines++;
      if (score.sentence) entry.sentence++;
      for (const [field, right] of Object.entries(score.fields) as [Field, boolean][]) {
        entry.seen.set(field, (entry.seen.get(field) ?? 0) + 1);
        if (right) entry.right.set(field, (entry.right.get(field) ?? 0) + 1);
      }
    }
  }
  return [...tallies.entries()].map(([source, entry]) => ({
    source,
    lines: entry.lines,
    sentence: entry.sentence / entry.lines,
    fields: Object.fromEntries(
      REPORTED_FIELDS.map((field) => {
        const seen = entry.seen.get(field) ?? 0;
        return [field, seen ? (entry.right.get(field) ?? 0) / seen : null];
      }),
    ) as AccuracyRow["fields"],
  }));
}
