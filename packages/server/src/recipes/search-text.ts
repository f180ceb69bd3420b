/**
 * How recipe text is folded for search: accents removed, lower case, punctuation as spaces, one
 * space between words. Both the stored `recipes.search_text` and every search term go through
 * `normalizeForSearch`, so matching is accent- and case-insensitive on both engines.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export interface SearchableRecipe {
  name: string;
  description?: string | null;
  ingredients: { note?: string | null; originalText?: string | null; foodName?: string | null }[];
}

/** The text a recipe is found by: name, description and every ingredient's note, original text and food. */
export function recipeSearchText(recipe: SearchableRecipe): string {
  const parts = [recipe.name, recipe.description ?? ""];
  for (const ingredient of recipe.ingredients) {
    parts.push(ingredient.note ?? "", ingredient.originalText ?? "", ingredient.foodName ?? "");
  }
  return normalizeForSearch(parts.join(" "));
}

/** The distinct words of a folded text long enough to be worth correcting (see recipe_search_words). */
export function searchWords(searchText: string): string[] {
  return [...new Set(searchText.split(" ").filter((word) => word.length >= 3 && !/^\d+$/.test(word)))];
}
