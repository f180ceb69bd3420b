import { ALL_ITEMS } from "@larder/shared";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { type ApiClient, dataOrThrow } from "../client";
import { currentUserQueryOptions } from "../users/queries";
import { foodKeys } from "./keys";

/** Every item of a list at once, by name (pickers filter them locally); a background read. */
export const allByName = {
  query: { page: 1, perPage: ALL_ITEMS, orderBy: "name", orderDirection: "asc" },
  notify: false,
} as const;

function foodsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: foodKeys.foods(),
    queryFn: async () => dataOrThrow(await api.call("getFoods", allByName)).items,
  });
}

function labelsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: foodKeys.labels(),
    queryFn: async () => dataOrThrow(await api.call("getLabels", allByName)).items,
  });
}

/** Every food of the group, by name (pickers filter them locally). */
export function useFoodsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ ...foodsQueryOptions(api), enabled });
}

/**
 * Starts reading the foods screen's foods and labels as soon as the app starts, while the screen's
 * code still loads; only for a signed-in user (asked for first), whose group they are.
 */
export async function prefetchFoodsAndLabels(queryClient: QueryClient, api: ApiClient): Promise<void> {
  await queryClient.prefetchQuery(currentUserQueryOptions(api));
  if (!queryClient.getQueryData(currentUserQueryOptions(api).queryKey)) return;
  await Promise.all([
    queryClient.prefetchQuery(foodsQueryOptions(api)),
    queryClient.prefetchQuery(labelsQueryOptions(api)),
  ]);
}

/** Every unit of the group, by name. */
export function useUnitsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: foodKeys.units(),
    queryFn: async () => dataOrThrow(await api.call("getUnits", allByName)).items,
    enabled,
  });
}

/** Every shopping label of the group, by name. */
export function useLabelsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ ...labelsQueryOptions(api), enabled });
}
