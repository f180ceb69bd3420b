import { ALL_ITEMS } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { cookbookKeys } from "./keys";

/** The signed-in user's group's cookbooks in their saved order. */
export function useCookbooksQuery({ enabled }: { enabled: boolean }) {
  const api = useApiClient();
  return useQuery({
    queryKey: cookbookKeys.list(),
    queryFn: async () => {
      const page = dataOrThrow(
        await api.call("getCookbooks", {
          query: { page: 1, perPage: ALL_ITEMS, orderBy: "position", orderDirection: "asc" },
          notify: false,
        }),
      );
      return page.items;
    },
    enabled,
  });
}
