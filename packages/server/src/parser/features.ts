import { NUMBER_WORDS, PREPARATION_HINTS, SIZE_WORDS, singular, UNIT_WORDS } from "./lexicon.js";
import type { Token } from "./tokenizer.js";

/** What each token of a line is; the order is the model's label index. */
export const LABELS = ["QTY", "UNIT", "SIZE", "NAME", "PREP", "COMMENT", "PURPOSE", "PUNC", "OTHER"] as const;
export type Label = (typeof LABELS)[number];

/** The form of a token the model and the scorer compare: lower-case singular words, rounded amounts. */
export function tokenKey(token: Token): string {
  switch (token.kind) {
    case "number":
      return `#${Math.round((token.value ?? 0) * 100) / 100}`;
    case "range":
      return `#${Math.round((token.value ?? 0) * 100) / 100}-${Math.round((token.high ?? 0) * 100) / 100}`;
    case "multiplier":
      return `#${token.value}x`;
    case "word":
      return singular(token.text);
    case "punct":
      return token.text;
  }
}

function shape(token: Token): string {
  if (token.kind !== "word") return token.kind;
  const text = token.text;
  const first = text[0] ?? "";
  const capital = first !== first.toLowerCase();
  const allCaps = capital && text === text.toUpperCase() && text.length > 1;
  const hyphen = text.includes("-") ? "-" : "";
  const length = text.length <= 2 ? "s" : text.length <= 5 ? "m" : "l";
  return `${allCaps ? "AA" : capital ? "Aa" : "aa"}${hyphen}${length}`;
}

function wordClass(token: Token | undefined): string {
  if (!token) return "none";
  if (token.kind !== "word") return token.kind === "punct" ? token.text : "num";
  const lower = token.text.toLowerCase();
  if (UNIT_WORDS.has(lower)) return "unit";
  if (SIZE_WORDS.has(lower)) return "size";
  if (NUMBER_WORDS.has(lower)) return "numword";
  return "w";
}

/**
 * The features of a token on its own (its text and kind): the parser caches their summed weights
 * per distinct token, since the same words come back line after line.
 */
export function tokenFeatures(token: Token): string[] {
  const lower = token.text.toLowerCase();
  const key = tokenKey(token);
  const numberKey = token.kind === "word" || token.kind === "punct" ? key : token.kind;
  const features = [
    "b",
    `w=${numberKey}`,
    `lw=${lower}`,
    `sh=${shape(token)}`,
    `c=${wordClass(token)}`,
    `p3=${lower.slice(0, 3)}`,
    `p4=${lower.slice(0, 4)}`,
    `s3=${lower.slice(-3)}`,
    `s4=${lower.slice(-4)}`,
    `s2=${lower.slice(-2)}`,
  ];
  if (PREPARATION_HINTS.has(lower)) features.push("prep");
  return features;
}

/** What the context templates read about a line, computed once per line. */
export interface LineContext {
  count: number;
  keys: string[];
  classes: string[];
  /** The key, or the kind for amounts ("number", "range"). */
  forms: string[];
  brackets: string[];
  commas: string[];
  classWhere: string[];
  numberBefore: string[];
  endings: (string | null)[];
  cues: string[];
}

/** The `classWhere` column: a token's class and whether it sits inside brackets. */
export function classWhereOf(wordClassName: string, inBrackets: "0" | "1"): string {
  return `${wordClassName}|${inBrackets}`;
}

/**
 * Words after which the rest of a line tends to change role: alternatives ("or"), examples ("such
 * as", "like"), extra amounts ("plus"), purposes ("for"), approximations ("about").
 */
const CUE_WORDS: ReadonlySet<string> = new Set([
  "or",
  "such",
  "like",
  "preferably",
  "plus",
  "for",
  "about",
  "with",
  "without",
  "from",
  "to",
  "into",
  "each",
  "if",
  "and",
  "at",
]);
/** A cue's column values: as it is, and once a comma or bracket has come since (`or,`). */
const CUE_VALUES: ReadonlyMap<string, readonly [string, string]> = new Map(
  ["-", ...CUE_WORDS].map((cue) => [cue, [cue, `${cue},`] as const]),
);
/** Punctuation that closes the phrase a cue word opened. */
const PAUSES: ReadonlySet<string> = new Set([",", ";", "(", ")", "[", "]", ":"]);

