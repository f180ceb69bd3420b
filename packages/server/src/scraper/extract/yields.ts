import { cleanText } from "./text.js";

/** Things a recipe can make besides servings, as [singular, plural]; the page's word picks one. */
const YIELD_UNITS: [string, string][] = [
  ["dozen", "dozen"],
  ["batch", "batches"],
  ["cake", "cakes"],
  ["cupcake", "cupcakes"],
  ["sandwich", "sandwiches"],
  ["bun", "buns"],
  ["cookie", "cookies"],
  ["muffin", "muffins"],
  ["loaf", "loaves"],
  ["pie", "pies"],
  ["cup", "cups"],
  ["pint", "pints"],
  ["quart", "quarts"],
  ["tart", "tarts"],
  ["slice", "slices"],
  ["square", "squares"],
  ["piece", "pieces"],
  ["roll", "rolls"],
  ["bar", "bars"],
  ["brownie", "brownies"],
  ["donut", "donuts"],
  ["doughnut", "doughnuts"],
  ["pancake", "pancakes"],
  ["crepe", "crepes"],
  ["churro", "churros"],
  ["skewer", "skewers"],
  ["bowl", "bowls"],
  ["layer", "layers"],
  ["jar", "jars"],
  ["glass", "glasses"],
  ["wrap", "wraps"],
  ["taco", "tacos"],
  ["burger", "burgers"],
  ["pizza", "pizzas"],
  ["ball", "balls"],
  ["bite", "bites"],
  ["scone", "scones"],
  ["biscuit", "biscuits"],
  ["waffle", "waffles"],
  ["popsicle", "popsicles"],
  ["truffle", "truffles"],
];
const ITEM_WORDS = /\b(items?|pieces?|stuks?|stück|pièces?|makes|pcs)\b/i;
/**
 * Two numbers joined as a range. A match starts where a number does (`(?<!\d)`): it would anyway, but
 * without saying so every digit of a long run of digits would be tried as a start, each reading the
 * run to its end.
 */
const RANGE = /(?<!\d)(\d+(?:[.,]\d+)?)\s*(?:-|–|—|to|or|bis|à|a|tot|til)\s*(\d+(?:[.,]\d+)?)/i;
const FIRST_NUMBER = /(\d+(?:[.,]\d+)?)/;
const PLAIN_NUMBER = /^\s*\d+(?:[.,]\d+)?\s*$/;
const UNIT_WORDS = new RegExp(`\\b(${YIELD_UNITS.flat().join("|")})\\b`, "i");

/** What a yield text says is made: the first known unit word in it, else items or servings. */
function yieldPhrase(count: number, text: string): string {
  const word = UNIT_WORDS.exec(text)?.[1]?.toLowerCase();
  const unit = word ? YIELD_UNITS.find(([singular, plural]) => word === singular || word === plural) : undefined;
  if (unit) return `${count} ${count === 1 ? unit[0] : unit[1]}`;
  if (ITEM_WORDS.test(text)) return `${count} ${count === 1 ? "item" : "items"}`;
  return `${count} ${count === 1 ? "serving" : "servings"}`;
}

function countIn(text: string): number | null {
  const numberText = RANGE.exec(text)?.[2] ?? FIRST_NUMBER.exec(text)?.[1];
  const count = numberText ? Math.round(Number(numberText.replace(",", "."))) : Number.NaN;
  return Number.isFinite(count) && count > 0 ? count : null;
}

/**
 * A yield as one short phrase: "4 servings", "1 serving", "24 cookies", "2 loaves", "12 items".
 * Ranges keep the upper number ("4-6" → "6 servings"). A list such as ["8", "8 to 10 pancakes"]
 * takes its number from the plain number and what is made from the description. Null without a number.
 */
export function normaliseYield(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const texts = value.map((item) => (typeof item === "object" ? "" : cleanText(item))).filter(Boolean);
    const plain = texts.find((text) => PLAIN_NUMBER.test(text));
    const described = [...texts].reverse().find((text) => !PLAIN_NUMBER.test(text) && countIn(text));
    const count = plain ? countIn(plain) : null;
    if (count) return yieldPhrase(count, described ?? "");
    return described ? normaliseYield(described) : normaliseYield(value.find((item) => typeof item === "object"));
  }
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    return normaliseYield(record.value ?? record.maxValue ?? record.name);
  }
  const text = cleanText(value);
  const count = countIn(text);
  return count ? yieldPhrase(count, text) : null;
}

/** The number of servings a normalised yield stands for, when it counts servings. */
export function servingsOf(yieldText: string | null): number | null {
  const match = yieldText ? /^(\d+) servings?$/.exec(yieldText) : null;
  return match ? Number(match[1]) : null;
}
