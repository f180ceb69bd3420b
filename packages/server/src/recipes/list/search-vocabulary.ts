/** Where a group's search words come from (recipe_search_words); only ever grows. */
export interface VocabularySource {
  countSearchWords(groupId: string): Promise<number>;
  searchWords(groupId: string): Promise<string[]>;
}

interface CachedVocabulary {
  count: number;
  words: string[];
  /** Every word between newlines: one native substring search answers "does any word contain x". */
  joined: string;
}

/** Shortest word worth correcting: shorter ones have too many neighbours to guess from. */
const MIN_CORRECTED_LENGTH = 4;
/** From this length on, two typos are tolerated. */
const TWO_TYPOS_LENGTH = 8;
const MAX_CORRECTIONS = 8;
const MAX_CACHED_GROUPS = 64;

/**
 * Typo tolerance for recipe search. A word that occurs in none of the group's words (not even inside
 * one) is corrected to the group's words within one edit (two for words of 8+ letters). The
 * vocabulary is cached per group; a miss re-counts the group's words, and reloads them when the
 * count grew, so a word added by another instance is found too.
 */
export class SearchVocabulary {
  readonly #cache = new Map<string, CachedVocabulary>();

  constructor(private readonly source: VocabularySource) {}

  /** Drops every group's words (a restore replaced them): each is read again when next needed. */
  forgetAll(): void {
    this.#cache.clear();
  }

  /** For each word that needs it, its corrections, closest first; other words are left out. */
  async corrections(groupId: string, words: string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>();
    const candidates = words.filter((word) => word.length >= MIN_CORRECTED_LENGTH && !/^\d+$/.test(word));
    if (candidates.length === 0) return result;
    let vocabulary = this.#cache.get(groupId);
    const known = (word: string) => vocabulary?.joined.includes(word) ?? false;
    let misses = candidates.filter((word) => !known(word));
    if (misses.length === 0) return result;
    vocabulary = await this.#refresh(groupId, vocabulary);
    misses = misses.filter((word) => !known(word));
    for (const word of misses) {
      const found = closeWords(word, vocabulary.words);
      if (found.length > 0) result.set(word, found);
    }
    return result;
  }

  async #refresh(groupId: string, cached: CachedVocabulary | undefined): Promise<CachedVocabulary> {
    const count = await this.source.countSearchWords(groupId);
    if (cached && cached.count === count) return cached;
    const words = await this.source.searchWords(groupId);
    const vocabulary = { count: words.length, words, joined: `\n${words.join("\n")}\n` };
    this.#cache.delete(groupId);
    if (this.#cache.size >= MAX_CACHED_GROUPS) this.#cache.delete(this.#cache.keys().next().value as string);
    this.#cache.set(groupId, vocabulary);
    return vocabulary;
  }
}

/** The vocabulary words within the tolerated distance of `word`, closest first (then alphabetically). */
export function closeWords(word: string, vocabulary: readonly string[]): string[] {
  const limit = word.length >= TWO_TYPOS_LENGTH ? 2 : 1;
  const found: { word: string; distance: number }[] = [];
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const distance = editDistance(word, candidate, limit);
    if (distance <= limit) found.push({ word: candidate, distance });
  }
  found.sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : 1));
  return found.slice(0, MAX_CORRECTIONS).map((entry) => entry.word);
}

/**
 * Edits (insertion, deletion, substitution, or swapping two neighbours) from a to b, computed only
 * up to `limit`: anything further returns limit + 1.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] as number) + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length] as number, limit + 1);
}