/**
 * Walks a line's tokens with where each one sits: inside brackets or not, after how many commas or
 * semicolons (0, 1, or 2 for more), whether an amount came before it, and the last cue word before
 * it (`-` for none, with a trailing comma when a comma or bracket has come since).
 */
export function walkLine(
  tokens: readonly Token[],
  visit: (index: number, inBrackets: "0" | "1", commas: "0" | "1" | "2", numberBefore: "0" | "1", cue: string) => void,
): void {
  let open = 0;
  let commas = 0;
  let seenNumber = false;
  let cue = CUE_VALUES.get("-") as readonly [string, string];
  let paused = 0;
  tokens.forEach((token, index) => {
    if (token.text === ")" || token.text === "]") open = Math.max(0, open - 1);
    visit(
      index,
      open > 0 ? "1" : "0",
      commas === 0 ? "0" : commas === 1 ? "1" : "2",
      seenNumber ? "1" : "0",
      cue[paused],
    );
    if (token.text === "(" || token.text === "[") open += 1;
    if (token.text === "," || token.text === ";") commas += 1;
    if (token.kind === "punct") {
      if (PAUSES.has(token.text)) paused = 1;
    } else if (token.kind === "word") {
      const found = CUE_VALUES.get(token.text.toLowerCase());
      if (found) {
        cue = found;
        paused = 0;
      }
    } else seenNumber = true;
  });
}

export function lineContext(tokens: readonly Token[]): LineContext {
  const keys = tokens.map(tokenKey);
  const classes = tokens.map(wordClass);
  const context: LineContext = {
    count: tokens.length,
    keys,
    classes,
    forms: tokens.map((token, index) =>
      token.kind === "word" || token.kind === "punct" ? (keys[index] as string) : token.kind,
    ),
    brackets: [],
    commas: [],
    classWhere: [],
    numberBefore: [],
    endings: [],
    cues: [],
  };
  walkLine(tokens, (index, inBrackets, commas, numberBefore, cue) => {
    const token = tokens[index] as Token;
    context.brackets.push(inBrackets);
    context.commas.push(commas);
    context.classWhere.push(classWhereOf(classes[index] as string, inBrackets));
    context.numberBefore.push(numberBefore);
    context.cues.push(cue);
    const lower = token.text.toLowerCase();
    context.endings.push(lower.endsWith("ed") || lower.endsWith("ly") ? lower.slice(-2) : null);
  });
  return context;
}

/** The per-token values of a line that context templates read (`position` is computed from the index). */
export type Column =
  | "position"
  | "key"
  | "keyOrNumber"
  | "class"
  | "form"
  | "bracket"
  | "comma"
  | "numberBefore"
  | "classWhere"
  | "ending"
  | "cue";

/** One part of a context feature: a column read `offset` tokens away, `edge` past either end of the line. */
export interface TemplatePart {
  column: Column;
  offset: number;
  edge: string;
}

/**
 * A context feature: its name and one or two parts (`name=a` or `name=a|b`); a part without a value
 * (an `ending` of a word without one) leaves the feature out. Declared as data, so that the parser
 * can read the same features as integer ids instead of building their strings.
 */
export interface ContextTemplate {
  name: string;
  first: TemplatePart;
  second?: TemplatePart;
}

const part = (column: Column, offset = 0, edge = ""): TemplatePart => ({ column, offset, edge });
const before = (column: Column, offset: number) => part(column, offset, "<s>");
const after = (column: Column, offset: number) => part(column, offset, "</s>");

