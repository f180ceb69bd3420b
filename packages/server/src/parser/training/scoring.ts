import type { Label } from "../features.js";
import type { Token } from "../tokenizer.js";
import { FIELD_LABEL, FIELDS, type Field, fieldKeys, keysWithLabel, type LabelledSentence } from "./dataset.js";

/** The fields the report names; `note` is what Larder stores (size, preparation, comment and purpose together). */
export const REPORTED_FIELDS = ["quantity", "unit", "name", "preparation", "comment", "size", "purpose"] as const;

export interface LineScore {
  /** Field → right or wrong; fields the record's scheme does not have are absent. */
  fields: Partial<Record<Field, boolean>>;
  /** Every field right. */
  sentence: boolean;
}

function sameKeys(predicted: string, gold: string[]): boolean {
  // Compared as multisets: the older `nyt` scheme does not always list a field's words in sentence order.
  const left = predicted ? predicted.split(" ").sort() : [];
  const right = [...gold].sort();
  return left.length === right.length && left.every((key, index) => key === right[index]);
}

/** Scores one tagged line against its record, field by field, on the same keys the alignment uses. */
export function scoreLine(record: LabelledSentence, tokens: readonly Token[], labels: readonly Label[]): LineScore {
  const fields: Partial<Record<Field, boolean>> = {};
  for (const field of FIELDS) {
    const gold = record[field];
    if (gold === null) continue;
    fields[field] = sameKeys(keysWithLabel(tokens, labels, FIELD_LABEL[field]), fieldKeys(gold));
  }
  return { fields, sentence: Object.values(fields).every(Boolean) };
}
