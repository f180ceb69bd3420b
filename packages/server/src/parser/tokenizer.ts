/**
 * Splits an ingredient line into tokens. Amounts are read here once (unicode and mixed fractions,
 * decimal commas, ranges, "2 x" multipliers) so that the model, the rule parser and the scorer all
 * see the same pieces.
 */

import { VULGAR_FRACTIONS } from "@larder/shared";

export type TokenKind = "number" | "range" | "multiplier" | "word" | "punct";

export interface Token {
  text: string;
  kind: TokenKind;
  /** Offsets into the original line, so that notes keep the writer's own spelling and punctuation. */
  start: number;
  end: number;
  /** Amount of a number or multiplier token, lower end of a range. */
  value?: number;
  /** Upper end of a range. */
  high?: number;
}

const VF = `[${Object.keys(VULGAR_FRACTIONS).join("")}]`;
const SLASH = "[/⁄]";
// One amount: "1 1/2", "1-1/2", "1½", "1 ½", "1/2", "½", "1.5", "1,5", "1,000", "12".
const AMOUNT = `(?:\\d+(?:\\s+|-)\\d+\\s?${SLASH}\\s?\\d+|\\d+\\s?${SLASH}\\s?\\d+|\\d+(?:[.,]\\d+)?(?:\\s?${VF})?|${VF})`;
// "2-3", "2 – 3", "2 to 3", "13- to 14-", "11-to-12" (a trailing hyphen belongs to the following word).
const RANGE_JOIN = "(?:\\s?[-–—]\\s?(?:to[\\s-])?|\\s(?:to|or|-|–)\\s)";

// The alternatives are numbered groups (range 1, multiplier 2, amount 3, word 4, punctuation 5;
// AMOUNT and RANGE_JOIN capture nothing): named ones cost an object per token.
const TOKEN_PATTERN = new RegExp(
  [
    `(${AMOUNT}${RANGE_JOIN}${AMOUNT})(?![\\d/⁄])`,
    `(\\d+\\s?[xX×])(?=\\s|$|\\d)`,
    `(${AMOUNT})`,
    // Words keep inner hyphens and apostrophes ("free-range", "confectioners'"); digits after a hyphen too ("t-bone", "7-up").
    `([\\p{L}\\p{M}](?:[\\p{L}\\p{M}'’]|[-.](?=[\\p{L}\\p{M}]))*)`,
    `(\\S)`,
  ].join("|"),
  "gu",
);

// Built once: every amount of every line goes through these.
const TRAILING_VULGAR = new RegExp(`${VF}$`, "u");
const TRAILING_FRACTION = new RegExp(`(\\d+)\\s?${SLASH}\\s?(\\d+)$`, "u");
const RANGE_PARTS = new RegExp(`^(${AMOUNT})${RANGE_JOIN}(${AMOUNT})$`, "u");

/** The value of one amount as written ("1 1/2" → 1.5, "1,5" → 1.5, "1,000" → 1000, "½" → 0.5). */
export function amountValue(text: string): number {
  const compact = text.trim();
  let total = 0;
  let rest = compact;
  const vulgar = rest.match(TRAILING_VULGAR);
  if (vulgar) {
    total += VULGAR_FRACTIONS[vulgar[0]] ?? 0;
    rest = rest.slice(0, -vulgar[0].length).trim();
  }
  const fraction = rest.match(TRAILING_FRACTION);
  if (fraction) {
    const denominator = Number(fraction[2]);
    total += denominator === 0 ? 0 : Number(fraction[1]) / denominator;
    rest = rest.slice(0, fraction.index).replace(/[\s-]+$/u, "");
  }
  if (rest) {
    const thousands = /^\d{1,3}(?:,\d{3})+$/u.test(rest);
    total += Number(thousands ? rest.replaceAll(",", "") : rest.replace(",", "."));
  }
  return total;
}

function rangeParts(text: string): [string, string] {
  const match = text.match(RANGE_PARTS);
  return match ? [match[1] ?? text, match[2] ?? text] : [text, text];
}

/** Tokens of a line, in order, with their offsets. */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  TOKEN_PATTERN.lastIndex = 0;
  for (let match = TOKEN_PATTERN.exec(line); match !== null; match = TOKEN_PATTERN.exec(line)) {
    const text = match[0];
    const start = match.index;
    const end = start + text.length;
    if (match[1] !== undefined) {
      const [low, high] = rangeParts(text).map(amountValue) as [number, number];
      // "1-1/2" is the old way of writing one and a half, not a range from 1 down to 1/2.
      if (/^\d+-\d+\/\d+$/u.test(text) && high < 1)
        tokens.push({ text, kind: "number", start, end, value: low + high });
      else tokens.push({ text, kind: "range", start, end, value: low, high });
    } else if (match[2] !== undefined) {
      tokens.push({ text, kind: "multiplier", start, end, value: amountValue(text.replace(/\s?[xX×]$/u, "")) });
    } else if (match[3] !== undefined) {
      tokens.push({ text, kind: "number", start, end, value: amountValue(text) });
    } else if (match[4] !== undefined) {
      tokens.push({ text, kind: "word", start, end });
    } else {
      tokens.push({ text, kind: "punct", start, end });
    }
  }
  return tokens;
}

/** A number rounded for comparisons (1/3 written as 0.333 and as ⅓ are the same amount). */
export function roundedAmount(value: number): string {
  return String(Math.round(value * 100) / 100);
}
