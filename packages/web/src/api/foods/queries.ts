import { ALL_ITEMS } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { foodKeys } from "./keys";

/** Every item of a list at once, by name (pickers filter them locally); a background read. */
export const allByName = {
  query: { page: 1, perPage: ALL_ITEMS, orderBy: "name", orderDirection: "asc" },
  notify: false,
} as const;

/** Every food of the group, by name (pickers filter them locally). */
export function useFoodsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: foodKeys.foods(),
    queryFn: async () => dataOrThrow(await api.call("getFoods", allByName)).items,
    enabled,
  });
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
  return useQuery({
    queryKey: foodKeys.labels(),
    queryFn: async () => dataOrThrow(await api.call("getLabels", allByName)).items,
    enabled,
  });
}
