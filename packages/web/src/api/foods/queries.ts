import { ALL_ITEMS, type IngredientFood, type IngredientUnit, type MultiPurposeLabelOut } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { type ApiClient, dataOrThrow } from "../client";
import type { PaginatedResponse } from "../types";
import { foodKeys } from "./keys";

async function listAll<T>(api: ApiClient, path: string): Promise<T[]> {
  const page = dataOrThrow(
    await api.get<PaginatedResponse<T>>(path, {
      query: { page: 1, perPage: ALL_ITEMS, orderBy: "name", orderDirection: "asc" },
      notify: false,
    }),
  );
  return page.items;
}

/** Every food of the group, by name (pickers filter them locally). */
export function useFoodsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ queryKey: foodKeys.foods(), queryFn: () => listAll<IngredientFood>(api, "foods"), enabled });
}

/** Every unit of the group, by name. */
export function useUnitsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ queryKey: foodKeys.units(), queryFn: () => listAll<IngredientUnit>(api, "units"), enabled });
}

/** Every shopping label of the group, by name. */
export function useLabelsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: foodKeys.labels(),
    queryFn: () => listAll<MultiPurposeLabelOut>(api, "groups/labels"),
    enabled,
  });
}
