export interface QuickSearchParams {
  search: string;
  paginationSeed: string;
}

export const recipeKeys = {
  all: ["recipes"] as const,
  quickSearch: (params: QuickSearchParams) => [...recipeKeys.all, "quick-search", params] as const,
};
