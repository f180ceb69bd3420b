import { ALL_ITEMS } from "@larder/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { type ApiClient, dataOrThrow } from "../client";
import { recipeKeys } from "./keys";

/** A page of the table of every recipe: the search, the order, which page and how long. */
export interface RecipeTableParams {
  search: string;
  orderBy: "name" | "created_at";
  orderDirection: "asc" | "desc";
  page: number;
  perPage: number;
}

/** One page of the group's recipes for the data management table; the previous page stays while the next loads. */
export function useRecipeTableQuery(params: RecipeTableParams) {
  const api = useApiClient();
  return useQuery({
    queryKey: recipeKeys.table(params),
    queryFn: async () =>
      dataOrThrow(
        await api.call("getRecipes", {
          query: { ...params, search: params.search.trim() || undefined },
          notify: false,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The slugs of every recipe the search finds (all of the group's without one), for an action on all of them. */
export async function allRecipeSlugs(api: ApiClient, search: string): Promise<string[]> {
  const page = dataOrThrow(
    await api.call("getRecipes", {
      query: {
        page: 1,
        perPage: ALL_ITEMS,
        orderBy: "name",
        orderDirection: "asc",
        search: search.trim() || undefined,
      },
    }),
  );
  return page.items.map((recipe) => recipe.slug);
}
