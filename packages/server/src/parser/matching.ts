import type { IngredientFood, IngredientUnit } from "@larder/shared";
import { singular, UNIT_WORDS } from "./lexicon.js";

/** Lower case, accents and punctuation dropped, every word singular: "Crème Fraîche" → "creme fraiche". */
export function normalizeName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/u)
    .filter(Boolean)
    .map(singular)
    .join(" ");
}

/** Two rows of the edit-distance table, reused from call to call. */
let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);

/** The edit distance of two strings, or `limit + 1` as soon as it is sure to exceed `limit`. */
function editDistance(left: string, right: string, limit: number): number {
  if (right.length + 1 > previousRow.length) {
    previousRow = new Int32Array(right.length * 2 + 1);
    currentRow = new Int32Array(right.length * 2 + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= right.length; j++) previous[j] = j;
  for (let i = 1; i <= left.length; i++) {
    current[0] = i;
    let rowBest = i;
    const character = left.charCodeAt(i - 1);
    for (let j = 1; j <= right.length; j++) {
      const substitution = (previous[j - 1] as number) + (character === right.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[right.length] as number;
}

/** 1 for equal strings, 0 for nothing in common (edit distance over the longer length). */
export function similarity(left: string, right: string): number {
  if (left === right) return 1;
  const longer = Math.max(left.length, right.length);
  if (longer === 0) return 1;
  return 1 - editDistance(left, right, longer) / longer;
}

/** The distinct pairs of neighbouring characters of a name. */
function bigramsOf(text: string): Set<string> {
  const bigrams = new Set<string>();
  for (let index = 0; index + 1 < text.length; index++) bigrams.add(text.slice(index, index + 2));
  return bigrams;
}

/**
 * Names indexed for "the most similar name, if similar enough": a name within `threshold` of the
 * query is at most `(1 - threshold) × longer length` edits away, so its length is close and (each
 * edit breaking at most two character pairs) it shares all but twice that many character pairs.
 * Only names passing both cheap tests get an edit distance computed.
 */
class SimilarNames<T> {
  private readonly names: string[] = [];
  private readonly items: T[] = [];
  private readonly pairCounts: number[] = [];
  private readonly byBigram = new Map<string, number[]>();
  /** Names with so few distinct pairs that sharing none could still be close enough. */
  private readonly fewPairs: number[] = [];
  private shared = new Int32Array(0);

  constructor(
    index: Map<string, T>,
    private readonly threshold: number,
  ) {
    for (const [name, item] of index) {
      const id = this.names.length;
      const bigrams = bigramsOf(name);
      this.names.push(name);
      this.items.push(item);
      this.pairCounts.push(bigrams.size);
      for (const bigram of bigrams) {
        const ids = this.byBigram.get(bigram);
        if (ids) ids.push(id);
        else this.byBigram.set(bigram, [id]);
      }
      if (bigrams.size <= 2 * this.maxEdits(name.length)) this.fewPairs.push(id);
    }
    this.shared = new Int32Array(this.names.length);
  }

  /** The most edits two names may differ by when the longer has `longer` characters. */
  private maxEdits(longer: number): number {
    return Math.floor((1 - this.threshold) * longer + 1e-9);
  }

  closest(key: string): T | null {
    const shared = this.shared;
    const touched: number[] = [...this.fewPairs];
    const bigrams = bigramsOf(key);
    for (const bigram of bigrams) {
      for (const id of this.byBigram.get(bigram) ?? []) {
        if (shared[id] === 0) touched.push(id);
        shared[id] = (shared[id] as number) + 1;
      }
    }
    // Among equally similar names the first indexed wins, as with a plain scan.
    let bestId = -1;
    let bestScore = this.threshold;
    for (const id of touched) {
      const name = this.names[id] as string;
      const count = shared[id] as number;
      if (count < 0) continue;
      shared[id] = -1;
      const longer = Math.max(name.length, key.length);
      const edits = this.maxEdits(longer);
      if (Math.abs(name.length - key.length) > edits) continue;
      if (count < Math.max(bigrams.size, this.pairCounts[id] as number) - 2 * edits) continue;
      const score = 1 - editDistance(key, name, edits) / longer;
      if (score < bestScore) continue;
      if (bestId === -1 || score > bestScore || id < bestId) {
        bestId = id;
        bestScore = score;
      }
    }
    for (const id of touched) shared[id] = 0;
    return bestId === -1 ? null : (this.items[bestId] as T);
  }
}

const FOOD_SIMILARITY = 0.85;
/** Food (and unit) names whose match a vocabulary remembers; past it, it starts over. */
const MATCH_MEMO_LIMIT = 10_000;

/** The remembered match of a name, or the one `find` gives, remembered. */
function remembered<T>(memo: Map<string, T | null>, text: string, find: () => T | null): T | null {
  const known = memo.get(text);
  if (known !== undefined) return known;
  const found = find();
  if (memo.size >= MATCH_MEMO_LIMIT) memo.clear();
  memo.set(text, found);
  return found;
}
const UNIT_SIMILARITY = 0.85;
/** Short unit spellings are too close to each other for fuzzy matching ("tsp" and "tbsp"). */
const UNIT_FUZZY_MIN_LENGTH = 5;

/** The canonical unit a spelling stands for ("Tbsp" → "tablespoon"), when the parser's word list knows it. */
function canonicalUnit(text: string): string | undefined {
  const lower = text.trim().toLowerCase();
  return UNIT_WORDS.get(lower) ?? UNIT_WORDS.get(lower.replace(/\.$/u, "")) ?? UNIT_WORDS.get(normalizeName(text));
}

/**
 * The group's foods and units, indexed for matching parsed names: first exactly on the name, plural,
 * abbreviation or an alias after normalisation (and, for units, on the unit a known spelling stands
 * for, so "tbsp" finds "Tablespoon"), then by similarity. What does not match stays unmatched.
 */
export class IngredientVocabulary {
  private readonly foodsByName = new Map<string, IngredientFood>();
  private readonly unitsByName = new Map<string, IngredientUnit>();
  private readonly unitsByCanonical = new Map<string, IngredientUnit>();
  private readonly similarFoods: SimilarNames<IngredientFood>;
  private readonly similarUnits: SimilarNames<IngredientUnit>;
  /**
   * Food and unit names already matched, found or not, by the text as written: a group's recipes
   * name the same foods again and again, and the similarity search (and even normalising the name)
   * costs more than the parsing of a line. The vocabulary never changes (a new one is built when
   * the group's foods do), so an answer stays right.
   */
  private readonly foodMatches = new Map<string, IngredientFood | null>();
  private readonly unitMatches = new Map<string, IngredientUnit | null>();

  constructor(foods: readonly IngredientFood[], units: readonly IngredientUnit[]) {
    for (const food of foods) {
      for (const name of [food.name, food.pluralName, ...food.aliases.map((alias) => alias.name)]) {
        const key = name ? normalizeName(name) : "";
        if (key && !this.foodsByName.has(key)) this.foodsByName.set(key, food);
      }
    }
    for (const unit of units) {
      const names = [
        unit.name,
        unit.pluralName,
        unit.abbreviation,
        unit.pluralAbbreviation,
        ...unit.aliases.map((alias) => alias.name),
      ];
      for (const name of names) {
        if (!name) continue;
        const key = normalizeName(name);
        if (key && !this.unitsByName.has(key)) this.unitsByName.set(key, unit);
        const canonical = canonicalUnit(name);
        if (canonical && !this.unitsByCanonical.has(canonical)) this.unitsByCanonical.set(canonical, unit);
      }
    }
    this.similarFoods = new SimilarNames(this.foodsByName, FOOD_SIMILARITY);
    this.similarUnits = new SimilarNames(this.unitsByName, UNIT_SIMILARITY);
  }

  matchUnit(text: string): IngredientUnit | null {
    return remembered(this.unitMatches, text, () => this.findUnit(text));
  }

  private findUnit(text: string): IngredientUnit | null {
    const key = normalizeName(text);
    if (!key) return null;
    const exact = this.unitsByName.get(key);
    if (exact) return exact;
    const canonical = canonicalUnit(text);
    if (canonical) return this.unitsByCanonical.get(canonical) ?? null;
    if (key.length < UNIT_FUZZY_MIN_LENGTH) return null;
    return this.similarUnits.closest(key);
  }

  /** Exact on the whole name, then on the name without leading words ("fresh basil" → "basil"), then similar. */
  matchFood(text: string): IngredientFood | null {
    return remembered(this.foodMatches, text, () => {
      const key = normalizeName(text);
      return key ? this.findFood(key) : null;
    });
  }

  private findFood(key: string): IngredientFood | null {
    const words = key.split(" ");
    for (let start = 0; start < words.length; start++) {
      const found = this.foodsByName.get(words.slice(start).join(" "));
      if (found) return found;
    }
    return this.similarFoods.closest(key);
  }
}
