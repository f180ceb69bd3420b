/** Quantity fractions are shown with a denominator of at most this (SPEC §9). */
export const MAX_FRACTION_DENOMINATOR = 10;

/** How far a fraction may be from the true quantity before the decimal form is shown instead. */
const FRACTION_TOLERANCE = 0.01;

export interface DisplayUnit {
  name: string;
  pluralName?: string | null;
  abbreviation?: string | null;
  pluralAbbreviation?: string | null;
  useAbbreviation?: boolean | null;
  /** False when the unit reads better in decimals (grams, millilitres). */
  fraction?: boolean | null;
}

export interface DisplayFood {
  name: string;
  pluralName?: string | null;
}

export interface DisplayIngredient {
  quantity?: number | null;
  unit?: DisplayUnit | null;
  food?: DisplayFood | null;
  note?: string | null;
}

/** Decimal formats by locale: made once each, as the recipe page formats every line with one. */
const decimalFormats = new Map<string, Intl.NumberFormat>();

/**
 * A decimal as the reader's language writes it ("1.5", "1,5"), to three places, in the same Latin
 * digits as the fractions beside it. Without a locale, as JavaScript writes numbers (stored texts).
 */
function decimal(value: number, locale: string | undefined): string {
  const rounded = Math.round(value * 1000) / 1000;
  if (!locale) return String(rounded);
  let format = decimalFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false, numberingSystem: "latn" });
    decimalFormats.set(locale, format);
  }
  return format.format(rounded);
}

/**
 * "1 1/2", "1/3", "2"; a decimal when no small fraction is close enough, or when the unit reads in
 * decimals, written as `locale` writes decimals (none: as stored texts write them, "1.5").
 */
export function formatQuantity(quantity: number, asFraction = true, locale?: string): string {
  if (!asFraction || quantity < 0) return decimal(quantity, locale);
  const whole = Math.floor(quantity);
  const rest = quantity - whole;
  if (rest < FRACTION_TOLERANCE) return String(whole);
  if (1 - rest < FRACTION_TOLERANCE) return String(whole + 1);
  let best = { numerator: 0, denominator: 1, error: Number.POSITIVE_INFINITY };
  for (let denominator = 2; denominator <= MAX_FRACTION_DENOMINATOR; denominator++) {
    const numerator = Math.round(rest * denominator);
    const error = Math.abs(rest - numerator / denominator);
    if (numerator > 0 && numerator < denominator && error < best.error - 1e-9) best = { numerator, denominator, error };
  }
  if (best.error > FRACTION_TOLERANCE) return decimal(quantity, locale);
  const fraction = `${best.numerator}/${best.denominator}`;
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/** Plural forms are used above one and for zero ("0 cups"), as the recipe page does. */
export function wantsPlural(quantity: number | null | undefined): boolean {
  return quantity != null && (quantity > 1 || quantity === 0);
}

/** The unit as written: its abbreviation when it asks for one, in the plural when `plural`. */
export function unitText(unit: DisplayUnit, plural: boolean): string {
  if (unit.useAbbreviation && unit.abbreviation) {
    return (plural && unit.pluralAbbreviation) || unit.abbreviation;
  }
  return (plural && unit.pluralName) || unit.name;
}

/**
 * An ingredient as one line: quantity, unit, food and note. With amounts disabled (the recipe's
 * `disableAmount` setting) the line is the note alone, the food's name when there is no note.
 */
export function ingredientDisplay(ingredient: DisplayIngredient, disableAmount: boolean): string {
  const note = ingredient.note?.trim() ?? "";
  if (disableAmount) return note || (ingredient.food?.name ?? "");
  const { quantity, unit, food } = ingredient;
  const plural = wantsPlural(quantity);
  const parts: string[] = [];
  if (quantity) parts.push(formatQuantity(quantity, unit?.fraction !== false));
  if (unit) parts.push(unitText(unit, plural));
  if (food) parts.push((plural && food.pluralName) || food.name);
  if (note) parts.push(note);
  return parts.join(" ").trim();
}
