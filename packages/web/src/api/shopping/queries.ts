import { ALL_ITEMS, type ShoppingListOut, type ShoppingListSummary } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { useCurrentUserQuery } from "../users/queries";
import { shoppingKeys } from "./keys";
import { readStoredList, readStoredLists, storeList, storeLists } from "./listStore";

// Both reads start from the browser's copy (shown at once, offline too) and are then asked of the
// server; `offlineFirst` lets them try even when the browser believes it is offline.

/** Every shopping list of the group, by name. */
export function useShoppingListsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  const userId = useCurrentUserQuery().data?.id ?? null;
  return useQuery({
    queryKey: shoppingKeys.lists(),
    queryFn: async (): Promise<ShoppingListSummary[]> => {
      const page = dataOrThrow(
        await api.call("getShoppingLists", {
          query: { page: 1, perPage: ALL_ITEMS, orderBy: "name", orderDirection: "asc" },
          notify: false,
        }),
      );
      if (userId) storeLists(userId, page.items);
      return page.items;
    },
    initialData: () => (userId ? (readStoredLists(userId) ?? undefined) : undefined),
    initialDataUpdatedAt: 0,
    networkMode: "offlineFirst",
    enabled: enabled && userId !== null,
  });
}

/** One list with its items; its 404 (a list deleted meanwhile) is the page's to show. */
export function useShoppingListQuery(listId: string) {
  const api = useApiClient();
  const userId = useCurrentUserQuery().data?.id ?? null;
  return useQuery({
    queryKey: shoppingKeys.list(listId),
    queryFn: async (): Promise<ShoppingListOut> => {
      const list = dataOrThrow(
        await api.call("getShoppingList", { params: { item_id: listId }, notify: false, handledStatuses: [404, 422] }),
      );
      if (userId) storeList(userId, list);
      return list;
    },
    initialData: () => (userId ? (readStoredList(userId, listId) ?? undefined) : undefined),
    initialDataUpdatedAt: 0,
    networkMode: "offlineFirst",
    enabled: userId !== null,
  });
}
