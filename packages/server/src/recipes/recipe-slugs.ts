import { toSlug } from "@larder/shared";
import { HttpError } from "../http/errors.js";
import { nameKey, slugVariant } from "../organizers/names.js";
import { normalizeForSearch } from "./search-text.js";

/** How many "Name (n)" variants a new recipe may take when its name is already used in the group. */
export const MAX_NAME_SUFFIX = 10;

export const NAME_NOT_UNIQUE_MESSAGE = "New recipe names must be unique within the group";

export const nameNotUnique = () => new HttpError(400, "errors.recipes.nameNotUnique");

/** How many slug variants one look-up asks about. */
const SLUG_BATCH = 20;

/**
 * The slug of a recipe name (before any "-1" that tells it from another name's), or "" when the name
 * holds no letter or digit. The few letters that have no transliteration (rare CJK ideographs outside
 * the basic plane...) are kept when nothing else is left, as organizer slugs do.
 */
export function recipeSlug(name: string): string {
  return toSlug(name) || normalizeForSearch(name).replaceAll(" ", "-");
}

/** The slug of a name a recipe is given; a name without letters or digits is refused. */
export function requireRecipeSlug(name: string): string {
  const slug = recipeSlug(name);
  if (!slug) throw new HttpError(400, "errors.recipes.nameNeedsLetterOrDigit");
  return slug;
}

/** The names a new recipe may take, in order: "Name", then "Name (1)" to "Name (10)". */
export function candidateNames(name: string): string[] {
  return [name, ...Array.from({ length: MAX_NAME_SUFFIX }, (_, index) => `${name} (${index + 1})`)];
}

/**
 * The first of `names` that no name in `used` equals once folded (see `nameKey`), or undefined. Only a
 * duplicate name makes a new recipe "Name (1)" (mealie-behaviour.md §4); a different name whose slug
 * is taken keeps its name and gets a slug of its own (`firstFreeSlug`).
 */
export function firstFreeName(names: readonly string[], used: readonly string[]): string | undefined {
  const usedKeys = new Set(used.map((name) => nameKey(name)));
  return names.find((name) => !usedKeys.has(nameKey(name)));
}

/**
 * The first of `base`, `base-1`, `base-2` ... that no other recipe of the group has; `taken` tells
 * which of some slugs are in use (asked a batch at a time, so a large group is never read whole).
 */
export async function firstFreeSlug(
  base: string,
  taken: (slugs: string[]) => Promise<ReadonlySet<string>>,
): Promise<string> {
  for (let from = 0; ; from += SLUG_BATCH) {
    const variants = Array.from({ length: SLUG_BATCH }, (_, index) => slugVariant(base, from + index));
    const used = await taken(variants);
    const free = variants.find((slug) => !used.has(slug));
    if (free) return free;
  }
}
