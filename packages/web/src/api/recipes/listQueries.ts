import { ALL_ITEMS } from "@larder/shared";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { type RecipeListSource, recipeKeys } from "./keys";
import { fetchRecipeList, type RecipeListRequest } from "./queries";

/** The recipe list shows 30 recipes a page (SPEC §9), the next page loading as the reader scrolls. */
export const RECIPE_LIST_PAGE_SIZE = 30;

export type { RecipeListSource };

/**
 * The query as the address states it, each key with all its values: the filters repeat their key.
 * The values stay the address's text (`requireAllTags=true`), which the server reads as it reads
 * any address, hence the cast to the typed query.
 */
function listRequestOf(params: URLSearchParams): RecipeListRequest {
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)])) as RecipeListRequest;
}

/**
 * The recipes matching `params` (the query of `GET /api/recipes`, repeated keys for the filters),
 * page by page. Visitors of a public group read the explore list, which holds its public recipes.
 */
export function useRecipeListQuery(source: RecipeListSource, params: URLSearchParams, { enabled = true } = {}) {
  const api = useApiClient();
  const query = params.toString();
  return useInfiniteQuery({
    queryKey: recipeKeys.list(source, { query }),
    queryFn: async ({ pageParam }) =>
      fetchRecipeList(api, source, {
        ...listRequestOf(new URLSearchParams(query)),
        page: pageParam,
        perPage: RECIPE_LIST_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_pages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The group's recipes with these ids, by name (a favourites list, the recipes of timeline events). */
export function useRecipesByIdsQuery(ids: readonly string[]) {
  const api = useApiClient();
  return useQuery({
    queryKey: recipeKeys.byIds(ids),
    queryFn: async () => {
      if (ids.length === 0) return [];
      const queryFilter = `id IN [${ids.map((id) => `"${id}"`).join(", ")}]`;
      const page = dataOrThrow(
        await api.call("getRecipes", {
          query: { page: 1, perPage: ALL_ITEMS, orderBy: "name", orderDirection: "asc", queryFilter },
          notify: false,
        }),
      );
      return page.items;
    },
    placeholderData: keepPreviousData,
  });
}
