import { toSlug } from "@larder/shared";
import { HttpError } from "../http/errors.js";
import { normalizeForSearch } from "./search-text.js";

/** How many "Name (n)" variants a new recipe may take when its name is already used in the group. */
export const MAX_NAME_SUFFIX = 10;

export const NAME_NOT_UNIQUE_MESSAGE = "New recipe names must be unique within the group";

export const nameNotUnique = () => new HttpError(400, NAME_NOT_UNIQUE_MESSAGE);

/**
 * The slug of a recipe name, or "" when the name holds no letter or digit. Scripts the slug library
 * cannot transliterate (Chinese, Japanese...) keep their letters, as organizer slugs do.
 */
export function recipeSlug(name: string): string {
  return toSlug(name) || normalizeForSearch(name).replaceAll(" ", "-");
}

/** The slug of a name a recipe is given; a name without letters or digits is refused. */
export function requireRecipeSlug(name: string): string {
  const slug = recipeSlug(name);
  if (!slug) throw new HttpError(400, "A recipe name needs at least one letter or digit");
  return slug;
}

/** The names a new recipe may take, in order: "Name", then "Name (1)" to "Name (10)". */
export function candidateNames(name: string): string[] {
  return [name, ...Array.from({ length: MAX_NAME_SUFFIX }, (_, index) => `${name} (${index + 1})`)];
}