export const CONTEXT_TEMPLATES: readonly ContextTemplate[] = [
  { name: "pos", first: part("position") },
  { name: "br", first: part("bracket") },
  { name: "cm", first: part("comma") },
  { name: "nb", first: part("numberBefore") },
  { name: "w-1", first: before("keyOrNumber", -1) },
  { name: "w-2", first: before("key", -2) },
  { name: "w+1", first: after("keyOrNumber", 1) },
  { name: "w+2", first: after("key", 2) },
  { name: "c-1", first: before("class", -1) },
  { name: "c+1", first: after("class", 1) },
  { name: "c-2", first: before("class", -2) },
  { name: "c+2", first: after("class", 2) },
  { name: "w-1w", first: before("key", -1), second: part("form") },
  { name: "ww+1", first: part("form"), second: after("key", 1) },
  { name: "c-1c", first: before("class", -1), second: part("class") },
  { name: "cc+1", first: part("class"), second: after("class", 1) },
  { name: "brw", first: part("bracket"), second: part("form") },
  { name: "cmw", first: part("comma"), second: part("form") },
  { name: "cmc", first: part("comma"), second: part("classWhere") },
  { name: "sfx", first: part("ending"), second: part("comma") },
  { name: "w-1w+1", first: before("key", -1), second: after("key", 1) },
  { name: "w+1w+2", first: after("key", 1), second: after("key", 2) },
  { name: "cue", first: part("cue") },
  { name: "cuew", first: part("cue"), second: part("form") },
  { name: "cuec", first: part("cue"), second: part("classWhere") },
];

/** Where a token sits in its line, as the `position` column reads it. */
export function positionOf(index: number, count: number): string {
  return index === 0 ? "first" : index === count - 1 ? "last" : index < 3 ? "early" : "later";
}

/** A column's value at a token; null when the token has none. */
export function columnValue(line: LineContext, column: Column, index: number): string | null {
  switch (column) {
    case "position":
      return positionOf(index, line.count);
    case "key":
      return line.keys[index] as string;
    case "keyOrNumber":
      return line.classes[index] === "num" ? "num" : (line.keys[index] as string);
    case "class":
      return line.classes[index] as string;
    case "form":
      return line.forms[index] as string;
    case "bracket":
      return line.brackets[index] as string;
    case "comma":
      return line.commas[index] as string;
    case "numberBefore":
      return line.numberBefore[index] as string;
    case "classWhere":
      return line.classWhere[index] as string;
    case "ending":
      return line.endings[index] ?? null;
    case "cue":
      return line.cues[index] as string;
  }
}

/** A template part's value at a token: its column `offset` tokens away, or the edge past the line. */
export function partValue(line: LineContext, templatePart: TemplatePart, index: number): string | null {
  const at = index + templatePart.offset;
  if (at < 0 || at >= line.count) return templatePart.edge;
  return columnValue(line, templatePart.column, at);
}

/**
 * The features of each token in its line: its neighbours two either side, where it sits (position,
 * inside brackets, after which comma), whether an amount came before it and the last cue word
 * before it ("or", "such", "plus", "for"…), which often decides between food, alternative and note.
 */
export function contextFeatures(tokens: readonly Token[]): string[][] {
  const line = lineContext(tokens);
  return tokens.map((_, index) => {
    const features: string[] = [];
    for (const template of CONTEXT_TEMPLATES) {
      const first = partValue(line, template.first, index);
      if (first === null) continue;
      if (!template.second) {
        features.push(`${template.name}=${first}`);
        continue;
      }
      const second = partValue(line, template.second, index);
      if (second !== null) features.push(`${template.name}=${first}|${second}`);
    }
    return features;
  });
}

/**
 * Every feature of every token: its own (`tokenFeatures`) and those of its place in the line
 * (`contextFeatures`).
 *
 * `convention` names an older labelling convention of the training data (the NYT set calls "large"
 * a unit, for one). Its lines get a second copy of every feature prefixed with it, so that the
 * convention's quirks are learnt by those copies and the shared weights keep today's convention
 * (Daumé's "frustratingly easy" domain adaptation). Parsing never passes one.
 */
export function lineFeatures(tokens: readonly Token[], convention?: string): string[][] {
  const context = contextFeatures(tokens);
  return tokens.map((token, index) => {
    const features = [...tokenFeatures(token), ...(context[index] as string[])];
    return convention ? [...features, ...features.map((feature) => `${convention}:${feature}`)] : features;
  });
}
