import { readFileSync } from "node:fs";
import { LABELS, type Label, tokenKey } from "../features.js";
import { type Token, tokenize } from "../tokenizer.js";

/** One record of `../shared/data/ingredients/labelled-sentences.jsonl` (see its README). */
export interface LabelledSentence {
  id: string;
  source: string;
  scheme: string;
  sentence: string;
  quantity: string | null;
  unit: string | null;
  size: string | null;
  name: string | null;
  preparation: string | null;
  comment: string | null;
  purpose: string | null;
}

export const FIELDS = ["quantity", "unit", "size", "name", "preparation", "comment", "purpose"] as const;
export type Field = (typeof FIELDS)[number];

export const FIELD_LABEL: Record<Field, Label> = {
  quantity: "QTY",
  unit: "UNIT",
  size: "SIZE",
  name: "NAME",
  preparation: "PREP",
  comment: "COMMENT",
  purpose: "PURPOSE",
};

export function readLabelledSentences(file: string): LabelledSentence[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LabelledSentence);
}

/** FNV-1a: a stable hash of a record id, so that the split never depends on file order. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The fixed split: 20% validation (never trained on, scored by the bench), 5% calibration (fits the
 * confidence temperature), the rest training. Decided by the record id alone.
 */
export function splitOf(id: string): "validation" | "calibration" | "training" {
  const bucket = stableHash(id) % 20;
  if (bucket < 4) return "validation";
  if (bucket === 4) return "calibration";
  return "training";
}

/** The comparison keys of a field value, which upstream wrote normalised (`#1$2` for ½, punctuation dropped). */
export function fieldKeys(value: string | null): string[] {
  if (!value) return [];
  const written = value.replace(/(\d*)#(\d+)\$(\d+)/gu, (_, whole: string, numerator: string, denominator: string) =>
    String(Number(whole || 0) + Number(numerator) / Number(denominator)),
  );
  return tokenize(written)
    .filter((token) => token.kind !== "punct")
    .map(tokenKey);
}

/** The keys of the tokens carrying one label, in order, joined as the scorer compares them. */
export function keysWithLabel(tokens: readonly Token[], labels: readonly Label[], label: Label): string {
  const keys: string[] = [];
  tokens.forEach((token, index) => {
    if (labels[index] === label && token.kind !== "punct") keys.push(tokenKey(token));
  });
  return keys.join(" ");
}

/**
 * Token labels recovered from the span-level fields: each field's keys must appear in sentence
 * order. A token matching the next key of several fields goes to the field whose following keys
 * match the following tokens best. Returns null when a field cannot be placed completely.
 */
export function alignLabels(record: LabelledSentence, tokens: readonly Token[]): Label[] | null {
  const expected = FIELDS.map((field) => fieldKeys(record[field]));
  return alignInOrder(expected, tokens) ?? alignAsBags(expected, tokens);
}

function alignInOrder(expected: string[][], tokens: readonly Token[]): Label[] | null {
  const next = FIELDS.map(() => 0);
  const keys = tokens.map(tokenKey);
  const labels: Label[] = [];
  let previous = -1;
  for (let index = 0; index < tokens.length; index++) {
    if ((tokens[index] as Token).kind === "punct") {
      labels.push("PUNC");
      continue;
    }
    let chosen = -1;
    let chosenRun = -1;
    for (let field = 0; field < FIELDS.length; field++) {
      const wanted = expected[field] as string[];
      const position = next[field] as number;
      if (wanted[position] !== keys[index]) continue;
      let run = 1;
      let ahead = index + 1;
      while (position + run < wanted.length && ahead < tokens.length) {
        if ((tokens[ahead] as Token).kind === "punct") {
          ahead++;
          continue;
        }
        if (wanted[position + run] !== keys[ahead]) break;
        run++;
        ahead++;
      }
      const complete = position + run === wanted.length ? 1 : 0;
      const score = run * 4 + complete * 2 + (field === previous ? 1 : 0);
      if (score > chosenRun) {
        chosenRun = score;
        chosen = field;
      }
    }
    if (chosen < 0) {
      labels.push("OTHER");
      continue;
    }
    next[chosen] = (next[chosen] as number) + 1;
    previous = chosen;
    labels.push(FIELD_LABEL[FIELDS[chosen] as Field]);
  }
  const complete = expected.every((wanted, field) => next[field] === wanted.length);
  return complete ? labels : null;
}

/** Fallback for the older scheme, whose fields are not always in sentence order ("2 28-ounce cans" → unit "can ounce"). */
function alignAsBags(expected: string[][], tokens: readonly Token[]): Label[] | null {
  const remaining = expected.map((keys) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  });
  const labels: Label[] = [];
  let previous = -1;
  for (const token of tokens) {
    if (token.kind === "punct") {
      labels.push("PUNC");
      continue;
    }
    const key = tokenKey(token);
    const candidates = remaining.flatMap((counts, field) => ((counts.get(key) ?? 0) > 0 ? [field] : []));
    const chosen = candidates.includes(previous) ? previous : (candidates[0] ?? -1);
    if (chosen < 0) {
      labels.push("OTHER");
      continue;
    }
    const counts = remaining[chosen] as Map<string, number>;
    counts.set(key, (counts.get(key) as number) - 1);
    previous = chosen;
    labels.push(FIELD_LABEL[FIELDS[chosen] as Field]);
  }
  return remaining.every((counts) => [...counts.values()].every((count) => count === 0)) ? labels : null;
}

export function labelIndex(label: Label): number {
  return LABELS.indexOf(label);
}
