import type { CheerioAPI } from "cheerio";
import { comparable } from "./compare-text.js";
import { cleanLines } from "./text.js";

const HEADING = /^h[1-6]$/;
const INLINE_TAGS = /<\/?\s*(?:a|span|em|strong|b|i|u|sup|sub|small|mark|abbr)\b[^>]*>/gi;
/** Shorter pieces match the start of too many texts to count as a line of their own. */
const MIN_PIECE_LENGTH = 4;
/** A step is written as sentences: a line that does not end like one (an ingredient's name, a label) is no step. */
const SENTENCE_END = /[.!?…)"”»]$/u;

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
 * matched but left out. Each line that starts the text is tried as the start. Null unless the page
 * shows the text as at least two lines.
 */
function linesSpelling(lines: ShownLine[], declared: string): string[] | null {
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
  for (const start of linesAt.get(0) ?? []) {
    const found: string[] = [];
    let matched = 0;
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
 * dropped). Null unless the page splits the text in at least two steps.
 */
export function stepsShownFor($: CheerioAPI, declared: string): string[] | null {
  return linesSpelling(shownLines($, "p, li, dd, h1, h2, h3, h4, h5, h6", true), declared);
}

/**
 * The ingredient lines a page lists for an ingredient text its data runs together ("2 eggs 250 ml
 * milk …", "2 eggs, 250 ml milk, …"): the list items that spell it out. Null unless there are at
 * least two.
 */
export function ingredientsShownFor($: CheerioAPI, declared: string): string[] | null {
  return linesSpelling(shownLines($, "li", false), declared);
}
