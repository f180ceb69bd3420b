import { toSlug } from "@larder/shared";
import { HttpError } from "../http/errors.js";
import { normalizeForSearch } from "../recipes/search-text.js";

/** What has a name in a group, as error messages name it. */
export type NamedKind = "category" | "tag" | "tool" | "food" | "unit" | "label";

/** The name as stored: trimmed; an empty or blank name is refused (400). */
export function requiredName(name: string, what: NamedKind): string {
  const trimmed = name.trim();
  if (!trimmed) throw new HttpError(400, `errors.organizers.nameRequired.${what}`);
  return trimmed;
}

/**
 * The slug of an organizer's name, before any "-1" that tells it from another name's. The few letters
 * that have no transliteration (rare CJK ideographs outside the basic plane...) are kept when nothing
 * else is left, so that such a name still gets a usable slug; a name without any letter or digit is
 * refused.
 */
export function organizerSlug(name: string, what: NamedKind): string {
  const slug = toSlug(name) || normalizeForSearch(name).replaceAll(" ", "-");
  if (!slug) throw new HttpError(400, `errors.organizers.nameNeedsLetterOrDigit.${what}`);
  return slug;
}

export interface NameFolding {
  /**
   * Case tells names apart: unit names, where "T" (tablespoon) and "t" (teaspoon) are different units
   * while "Cuillère à soupe" and "Cuillere a soupe" are one.
   */
  keepCase?: boolean;
}

/**
 * A name as compared for uniqueness in a group: case, accents, punctuation and spacing do not make
 * two names different ("Crème Brûlée" and "creme brulee!" are one name). Only the accents of Latin,
 * Greek and Cyrillic letters are dropped: other scripts' combining marks (Devanagari vowel signs...)
 * tell words apart. Different names may still share a slug ("Æbleskiver", "Aebleskiver"): they are
 * both kept, the later one with a slug of its own (`freeSlug`).
 */
export function nameKey(name: string, { keepCase = false }: NameFolding = {}): string {
  const unaccented = name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const folded = (keepCase ? unaccented : unaccented.toLowerCase()).replace(/[^\p{L}\p{N}\p{M}]+/gu, " ").trim();
  // A name of symbols only ("©") is compared as it is, rather than equal to every other such name.
  return folded || name.trim();
}

/**
 * The row whose name is `name` once folded (see `nameKey`). One of exactly that name comes first:
 * data from before names were folded may hold several spellings of one name.
 */
export function sameNamed<T extends { name: string }>(
  rows: readonly T[],
  name: string,
  folding: NameFolding = {},
): T | undefined {
  const key = nameKey(name, folding);
  return rows.find((row) => row.name === name) ?? rows.find((row) => nameKey(row.name, folding) === key);
}

/** `base` for n = 0, else `base-n`: the slugs a name may take, in order. */
export function slugVariant(base: string, n: number): string {
  return n === 0 ? base : `${base}-${n}`;
}

/** The first of `base`, `base-1`, `base-2` ... that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  for (let n = 0; ; n++) {
    const slug = slugVariant(base, n);
    if (!taken.has(slug)) return slug;
  }
}

export const nameTaken = (what: NamedKind, name: string) =>
  new HttpError(409, `errors.organizers.nameTaken.${what}`, { name });

/**
 * Whether a search term matches any of an item's names: every word of the folded term must appear in
 * one folded name, so that case and accents never matter ("creme" finds "Crème fraîche").
 */
export function matchesSearch(words: string[], names: readonly (string | null | undefined)[]): boolean {
  return names.some((name) => {
    if (!name) return false;
    const folded = normalizeForSearch(name);
    return words.every((word) => folded.includes(word));
  });
}

/** The words of a search term, folded; empty when the term holds nothing to search for. */
export function searchTermWords(search: string | undefined): string[] {
  return search ? normalizeForSearch(search).split(" ").filter(Boolean) : [];
}
