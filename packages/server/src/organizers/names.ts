import { toSlug } from "@larder/shared";
import { HttpError } from "../http/errors.js";
import { normalizeForSearch } from "../recipes/search-text.js";

/** The name as stored: trimmed; an empty or blank name is refused (400). */
export function requiredName(name: string, what: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new HttpError(400, `A ${what} needs a name`);
  return trimmed;
}

/**
 * The slug of an organizer's name. Scripts the slug library cannot transliterate (Chinese, Japanese...)
 * keep their letters, so that such a name still gets a usable slug; a name without any letter or
 * digit is refused.
 */
export function organizerSlug(name: string, what: string): string {
  const slug = toSlug(name) || normalizeForSearch(name).replaceAll(" ", "-");
  if (!slug) throw new HttpError(400, `A ${what} name needs at least one letter or digit`);
  return slug;
}

export const nameTaken = (what: string, name: string) => new HttpError(409, `A ${what} named "${name}" already exists`);

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
