export interface QuickSearchParams {
  search: string;
  paginationSeed: string;
}

/** Where a recipe list is read: the member's own group (`/api/recipes`) or a public group's explore list. */
export type RecipeListSource = { kind: "group" } | { kind: "explore"; groupSlug: string };

export const recipeKeys = {
  all: ["recipes"] as const,
  quickSearch: (source: RecipeListSource, params: QuickSearchParams) =>
    [...recipeKeys.all, "quick-search", source, params] as const,
  /** A page-by-page recipe list: the group's own, or a public group's as a visitor sees it. */
  list: (source: RecipeListSource, params: object) => [...recipeKeys.all, "list", source, params] as const,
  /** A page of the data management screen's table of every recipe. */
  table: (params: object) => [...recipeKeys.all, "table", params] as const,
  /** How many of the group's recipes match a filter (what would go with a deleted food, tag ...). */
  count: (query: object) => [...recipeKeys.all, "count", query] as const,
  /** The summaries of a known set of recipes (favourites, the timeline's recipes). */
  byIds: (ids: readonly string[]) => [...recipeKeys.all, "by-ids", ids] as const,
  /** One recipe of the viewer's own group, by slug. */
  detail: (slug: string) => [...recipeKeys.all, "detail", slug] as const,
  /** One public recipe of another group, as a visitor reads it. */
  explore: (groupSlug: string, slug: string) => [...recipeKeys.all, "explore", groupSlug, slug] as const,
  comments: (slug: string) => [...recipeKeys.all, "comments", slug] as const,
};
