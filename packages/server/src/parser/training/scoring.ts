import type { Label } from "../features.js";
import { UNIT_WORDS } from "../lexicon.js";
import type { Token } from "../tokenizer.js";
import { FIELD_LABEL, FIELDS, type Field, fieldKeys, keysWithLabel, type LabelledSentence } from "./dataset.js";

/**
 * The fields the issue names and Larder stores: quantity, unit, food name, and the note, which
 * holds preparation, comment, purpose and size together (the parser writes all four into one note).
 */
export const SCORED_FIELDS = ["quantity", "unit", "name", "note"] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

/** The reference's fields that make up each scored field. */
const PARTS: Record<ScoredField, readonly Field[]> = {
  quantity: ["quantity"],
  unit: ["unit"],
  name: ["name"],
  note: ["preparation", "comment", "purpose", "size"],
};

export interface LineScore {
  /** Scored field → right or wrong. */
  fields: Record<ScoredField, boolean>;
  /** Every scored field right. */
  sentence: boolean;
  /**
   * Every one of the reference's own fields right on its own (preparation apart from comment, and
   * so on), words compared without the number and unit normalisations: the stricter figure.
   */
  strict: boolean;
}

/** Whole numbers written as words, which the older `nyt` reference writes as digits ("Juice of one lime" → 1). */
const CARDINALS: ReadonlyMap<string, string> = new Map(
  ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"].map(
    (word, index) => [word, `#${index + 1}`],
  ),
);

/**
 * The form in which both sides' words are compared. Every source and both sides (reference and
 * tagger) go through the same steps, and each step only joins spellings a cook reads as the same
 * answer:
 * - words are lower-case and singular and punctuation is left out (`tokenKey`, as before);
 * - amounts compare by value: ½, 1/2, 0.5, "#1$2" and 0.500 are one key, and so are "one" and 1;
 * - units compare by their canonical name: tbsp, tbs, tablespoons and tablespoon are one unit.
 */
function comparable(key: string): string {
  return CARDINALS.get(key) ?? UNIT_WORDS.get(key) ?? key;
}

/** Compared as bags of words: the older `nyt` scheme does not always list a field's words in sentence order. */
function sameBag(left: readonly string[], right: readonly string[]): boolean {
  if (left.length !== right.length) return false;
  const sortedLeft = [...left].sort();
  const sortedRight = [...right].sort();
  return sortedLeft.every((key, index) => key === sortedRight[index]);
}

const split = (keys: string) => (keys ? keys.split(" ") : []);

/** Scores one tagged line against its record, on the same word keys the training alignment uses. */
export function scoreLine(record: LabelledSentence, tokens: readonly Token[], labels: readonly Label[]): LineScore {
  const predicted = Object.fromEntries(
    FIELDS.map((field) => [field, split(keysWithLabel(tokens, labels, FIELD_LABEL[field]))]),
  ) as Record<Field, string[]>;
  const reference = Object.fromEntries(FIELDS.map((field) => [field, fieldKeys(record[field])])) as Record<
    Field,
    string[]
  >;
  // A field the record's scheme lacks (`nyt` has no size or purpose) holds nothing in the reference,
  // so the tagger's words with that label must be found in the note like any other note words.
  const fields = Object.fromEntries(
    SCORED_FIELDS.map((scored) => {
      const gather = (side: Record<Field, string[]>) => PARTS[scored].flatMap((field) => side[field]).map(comparable);
      return [scored, sameBag(gather(predicted), gather(reference))];
    }),
  ) as Record<ScoredField, boolean>;
  const strict = FIELDS.every(
    (field) => record[field] === null || sameBag(predicted[field], reference[field] as string[]),
  );
  return { fields, sentence: SCORED_FIELDS.every((field) => fields[field]), strict };
}
