import type { CheerioAPI } from "cheerio";
import { type AnyNode, type Element, isTag, isText } from "domhandler";
import { comparable } from "./compare-text.js";
import { cleanLines, cleanText } from "./text.js";

const HEADING = /^h[1-6]$/;
const INLINE_TAGS = /<\/?\s*(?:a|span|em|strong|b|i|u|sup|sub|small|mark|abbr)\b[^>]*>/gi;
/** Shorter pieces match the start of too many texts to count as a line of their own. */
const MIN_PIECE_LENGTH = 4;
/** A step is written as sentences: a line that does not end like one (an ingredient's name, a label) is no step. */
const SENTENCE_END = /[.!?…)"”»]$/u;
/** How much of a method's declared text may be an introduction the page shows above its steps. */
const MAX_INTRO_SHARE = 0.2;

interface ShownLine {
  text: string;
  key: string;
  heading: boolean;
}

/** The page's lines in the given blocks, in page order: a block holding line breaks gives several. */
function shownLines($: CheerioAPI, blocks: string, sentencesOnly: boolean): ShownLine[] {
  const lines: ShownLine[] = [];
  for (const element of $("body").find(blocks).toArray()) {
    const heading = HEADING.test(element.name);
    for (const text of cleanLines(($(element).html() ?? "").replace(INLINE_TAGS, ""))) {
      if (sentencesOnly && !heading && !SENTENCE_END.test(text)) continue;
      const key = comparable(text);
      if (key.length >= MIN_PIECE_LENGTH) lines.push({ text, key, heading });
    }
  }
  return lines;
}

/**
 * The lines a page shows for a text its data runs together: lines of the given blocks that, in
 * page order, spell out exactly that text (letters and digits compared). Headings among them are
 * matched but left out. Each line that starts the text is tried as the start; with `introShare`,
 * the text may also open with an introduction of up to that share of its length that the page
 * shows apart from the lines (a sentence above the numbered steps), which is left out. Null unless
 * the page shows the text as at least two lines.
 */
function linesSpelling(lines: ShownLine[], declared: string, introShare = 0): string[] | null {
  const target = comparable(declared);
  if (!target) return null;
  // For each place in the text, the lines (in page order) whose letters stand there: each try from a
  // start then jumps from line to line instead of reading every later line of the page again.
  const linesAt = new Map<number, number[]>();
  for (const [index, line] of lines.entries()) {
    for (let at = target.indexOf(line.key); at >= 0; at = target.indexOf(line.key, at + 1)) {
      const list = linesAt.get(at);
      if (list) list.push(index);
      else linesAt.set(at, [index]);
    }
  }
  /** The first line from `from` on whose letters stand at `at` in the text, or -1. */
  const nextLine = (at: number, from: number): number => {
    const list = linesAt.get(at);
    if (!list) return -1;
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((list[middle] ?? -1) < from) low = middle + 1;
      else high = middle;
    }
    return list[low] ?? -1;
  };
  // Starts in page order: a line at the text's start, or after an introduction short enough.
  const maxIntro = Math.floor(target.length * introShare);
  const starts = [...linesAt.entries()]
    .filter(([at]) => at <= maxIntro)
    .flatMap(([at, indexes]) => indexes.map((index) => ({ at, index })))
    .sort((a, b) => a.index - b.index || a.at - b.at);
  for (const { at, index: start } of starts) {
    const found: string[] = [];
    let matched = at;
    for (let index = start; index >= 0; index = nextLine(matched, index + 1)) {
      const line = lines[index] as ShownLine;
      matched += line.key.length;
      if (!line.heading) found.push(line.text);
      if (matched === target.length) break;
    }
    if (matched === target.length) return found.length > 1 ? found : null;
  }
  return null;
}

/**
 * The steps a page shows for a method its data declares as one text: its paragraphs and list items
 * that spell the text out, each ending as a sentence does ("Preparation" headings among them
 * dropped, a short introduction the text opens with left out). Null unless the page splits the
 * text in at least two steps.
 */
export function stepsShownFor($: CheerioAPI, declared: string): string[] | null {
  return linesSpelling(shownLines($, "p, li, dd, h1, h2, h3, h4, h5, h6", true), declared, MAX_INTRO_SHARE);
}

/**
 * The ingredient lines a page lists for an ingredient text its data runs together ("2 eggs 250 ml
 * milk …", "2 eggs, 250 ml milk, …"): the list items that spell it out. Null unless there are at
 * least two.
 */
export function ingredientsShownFor($: CheerioAPI, declared: string): string[] | null {
  return linesSpelling(shownLines($, "li", false), declared);
}

/** Elements whose text never belongs to an ingredient row. */
const ROW_NOISE = new Set(["script", "style", "noscript", "template", "button", "select", "option", "svg", "iframe"]);
/** Inline formatting that splits no words: "<b>1</b>/2" reads "1/2", while cells and spans are apart. */
const WORD_INLINE = new Set(["a", "b", "strong", "em", "i", "u", "sup", "sub", "mark", "abbr"]);
/** An element with more text than this is a section or a paragraph, not one ingredient's row. */
const MAX_ROW_TEXT = 300;
/** How many more words than the declared line the element naming an ingredient may show. */
const MAX_EXTRA_LABEL_WORDS = 6;

const wordsOf = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/\u2044/g, "/")
    .toLowerCase()
    .split(/[^\p{L}\p{N}/]+/u)
    .filter(Boolean);

