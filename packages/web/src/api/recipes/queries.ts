import { QUICK_SEARCH_RESULTS } from "@larder/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import type { PaginatedResponse } from "../types";
import { type QuickSearchParams, recipeKeys } from "./keys";
import type { RecipeSummary } from "./types";

/** The first page of recipes matching a search; idle while the search is empty. */
export function useQuickSearchQuery(params: QuickSearchParams) {
  const api = useApiClient();
  return useQuery({
    queryKey: recipeKeys.quickSearch(params),
    queryFn: async () => {
      const page = dataOrThrow(
        await api.get<PaginatedResponse<RecipeSummary>>("recipes", {
          query: {
            search: params.search,
            page: 1,
            perPage: QUICK_SEARCH_RESULTS,
            orderBy: "name",
            orderDirection: "asc",
            paginationSeed: params.paginationSeed,
          },
          notify: false,
        }),
      );
      return page.items;
    },
    enabled: params.search !== "",
    placeholderData: keepPreviousData,
  });
}

export function recipeImageUrl(recipe: Pick<RecipeSummary, "id" | "image">): string | undefined {
  if (!recipe.image) return undefined;
  return `/api/media/recipes/${encodeURIComponent(recipe.id)}/images/min-original.webp?version=${encodeURIComponent(recipe.image)}`;
}
