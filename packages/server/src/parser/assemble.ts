import type { Label } from "./features.js";
import { NUMBER_WORDS } from "./lexicon.js";
import type { Token } from "./tokenizer.js";

/** A line read by either parser, before its unit and food are matched to the group's. */
export interface ReadIngredient {
  input: string;
  tokens: Token[];
  labels: Label[];
  /** Per token, 0 to 1. */
  confidences: number[];
  quantity: number | null;
  /** Unit and food as written in the line. */
  unit: string | null;
  food: string | null;
  note: string;
  confidence: {
    quantity: number | null;
    unit: number | null;
    food: number | null;
    comment: number | null;
    average: number | null;
  };
}

const FOOD_BREAKS = new Set([",", ";", "(", ")", "[", "]"]);
const FOOD_BRIDGES = new Set<Label>(["PREP", "SIZE", "OTHER"]);

/**
 * Whether punctuation ends the food: a comma followed straight away by more of the food does not
 * ("2 skinless, boneless chicken breasts", "hot, scalded milk"): the words before it describe the
 * food rather than being it.
 */
function breaksFood(text: string, next: Label | undefined): boolean {
  return FOOD_BREAKS.has(text) && !(text === "," && next === "NAME");
}

/** Articles, which an amount in words brings with it ("half a lemon", "half an onion"). */
const ARTICLES: ReadonlySet<string> = new Set(["a", "an"]);

/**
 * Corrections of the model's labels that hold whatever the words: an article between an amount and
 * the food or unit belongs to the amount's phrase ("Half a vanilla bean"), never to the food.
 */
export function correctLabels(tokens: readonly Token[], labels: Label[]): Label[] {
  for (let index = 1; index + 1 < tokens.length; index++) {
    if (labels[index] !== "NAME" || labels[index - 1] !== "QTY") continue;
    if (!ARTICLES.has((tokens[index] as Token).text.toLowerCase())) continue;
    const next = labels[index + 1];
    if (next === "NAME" || next === "UNIT") labels[index] = "COMMENT";
  }
  return labels;
}

function amountOf(token: Token): number | null {
  if (token.value !== undefined) return token.value;
  return NUMBER_WORDS.get(token.text.toLowerCase()) ?? null;
}

function mean(values: number[]): number | null {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
}

/** The mean of the confidences at `indexes` that `counts` keeps (null for none), summed in order as `mean` does. */
function meanAt(confidences: number[], indexes: readonly number[], counts?: (index: number) => boolean): number | null {
  let sum = 0;
  let kept = 0;
  for (const index of indexes) {
    if (counts && !counts(index)) continue;
    sum += confidences[index] as number;
    kept += 1;
  }
  return kept ? sum / kept : null;
}

/** The mean confidence of the tokens other than punctuation. */
function meanOfWords(tokens: readonly Token[], confidences: number[]): number | null {
  let sum = 0;
  let kept = 0;
  for (let index = 0; index < tokens.length; index++) {
    if ((tokens[index] as Token).kind === "punct") continue;
    sum += confidences[index] as number;
    kept += 1;
  }
  return kept ? sum / kept : null;
}

