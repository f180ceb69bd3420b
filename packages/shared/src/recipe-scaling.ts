import { type DisplayIngredient, formatQuantity, unitText, wantsPlural } from "./ingredient-display.js";

// Scaling is the reader's choice and never stored (SPEC §3: a recipe's `scale` is client-side only).

/** The smallest scale the step buttons go down to: an eighth of the recipe. */
export const MIN_RECIPE_SCALE = 1 / 8;
/** A scale past this is a typing slip rather than a kitchen. */
export const MAX_RECIPE_SCALE = 100;

/** An ingredient line split into what the recipe page styles separately. */
export interface IngredientParts {
  /** The scaled quantity as written ("1 1/2", "0.75"); empty without one. */
  quantity: string;
  unit: string;
  food: string;
  note: string;
}

/**
 * The ingredient at `scale`: its quantity times the scale as a fraction (denominators up to 10) unless
 * the unit reads in decimals, and plural unit and food names when the scaled quantity is over one or
 * zero. With amounts disabled only the note shows, or the food's name when there is no note.
 */
export function scaledIngredientParts(
  ingredient: DisplayIngredient,
  {
    scale = 1,
    disableAmount = false,
    locale,
  }: { scale?: number; disableAmount?: boolean /** The reader's language, for decimals. */; locale?: string } = {},
): IngredientParts {
  const note = ingredient.note?.trim() ?? "";
  if (disableAmount) return { quantity: "", unit: "", food: "", note: note || (ingredient.food?.name ?? "") };
  const { unit, food } = ingredient;
  const quantity = ingredient.quantity == null ? null : ingredient.quantity * scale;
  const plural = wantsPlural(quantity);
  return {
    quantity: quantity ? formatQuantity(quantity, unit?.fraction !== false, locale) : "",
    unit: unit ? unitText(unit, plural) : "",
    food: food ? (plural && food.pluralName) || food.name : "",
    note,
  };
}

/** The ingredient at `scale` as one line of text. */
export function scaledIngredientDisplay(
  ingredient: DisplayIngredient,
  options: { scale?: number; disableAmount?: boolean; locale?: string } = {},
): string {
  const { quantity, unit, food, note } = scaledIngredientParts(ingredient, options);
  return [quantity, unit, food, note].filter(Boolean).join(" ");
}

/** The unicode vulgar fractions and their values (also read by the server's ingredient tokenizer). */
export const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  "½": 1 / 2,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
  "⅐": 1 / 7,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
  "⅑": 1 / 9,
  "⅒": 1 / 10,
};
const VULGAR = Object.keys(VULGAR_FRACTIONS).join("");

/** One amount as people write it: "2", "1.5", "1,5", "1/2", "1 1/2", "½", "1½". */
const AMOUNT = `(?:\\d+\\s*[${VULGAR}]|\\d+\\s+\\d+\\s*/\\s*\\d+|\\d+\\s*/\\s*\\d+|\\d+(?:[.,]\\d+)?|[${VULGAR}])`;
const AMOUNT_OR_RANGE = new RegExp(`(${AMOUNT})(?:(\\s*(?:-|–|—|to)\\s*)(${AMOUNT}))?`);

/** The value of one amount matched by AMOUNT; null when it is not a number (a zero denominator). */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  const vulgar = trimmed.match(new RegExp(`^(\\d*)\\s*([${VULGAR}])$`));
  if (vulgar) return Number(vulgar[1] || 0) + (VULGAR_FRACTIONS[vulgar[2] as string] ?? 0);
  const fraction = trimmed.match(/^(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/);
  if (fraction) {
    const denominator = Number(fraction[3]);
    if (denominator === 0) return null;
    return Number(fraction[1] ?? 0) + Number(fraction[2]) / denominator;
  }
  const value = Number(trimmed.replace(",", "."));
  return trimmed !== "" && Number.isFinite(value) ? value : null;
}

/**
 * The recipe's yield at `scale`: its first amount (or range, "2-3 loaves") is multiplied, the rest of
 * the text stays ("Serves 4 (about 250 g each)" scales the 4, not the 250 g).
 */
export function scaleYield(recipeYield: string, scale: number): string {
  if (scale === 1) return recipeYield;
  const match = AMOUNT_OR_RANGE.exec(recipeYield);
  if (!match) return recipeYield;
  const [whole, low = "", separator, high] = match;
  const scaleOne = (amount: string) => {
    const value = parseAmount(amount);
    return value === null ? amount : formatQuantity(value * scale);
  };
  const scaled = high ? `${scaleOne(low)}${separator}${scaleOne(high)}` : scaleOne(low);
  return recipeYield.slice(0, match.index) + scaled + recipeYield.slice(match.index + whole.length);
}

/** A scale typed by the reader ("2", "1.5", "1/2"); null when it is not a usable scale. */
export function parseScale(text: string): number | null {
  const value = parseAmount(text);
  if (value === null || value < MIN_RECIPE_SCALE || value > MAX_RECIPE_SCALE) return null;
  return value;
}

/**
 * The next scale of the + and − buttons: whole steps above one, halving and doubling below it
 * (1 → 1/2 → 1/4 → 1/8), so that every step lands on a fraction a cook can measure.
 */
export function stepScale(scale: number, direction: 1 | -1): number {
  if (direction === 1) {
    const next = scale < 1 ? Math.min(1, scale * 2) : Math.floor(scale + 1e-9) + 1;
    return Math.min(next, MAX_RECIPE_SCALE);
  }
  const next = scale > 1 ? Math.ceil(scale - 1e-9) - 1 : scale / 2;
  return Math.max(next, MIN_RECIPE_SCALE);
}

/** The scale as shown on its button: "1/2", "1 1/2", "3". */
export function formatScale(scale: number): string {
  return formatQuantity(scale);
}
