import type { RecipeSummary } from "@larder/shared";
import { orderLeavesGaps, type RecipeListPreferences } from "../../components/RecipeCard/recipeListPreferences";

type Sortable = Pick<RecipeSummary, "name" | "rating" | "createdAt" | "updateAt" | "lastMade" | "id">;

/**
 * A favourites list is small and read whole, so it is ordered here, the way the server orders the
 * group home: recipes without a value last (or left out), then by name. "Random" shuffles once per id.
 */
export function sortRecipes<T extends Sortable>(
  recipes: readonly T[],
  { orderBy, orderDirection, filterNull }: Pick<RecipeListPreferences, "orderBy" | "orderDirection" | "filterNull">,
): T[] {
  const direction = orderDirection === "asc" ? 1 : -1;
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" });
  if (orderBy === "random") return [...recipes].sort((a, b) => hash(a.id) - hash(b.id));
  if (orderBy === "name") return [...recipes].sort((a, b) => direction * byName(a, b));
  const shown = filterNull && orderLeavesGaps(orderBy) ? recipes.filter((recipe) => recipe[orderBy] !== null) : recipes;
  return [...shown].sort((a, b) => {
    const first = a[orderBy];
    const second = b[orderBy];
    if (first === null || second === null) return first === second ? byName(a, b) : first === null ? 1 : -1;
    if (first < second) return -direction;
    if (first > second) return direction;
    return byName(a, b);
  });
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) | 0;
  return value;
}
