import { ALL_ITEMS } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import type { PaginatedResponse } from "../types";
import { cookbookKeys } from "./keys";
import type { Cookbook } from "./types";

/** The signed-in user's group's cookbooks in their saved order. */
export function useCookbooksQuery({ enabled }: { enabled: boolean }) {
  const api = useApiClient();
  return useQuery({
    queryKey: cookbookKeys.list(),
    queryFn: async () => {
      const page = dataOrThrow(
        await api.get<PaginatedResponse<Cookbook>>("groups/cookbooks", {
          query: { page: 1, perPage: ALL_ITEMS, orderBy: "position", orderDirection: "asc" },
          notify: false,
        }),
      );
      return page.items;
    },
    enabled,
  });
}
