import type { CheerioAPI } from "cheerio";
import { isRecord } from "./site-readers/embedded-json.js";
import { cleanText } from "./text.js";

/** The recipe a JavaScript app ships as its page state, when the page has no recipe markup. */
export interface AppStateRecipe {
  ingredients: string[];
  steps: string[];
}

/** Keys of a recipe object's ingredient list and of its method, in the names apps give them. */
const INGREDIENT_LIST = /^(?:recipe)?ingredients?(?:list|lines)?$/i;
const STEP_LIST = /^(?:recipe)?(?:instructions?|steps|directions|method|preparation)(?:steps|instructions)?$/i;
/** Keys of one ingredient object: the whole line, else its amount, unit and name. */
const LINE_KEYS = /^(?:text|line|raw|original|originaltext|display|displaytext|fulltext)$/i;
const AMOUNT_KEY = /quantity|amount|^qty$/i;
const UNIT_KEY = /unit/i;
const NAME_KEY = /^(?:name|title|ingredient|food|product)(?:name)?$/i;
/** Keys of one step object's text, and of a group's own list of lines. */
const STEP_TEXT_KEYS = /^(?:body|text|description|content|instruction|step|value)$/i;
const GROUP_LIST = /^(?:ingredients|items|lines|steps|instructions)$/i;

/** How a chunk of a Next.js RSC payload is pushed, up to its string's opening quote. */
const FLIGHT_PUSH = 'self.__next_f.push([1,"';
const MENTIONS_INGREDIENTS = /"(?:recipe)?ingredients?(?:list|lines)?"\s*:\s*\[/i;

/** Values walked per page at most: app state can be megabytes of product data. */
const MAX_VALUES = 200_000;

/**
 * The page state JavaScript frameworks embed for the browser to hydrate from: Next.js's
 * `__NEXT_DATA__` and its React Server Components payload (`self.__next_f.push([1,"…"])` scripts, rows
 * of `id:JSON`), other `application/json` scripts, and Inertia's `data-page` attribute.
 */
function stateValues($: CheerioAPI): unknown[] {
  const values: unknown[] = [];
  const parse = (text: string) => {
    // Only state that names an ingredient list is worth parsing: most of it is layout and products.
    if (!MENTIONS_INGREDIENTS.test(text)) return;
    try {
      values.push(JSON.parse(text));
    } catch {
      // Not JSON after all: nothing to read.
    }
  };
  $('script[type="application/json" i]').each((_index, element) => parse($(element).text()));
  $("[data-page]").each((_index, element) => parse($(element).attr("data-page") ?? ""));
  let flight = "";
  $("script:not([src])").each((_index, element) => {
    const code = $(element).text();
    if (!code.startsWith(FLIGHT_PUSH)) return;
    const end = code.lastIndexOf('"])');
    if (end < FLIGHT_PUSH.length) return;
    try {
      flight += JSON.parse(code.slice(FLIGHT_PUSH.length - 1, end + 1)) as string;
    } catch {
      // A chunk that is no JSON string.
    }
  });
  for (const row of flight.split("\n")) {
    const json = /^[0-9a-f]+:(?=[[{])/.exec(row);
    if (json) parse(row.slice(json[0].length));
  }
  return values;
}

/** A field's text, unless it is empty or one of the RSC payload's `$` references. */
const textOf = (value: unknown): string => {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string" || value.startsWith("$")) return "";
  return cleanText(value);
};

const firstKey = (item: Record<string, unknown>, pattern: RegExp, read: (value: unknown) => string): string => {
  for (const [key, value] of Object.entries(item)) {
    if (!pattern.test(key)) continue;
    const text = read(value);
    if (text) return text;
  }
  return "";
};

const amountOf = (value: unknown): string => (value === 0 ? "" : textOf(value));
const unitOf = (value: unknown): string => (isRecord(value) ? firstKey(value, NAME_KEY, textOf) : textOf(value));

/** The lines of a list: strings as they are, objects by their text (one level of groups flattened). */
function linesOf(list: unknown[], line: (item: Record<string, unknown>) => string, depth = 0): string[] {
  const lines: string[] = [];
  for (const item of list) {
    if (typeof item === "string") {
      const text = textOf(item);
      if (text) lines.push(text);
    } else if (isRecord(item)) {
      // A group ({ title, items: […] }) stands for its lines, whatever its own name.
      const inner =
        depth === 0 && Object.entries(item).find(([key, value]) => GROUP_LIST.test(key) && Array.isArray(value));
      const text = inner ? "" : line(item);
      if (inner) lines.push(...linesOf(inner[1] as unknown[], line, 1));
      else if (text) lines.push(text);
    }
  }
  return lines;
}

/** One ingredient object's line: its own text, else amount, unit and name in that order. */
function ingredientLine(item: Record<string, unknown>): string {
  const whole = firstKey(item, LINE_KEYS, textOf);
  if (whole) return whole;
  const name = firstKey(item, NAME_KEY, textOf);
  if (!name) return "";
  return [firstKey(item, AMOUNT_KEY, amountOf), firstKey(item, UNIT_KEY, unitOf), name].filter(Boolean).join(" ");
}

const stepLine = (item: Record<string, unknown>): string => firstKey(item, STEP_TEXT_KEYS, textOf);

/**
 * The recipe in the page's app state: the object holding both an ingredient list (two lines or more)
 * and a method, the fullest such object when there are several. Null when the state holds none.
 */
export function readAppStateRecipe($: CheerioAPI): AppStateRecipe | null {
  let best: AppStateRecipe | null = null;
  let visited = 0;
  const consider = (object: Record<string, unknown>) => {
    let ingredients: string[] = [];
    let steps: string[] = [];
    for (const [key, value] of Object.entries(object)) {
      if (!Array.isArray(value)) continue;
      if (!ingredients.length && INGREDIENT_LIST.test(key)) ingredients = linesOf(value, ingredientLine);
      else if (!steps.length && STEP_LIST.test(key)) steps = linesOf(value, stepLine);
    }
    if (ingredients.length < 2 || !steps.length) return;
    if (!best || ingredients.length + steps.length > best.ingredients.length + best.steps.length)
      best = { ingredients, steps };
  };
  const walk = (value: unknown, depth: number) => {
    if (++visited > MAX_VALUES || depth > 40) return;
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === "object" && item !== null) walk(item, depth + 1);
    } else if (isRecord(value)) {
      consider(value);
      for (const item of Object.values(value)) if (typeof item === "object" && item !== null) walk(item, depth + 1);
    }
  };
  for (const value of stateValues($)) walk(value, 0);
  return best;
}
