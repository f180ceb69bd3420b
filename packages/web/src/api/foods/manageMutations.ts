import type {
  CreateIngredientFood,
  CreateIngredientUnit,
  IngredientFood,
  IngredientUnit,
  MultiPurposeLabelCreate,
} from "@larder/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import type { ApiClient } from "../client";
import { dataOrThrow } from "../client";
import { recipeKeys } from "../recipes/keys";
import { foodKeys } from "./keys";

/**
 * The data management screens' changes to foods, units and labels. Recipes show the names of their
 * foods and units, and foods their labels: those reload after a change too.
 */

/** A food as the API takes it back (PUT takes the create body). */
export function foodBody(food: IngredientFood): CreateIngredientFood {
  return {
    id: food.id,
    name: food.name,
    pluralName: food.pluralName,
    description: food.description,
    extras: food.extras ?? {},
    labelId: food.labelId,
    onHand: food.onHand,
    aliases: food.aliases,
  };
}

/** A unit as the API takes it back. */
export function unitBody(unit: IngredientUnit): CreateIngredientUnit {
  return {
    id: unit.id,
    name: unit.name,
    pluralName: unit.pluralName,
    description: unit.description,
    extras: unit.extras ?? {},
    onHand: unit.onHand,
    abbreviation: unit.abbreviation,
    pluralAbbreviation: unit.pluralAbbreviation,
    useAbbreviation: unit.useAbbreviation,
    fraction: unit.fraction,
    aliases: unit.aliases,
  };
}

function refresh(queryClient: QueryClient, ...keys: (readonly unknown[])[]) {
  return Promise.all(
    [...keys, recipeKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
  );
}

/** Creates a food (no id) or saves one whole. */
export function useSaveFood() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, food }: { id: string | null; food: CreateIngredientFood }) =>
      dataOrThrow(
        id
          ? await api.call("updateFood", { params: { item_id: id }, body: food })
          : await api.call("createFood", { body: food }),
      ),
    onSuccess: () => refresh(queryClient, foodKeys.all),
  });
}

export function useDeleteFood() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("deleteFood", { params: { item_id: id } })),
    onSuccess: () => refresh(queryClient, foodKeys.all),
  });
}

/** Moves every ingredient of one food to another, then deletes the first. */
export function useMergeFoods() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) =>
      dataOrThrow(await api.call("mergeFoods", { body: { fromFood: from, toFood: to } })),
    onSuccess: () => refresh(queryClient, foodKeys.all),
  });
}

/** Foods saved at once while a label is given to many: enough to overlap, few enough to spare the server. */
const LABEL_WRITES_AT_ONCE = 4;

/**
 * Gives many foods one label (or none): each food that does not have it yet is saved whole with
 * it. Answers how many were changed. Stops at the first refusal; those saved before it stay saved.
 */
export async function assignLabel(api: ApiClient, foods: readonly IngredientFood[], labelId: string | null) {
  const changing = foods.filter((food) => food.labelId !== labelId);
  let next = 0;
  const worker = async () => {
    while (next < changing.length) {
      const food = changing[next++] as IngredientFood;
      dataOrThrow(await api.call("updateFood", { params: { item_id: food.id }, body: { ...foodBody(food), labelId } }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(LABEL_WRITES_AT_ONCE, changing.length) }, worker));
  return changing.length;
}

export function useAssignFoodLabel() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ foods, labelId }: { foods: readonly IngredientFood[]; labelId: string | null }) =>
      assignLabel(api, foods, labelId),
    // Some foods may have been saved before a refusal: the list reloads either way.
    onSettled: () => refresh(queryClient, foodKeys.all),
  });
}

/** Creates a unit (no id) or saves one whole. */
export function useSaveUnit() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, unit }: { id: string | null; unit: CreateIngredientUnit }) =>
      dataOrThrow(
        id
          ? await api.call("updateUnit", { params: { item_id: id }, body: unit })
          : await api.call("createUnit", { body: unit }),
      ),
    onSuccess: () => refresh(queryClient, foodKeys.units()),
  });
}

export function useDeleteUnit() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("deleteUnit", { params: { item_id: id } })),
    onSuccess: () => refresh(queryClient, foodKeys.units()),
  });
}

export function useMergeUnits() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) =>
      dataOrThrow(await api.call("mergeUnits", { body: { fromUnit: from, toUnit: to } })),
    onSuccess: () => refresh(queryClient, foodKeys.units()),
  });
}

/** Creates a label (no id) or saves one; the foods showing it reload. */
export function useSaveLabel() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, label }: { id: string | null; label: MultiPurposeLabelCreate }) =>
      dataOrThrow(
        id
          ? await api.call("updateLabel", { params: { item_id: id }, body: label })
          : await api.call("createLabel", { body: label }),
      ),
    onSuccess: () => refresh(queryClient, foodKeys.all),
  });
}

export function useDeleteLabel() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("deleteLabel", { params: { item_id: id } })),
    onSuccess: () => refresh(queryClient, foodKeys.all),
  });
}
