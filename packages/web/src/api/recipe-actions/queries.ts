import { ALL_ITEMS } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { recipeActionKeys } from "./keys";

/** The own group's recipe actions (link and post buttons), by title. */
export function useRecipeActionsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: recipeActionKeys.list(),
    queryFn: async () => {
      const page = dataOrThrow(
        await api.call("getRecipeActions", {
          query: { page: 1, perPage: ALL_ITEMS, orderBy: "title", orderDirection: "asc" },
          notify: false,
        }),
      );
      return page.items;
    },
    enabled,
  });
}
