import { ALL_ITEMS, type GroupRecipeActionOut } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import type { PaginatedResponse } from "../types";
import { recipeActionKeys } from "./keys";

/** The own group's recipe actions (link and post buttons), by title. */
export function useRecipeActionsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: recipeActionKeys.list(),
    queryFn: async () => {
      const page = dataOrThrow(
        await api.get<PaginatedResponse<GroupRecipeActionOut>>("groups/recipe-actions", {
          query: { page: 1, perPage: ALL_ITEMS, orderBy: "title", orderDirection: "asc" },
          notify: false,
        }),
      );
      return page.items;
    },
    enabled,
  });
}
