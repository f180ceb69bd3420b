import { normalizeForSearch } from "../search-text.js";

export interface SearchTerm {
  /** Folded like recipes.search_text: lower case, no accents, single spaces. */
  text: string;
  /** A quoted phrase: matched as written, never corrected. */
  quoted: boolean;
}

export interface ParsedSearch {
  /** The whole query folded, quotes dropped: a recipe whose name holds it ranks first. */
  phrase: string;
  /** Every term must occur in a recipe's search text. */
  terms: SearchTerm[];
}

/**
 * Splits a search into the words and "quoted phrases" that must all occur (in any order) in a
 * recipe. An unclosed quote quotes the rest. Returns undefined when nothing searchable is left.
 */
export function parseSearch(input: string): ParsedSearch | undefined {
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  const add = (text: string, quoted: boolean) => {
    if (!text || seen.has(text)) return;
    seen.add(text);
    terms.push({ text, quoted });
  };
  const parts = input.split('"');
  parts.forEach((part, index) => {
    if (index % 2 === 1) add(normalizeForSearch(part), true);
    else for (const word of normalizeForSearch(part).split(" ")) add(word, false);
  });
  if (terms.length === 0) return undefined;
  return { phrase: normalizeForSearch(input), terms };
}