/** Removes what is left of the cut-out parts: edge punctuation, empty brackets, doubled spaces. */
function tidy(part: string): string {
  let text = part
    .replace(/\(\s*\)|\[\s*\]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
  text = text.replace(/^[\s,;:/.\-–]+|[\s,;:/\-–]+$/gu, "");
  const wrapped = text.match(/^\((.*)\)$/u);
  if (wrapped && !wrapped[1]?.includes("(") && !wrapped[1]?.includes(")")) text = wrapped[1]?.trim() ?? "";
  if ((text.match(/\(/gu)?.length ?? 0) !== (text.match(/\)/gu)?.length ?? 0)) text = text.replace(/[()]/gu, "").trim();
  return text;
}

/**
 * Builds quantity, unit, food and note from labelled tokens. The first amount is the quantity
 * ("2 x 150g" is 300 g; a range keeps its lower end and the note keeps the range); the unit is the
 * first run of unit words after it outside brackets; the food runs from the first to the last name word before a
 * comma or bracket; all
 * the rest (sizes, preparation, comments, a second amount such as "(15 oz)") becomes the note, in
 * the writer's own words.
 */
export function assembleIngredient(
  input: string,
  tokens: Token[],
  labels: Label[],
  confidences: number[],
): ReadIngredient {
  const used = tokens.map(() => false);
  const depth: number[] = [];
  let open = 0;
  for (const token of tokens) {
    if (token.text === ")" || token.text === "]") open = Math.max(0, open - 1);
    depth.push(open);
    if (token.text === "(" || token.text === "[") open += 1;
  }
  const notePrefix: string[] = [];

  let quantity: number | null = null;
  let quantityAt = -1;
  const quantityConfidences: number[] = [];
  const firstAmount = labels.findIndex((label, index) => label === "QTY" && amountOf(tokens[index] as Token) !== null);
  if (firstAmount >= 0) {
    const token = tokens[firstAmount] as Token;
    quantity = amountOf(token);
    quantityAt = firstAmount;
    used[firstAmount] = true;
    quantityConfidences.push(confidences[firstAmount] as number);
    const following = firstAmount + 1;
    if (token.kind === "multiplier" && labels[following] === "QTY" && tokens[following]?.value !== undefined) {
      quantity = (quantity ?? 1) * (tokens[following]?.value as number);
      quantityAt = following;
      used[following] = true;
      quantityConfidences.push(confidences[following] as number);
    }
    if (token.kind === "range") notePrefix.push(token.text);
  }

  const unitIndexes: number[] = [];
  for (let index = quantityAt + 1; index < tokens.length; index++) {
    if (labels[index] !== "UNIT" || (depth[index] as number) > 0) continue;
    unitIndexes.push(index);
    for (let next = index + 1; next < tokens.length && labels[next] === "UNIT"; next++) unitIndexes.push(next);
    break;
  }
  if (unitIndexes.length === 0 && quantityAt < 0) {
    const first = labels.indexOf("UNIT");
    if (first >= 0) unitIndexes.push(first);
  }
  for (const index of unitIndexes) used[index] = true;
  const unit = unitIndexes.length
    ? input.slice(
        (tokens[unitIndexes[0] as number] as Token).start,
        (tokens[unitIndexes.at(-1) as number] as Token).end,
      )
    : null;

  const foodIndexes: number[] = [];
  const firstName = labels.indexOf("NAME");
  if (firstName >= 0) {
    let last = firstName;
    // The food may enclose preparation or size words ("salt and freshly ground black pepper") but
    // ends at a comma, a bracket, a comment or another amount.
    for (let index = firstName; index < tokens.length; index++) {
      const label = labels[index];
      const text = (tokens[index] as Token).text;
      if (label === "NAME") last = index;
      else if (label === "PUNC" ? breaksFood(text, labels[index + 1]) : !FOOD_BRIDGES.has(label as Label)) break;
    }
    for (let index = firstName; index <= last; index++) foodIndexes.push(index);
  }
  for (const index of foodIndexes) used[index] = true;
  const food = foodIndexes.length
    ? input.slice(
        (tokens[foodIndexes[0] as number] as Token).start,
        (tokens[foodIndexes.at(-1) as number] as Token).end,
      )
    : null;

  const parts: string[] = [...notePrefix];
  const noteConfidences: number[] = [];
  let runStart = -1;
  const closeRun = (end: number) => {
    if (runStart < 0) return;
    const text = tidy(input.slice((tokens[runStart] as Token).start, (tokens[end] as Token).end));
    // An article left alone once the amount and food are taken out ("half a lemon") says nothing.
    if (text && !ARTICLES.has(text.toLowerCase())) parts.push(text);
    runStart = -1;
  };
  tokens.forEach((token, index) => {
    if (used[index]) {
      closeRun(index - 1);
      return;
    }
    if (token.kind !== "punct") noteConfidences.push(confidences[index] as number);
    if (runStart < 0) runStart = index;
  });
  closeRun(tokens.length - 1);

  const confidence = {
    quantity: mean(quantityConfidences),
    unit: meanAt(confidences, unitIndexes),
    food: meanAt(confidences, foodIndexes, (index) => labels[index] === "NAME"),
    comment: mean(noteConfidences),
    average: meanOfWords(tokens, confidences),
  };
  return { input, tokens, labels, confidences, quantity, unit, food, note: parts.join(", "), confidence };
}
