import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { recipeKeys } from "./keys";

/** One filter of the recipe list: a food's id, an organizer's id or slug, or a `queryFilter`. */
export interface RecipeCountFilter {
  foods?: string[];
  categories?: string[];
  tags?: string[];
  tools?: string[];
  queryFilter?: string;
}

/** How many of the group's recipes match the filter: the total of a one-item page. */
export function useRecipeCountQuery(filter: RecipeCountFilter, { enabled = true } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: recipeKeys.count(filter),
    queryFn: async () =>
      dataOrThrow(await api.call("getRecipes", { query: { ...filter, page: 1, perPage: 1 }, notify: false })).total,
    enabled,
  });
}
