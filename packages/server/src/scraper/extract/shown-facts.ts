import type { CheerioAPI } from "cheerio";
import type { AnyNode } from "domhandler";
import { minutesOf } from "./durations.js";
import { cleanText } from "./text.js";
import { normaliseYield } from "./yields.js";

/** A label that introduces a recipe's yield ("Serves", "Makes:", "Portionen", "Ración para:"). */
const YIELD_LABEL =
  /^(?:ración para|portions?|portionen|porciones|servings|raciones|porzioni|porções|μερίδες|serves|yields|porcje|porcji|yield|makes|adag)(?!\p{L})\s*[:：]?\s*/iu;
/** A count followed by what it counts ("4 servings", "4 adag", "2 personas"). */
const COUNTED_SERVINGS =
  /^\d+(?:\s*[-–]\s*\d+)?\s*(?:servings?|portions?|portionen|porciones|porções|personas|personnes|personen|persone|porzioni|porcje|porcji|adag|people|μερίδες)\b/iu;
const MAX_TEXT_LENGTH = 60;
/** How many texts after a bare label may hold its value (the label and the count often sit in separate boxes). */
const VALUE_LOOKAHEAD = 3;

/** The page's visible texts in order, one per text node, scripts and hidden templates left out. */
function pageTexts($: CheerioAPI): string[] {
  const texts: string[] = [];
  const visit = (node: AnyNode) => {
    if (node.type === "text") {
      const text = cleanText(node.data);
      if (text) texts.push(text);
      return;
    }
    if (node.type !== "tag" && node.type !== "root") return;
    if (node.type === "tag" && /^(script|style|noscript|svg|head|template|select|option)$/.test(node.name)) return;
    for (let index = node.children.length - 1; index >= 0; index--) pending.push(node.children[index] as AnyNode);
  };
  // A stack rather than recursion: a page of unclosed tags is a tree deeper than the call stack.
  const pending: AnyNode[] = [];
  const body = $("body").get(0) ?? $.root().get(0);
  if (body) pending.push(body);
  for (let node = pending.pop(); node; node = pending.pop()) visit(node);
  return texts;
}

/** The value a label introduces: the rest of its own text, else a text among the few that follow it. */
function labelledValue(texts: string[], index: number, labelLength: number, accepts: (value: string) => boolean) {
  const rest = (texts[index] ?? "").slice(labelLength);
  if (rest) return accepts(rest) ? rest : null;
  const value = texts.slice(index + 1, index + 1 + VALUE_LOOKAHEAD).find((next) => /\d/.test(next));
  return value && value.length <= MAX_TEXT_LENGTH && accepts(value) ? value : null;
}

/**
 * The yield a page shows in its text when its markup gives none: "Serves 4", "Makes: 12 cookies",
 * a "Servings" label beside a "4", "4 adag". The first one on the page, normalised like a declared
 * yield. Null when the page shows none.
 */
function shownYield(texts: string[]): string | null {
  for (const [index, text] of texts.entries()) {
    if (text.length > MAX_TEXT_LENGTH) continue;
    if (COUNTED_SERVINGS.test(text)) return normaliseYield(text);
    const label = YIELD_LABEL.exec(text);
    if (!label) continue;
    const value = labelledValue(texts, index, label[0].length, (candidate) => /^\d/.test(candidate));
    if (!value) continue;
    // "4 servings" speaks for itself; otherwise the label says what the number counts ("Makes 12 latkes" → items).
    return normaliseYield(COUNTED_SERVINGS.test(value) ? value : `${label[0]} ${value}`);
  }
  return null;
}

/** Labels of the times a recipe shows, per kind; longer labels first so "Cook time" is not read as "Cook". */
const TIME_LABELS = {
  prepTime:
    /^(?:tiempo de preparación|temps de préparation|vorbereitungszeit|preparation time|zubereitungszeit|bereidingstijd|voorbereiding|vorbereitung|preparation|préparation|preparación|prep time|prep)(?!\p{L})\s*[:：]?\s*/iu,
  cookTime:
    /^(?:tiempo de cocción|temps de cuisson|cooking time|baking time|cook time|kochzeit|backzeit|kooktijd|cooking|garzeit|cuisson|cocción|baktijd|cook|bake)(?!\p{L})\s*[:：]?\s*/iu,
  totalTime: /^(?:tiempo total|temps total|totale tijd|total time|gesamtzeit|ready in|total)(?!\p{L})\s*[:：]?\s*/iu,
} as const;
/** A duration as pages write it: a number and a time unit ("25 mins", "1 hr 20 min", "1 Std."). */
const DURATION =
  /^\d+(?:[.,]\d+)?\s*(?:-\s*\d+\s*)?(?:min|mins|minutes?|minuten|minutos|hr|hrs|hours?|h|std|stunden?|heures?|horas?|uur)\b/iu;

type ShownTimes = Record<keyof typeof TIME_LABELS, number | null>;

/** Preparation, cooking and total times a page shows as labelled text ("Prep: 10 mins", "Cook" beside "25 min"). */
function shownTimes(texts: string[]): ShownTimes {
  const times: ShownTimes = { prepTime: null, cookTime: null, totalTime: null };
  for (const [index, text] of texts.entries()) {
    if (text.length > MAX_TEXT_LENGTH) continue;
    for (const kind of ["prepTime", "cookTime", "totalTime"] as const) {
      if (times[kind] !== null) continue;
      const label = TIME_LABELS[kind].exec(text);
      if (!label) continue;
      const value = labelledValue(texts, index, label[0].length, (candidate) => DURATION.test(candidate));
      if (value) times[kind] = minutesOf(value);
    }
  }
  if (times.totalTime === null && (times.prepTime || times.cookTime)) {
    times.totalTime = (times.prepTime ?? 0) + (times.cookTime ?? 0);
  }
  return times;
}

export interface ShownFacts extends ShownTimes {
  yields: string | null;
}

/**
 * The yield and times a page shows in its text, for pages whose markup leaves them out. Each is
 * the first one found; null when the page shows none.
 */
export function readShownFacts($: CheerioAPI): ShownFacts {
  const texts = pageTexts($);
  return { yields: shownYield(texts), ...shownTimes(texts) };
}
