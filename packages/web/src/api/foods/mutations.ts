import type {
  CreateIngredientFood,
  CreateIngredientUnit,
  IngredientFood,
  IngredientUnit,
  MultiPurposeLabelCreate,
  MultiPurposeLabelOut,
} from "@larder/shared";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { foodKeys } from "./keys";

function byName(left: { name: string }, right: { name: string }) {
  return left.name.localeCompare(right.name);
}

/** Puts a just-created item into its cached list at once, so that pickers can show it as selected. */
function useAddToCachedList<T extends { id: string; name: string }>(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return (created: T) => {
    queryClient.setQueryData<T[]>(queryKey, (items) =>
      items ? [...items.filter((item) => item.id !== created.id), created].sort(byName) : items,
    );
    return queryClient.invalidateQueries({ queryKey });
  };
}

/** Creates a food in the group (the editor's and the parser's "create inline"). */
export function useCreateFood() {
  const api = useApiClient();
  const addToList = useAddToCachedList<IngredientFood>(foodKeys.foods());
  return useMutation({
    mutationFn: async (food: CreateIngredientFood) => dataOrThrow(await api.call("createFood", { body: food })),
    onSuccess: addToList,
  });
}

/** Creates a unit in the group. */
export function useCreateUnit() {
  const api = useApiClient();
  const addToList = useAddToCachedList<IngredientUnit>(foodKeys.units());
  return useMutation({
    mutationFn: async (unit: CreateIngredientUnit) => dataOrThrow(await api.call("createUnit", { body: unit })),
    onSuccess: addToList,
  });
}

/** Creates a shopping label in the group. */
export function useCreateLabel() {
  const api = useApiClient();
  const addToList = useAddToCachedList<MultiPurposeLabelOut>(foodKeys.labels());
  return useMutation({
    mutationFn: async (label: MultiPurposeLabelCreate) => dataOrThrow(await api.call("createLabel", { body: label })),
    onSuccess: addToList,
  });
}
