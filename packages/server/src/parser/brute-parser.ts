import { assembleIngredient, type ReadIngredient } from "./assemble.js";
import type { Label } from "./features.js";
import { MEASURE_UNITS, NUMBER_WORDS, PREPARATION_HINTS, SIZE_WORDS, UNIT_WORDS } from "./lexicon.js";
import { type Token, tokenize } from "./tokenizer.js";

const isAmount = (token: Token | undefined) =>
  token !== undefined && (token.kind === "number" || token.kind === "range" || token.kind === "multiplier");

/** "fl oz", "fl. oz": a unit spelled as two words. */
function twoWordUnit(tokens: Token[], index: number): number {
  const first = tokens[index]?.text.toLowerCase();
  if (first !== "fl" && first !== "fluid") return 0;
  let next = index + 1;
  if (tokens[next]?.text === ".") next++;
  const second = tokens[next]?.text.toLowerCase();
  return second === "oz" || second === "ounce" || second === "ounces" ? next - index + 1 : 0;
}

/**
 * The rule parser: leading amounts (digits, fractions, ranges, "2 x", amount words), then size
 * words, then a known unit (and "of"), then the food up to the first comma, bracket or "or";
 * everything after goes to the note. Predictable and fast; it knows nothing beyond its word lists.
 */
export function bruteLabels(tokens: Token[]): Label[] {
  const labels: Label[] = tokens.map((token) => (token.kind === "punct" ? "PUNC" : "COMMENT"));
  let index = 0;
  const skipBracketed = () => {
    if (tokens[index]?.text !== "(") return;
    const close = tokens.findIndex((token, at) => at > index && token.text === ")");
    if (close < 0) return;
    index = close + 1;
  };
  let sawAmount = false;
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    const lower = token.text.toLowerCase();
    const amountWord = token.kind === "word" && NUMBER_WORDS.has(lower) && (lower !== "a" || !sawAmount);
    if (isAmount(token) || (amountWord && !sawAmount)) {
      labels[index] = "QTY";
      sawAmount = true;
      index++;
      skipBracketed();
      continue;
    }
    break;
  }
  while (index < tokens.length && SIZE_WORDS.has((tokens[index] as Token).text.toLowerCase())) labels[index++] = "SIZE";
  const pairLength = twoWordUnit(tokens, index);
  if (pairLength > 0) {
    for (let at = index; at < index + pairLength; at++) labels[at] = tokens[at]?.kind === "punct" ? "PUNC" : "UNIT";
    index += pairLength;
  } else if (
    tokens[index] &&
    UNIT_WORDS.has((tokens[index] as Token).text.toLowerCase()) &&
    tokens.length > index + 1
  ) {
    labels[index++] = "UNIT";
    if (tokens[index]?.text === ".") index++;
  }
  const unitFound = labels.includes("UNIT");
  skipBracketed();
  if (tokens[index]?.text.toLowerCase() === "of") labels[index++] = "OTHER";
  while (index < tokens.length && PREPARATION_HINTS.has((tokens[index] as Token).text.toLowerCase())) {
    labels[index++] = "PREP";
  }
  while (index < tokens.length) {
    const token = tokens[index] as Token;
    const lower = token.text.toLowerCase();
    if (token.kind === "punct" && token.text !== "-" && token.text !== "'" && token.text !== "&") break;
    if (lower === "or" || (lower === "to" && tokens[index + 1]?.text.toLowerCase() === "taste")) break;
    labels[index] = token.kind === "punct" ? "PUNC" : "NAME";
    index++;
  }
  // "2 garlic cloves": a counting unit written after the food.
  const lastName = labels.lastIndexOf("NAME");
  const trailing = UNIT_WORDS.get(tokens[lastName]?.text.toLowerCase() ?? "");
  if (!unitFound && sawAmount && trailing && MEASURE_UNITS.has(trailing) && labels.indexOf("NAME") < lastName) {
    labels[lastName] = "UNIT";
  }
  return labels;
}

/** Reads a line with the rules; the rule parser has no measure of its own certainty, so its confidences are null. */
export function readWithRules(line: string): ReadIngredient {
  const tokens = tokenize(line);
  const labels = bruteLabels(tokens);
  const read = assembleIngredient(
    line,
    tokens,
    labels,
    tokens.map(() => 1),
  );
  return { ...read, confidence: { quantity: null, unit: null, food: null, comment: null, average: null } };
}