/** Whether `needle`'s words run, in order and together, inside `hay`'s. */
function holdsWords(hay: string[], needle: string[]): boolean {
  if (!needle.length || needle.length > hay.length) return false;
  outer: for (let start = 0; start + needle.length <= hay.length; start++) {
    for (let offset = 0; offset < needle.length; offset++) {
      if (hay[start + offset] !== needle[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/** The text a reader sees in an element: cells and blocks apart, inline formatting joined. */
function shownText(node: AnyNode): string {
  let out = "";
  // Nodes still to read, and " " where a block ends.
  const pending: (AnyNode | " ")[] = [node];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (current === " ") out += " ";
    else if (isText(current)) out += current.data;
    else if (isTag(current) && !ROW_NOISE.has(current.name)) {
      const apart = !WORD_INLINE.has(current.name);
      if (apart) {
        out += " ";
        pending.push(" ");
      }
      for (let index = current.children.length - 1; index >= 0; index--)
        pending.push(current.children[index] as AnyNode);
    }
  }
  return cleanText(out);
}

/**
 * The rows a page shows for ingredient lines its data gives without amounts ("popping corn" where
 * the page shows "½ cup | popping corn" in one row of a table or a list): each declared line is
 * found, in page order, as the deepest short element whose words hold it; its row is the largest
 * ancestor that holds no other line, at the level most rows share. Null unless every line is found,
 * at least half the declared lines lack an amount (data that left them out, not a list with a few
 * "salt to taste") and the rows give amounts to at least half of those.
 */
export function ingredientRowsFor($: CheerioAPI, declared: string[]): string[] | null {
  const wanted = declared.map(wordsOf);
  const body = $("body").get(0);
  if (wanted.length < 2 || wanted.some((words) => !words.length) || !body) return null;
  // Page order, and the words of every element short enough to be a row (its text built from its
  // children's, so the walk stays linear).
  const order: Element[] = [];
  const shortText = new Map<Element, string>();
  // Page order: the elements (noise left out) in one walk with a stack, as pages can nest deeper
  // than the call stack goes.
  const rowPart = (node: AnyNode): node is Element => isTag(node) && !ROW_NOISE.has(node.name);
  const stack: Element[] = [body];
  for (let element = stack.pop(); element; element = stack.pop()) {
    order.push(element);
    for (let index = element.children.length - 1; index >= 0; index--) {
      const child = element.children[index] as AnyNode;
      if (rowPart(child)) stack.push(child);
    }
  }
  // Backwards, every element comes after all it holds.
  for (let position = order.length - 1; position >= 0; position--) {
    const element = order[position] as Element;
    let text = "";
    let short = true;
    for (const child of element.children) {
      if (isText(child)) text += child.data;
      else if (rowPart(child)) {
        const inner = shortText.get(child);
        if (inner === undefined) short = false;
        else text += ` ${inner} `;
      }
      if (!short || text.length > MAX_ROW_TEXT * 4) {
        short = false;
        break;
      }
    }
    if (short && text.replace(/\s+/g, " ").trim().length <= MAX_ROW_TEXT) shortText.set(element, text);
  }
  const wordCache = new Map<Element, string[]>();
  const holds = (element: Element, words: string[]) => {
    const text = shortText.get(element);
    if (text === undefined) return false;
    let own = wordCache.get(element);
    if (!own) {
      own = wordsOf(text);
      wordCache.set(element, own);
    }
    return holdsWords(own, words);
  };
  const matches: Element[] = [];
  let from = 0;
  for (const words of wanted) {
    let match: Element | null = null;
    for (let index = from; !match && index < order.length; index++) {
      let found = order[index] as Element;
      if (!holds(found, words)) continue;
      // The deepest element that still holds the line: its label, or a sentence that names it.
      for (let deeper: Element | undefined = found; deeper; ) {
        found = deeper;
        deeper = found.children.find((child): child is Element => isTag(child) && holds(child, words));
      }
      // A label holds the line and a word or two more ("all-purpose flour" for "flour"); a
      // sentence that mentions the food (a description above the list) is passed over.
      if ((wordCache.get(found)?.length ?? 0) <= words.length + MAX_EXTRA_LABEL_WORDS) {
        match = found;
        from = order.indexOf(found, index) + 1;
      }
    }
    if (!match) return null;
    matches.push(match);
  }
  // How many matched elements each ancestor holds: a row holds exactly one.
  const held = new Map<AnyNode, number>();
  for (const match of matches) {
    for (let node: AnyNode | null = match; node; node = node.parent) held.set(node, (held.get(node) ?? 0) + 1);
  }
  const exclusive = (match: Element): Element[] => {
    const chain: Element[] = [match];
    for (let node = match.parent; node && isTag(node) && held.get(node) === 1; node = node.parent) chain.push(node);
    return chain;
  };
  const chains = matches.map(exclusive);
  const tagCounts = new Map<string, number>();
  for (const chain of chains) {
    const top = chain.at(-1) as Element;
    tagCounts.set(top.name, (tagCounts.get(top.name) ?? 0) + 1);
  }
  const rowTag = [...tagCounts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const rows: string[] = [];
  for (const chain of chains) {
    const row = [...chain].reverse().find((element) => element.name === rowTag);
    if (!row) return null;
    // A footnote mark after the row's words ("bay leaves *") points at a note elsewhere.
    rows.push(shownText(row).replace(/\s+\*+$/, ""));
  }
  const hasNumber = (text: string) => /\d/.test(comparable(text));
  const lacking = declared.filter((line) => !hasNumber(line)).length;
  const given = declared.filter((line, index) => !hasNumber(line) && hasNumber(rows[index] ?? "")).length;
  return given * 2 >= lacking && lacking * 2 >= declared.length ? rows : null;
}
