import type { RecipeIngredientInput, ShoppingListOut, ShoppingListSummary } from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { useCurrentUserQuery } from "../users/queries";
import { shoppingKeys } from "./keys";
import { forgetStoredList, keepList } from "./listStore";

/**
 * Changes to lists themselves (names, label order, recipes) need the server: they are offered
 * online only. Changes to items go through the outbox (sync.ts) instead.
 */

/** Keeps a list the server answered with, and has the lists read again (names and recipes show there). */
function useKeepAnsweredList() {
  const queryClient = useQueryClient();
  const userId = useCurrentUserQuery().data?.id ?? null;
  return (list: ShoppingListOut) => {
    if (userId) keepList(queryClient, userId, list);
    return queryClient.invalidateQueries({ queryKey: shoppingKeys.lists() });
  };
}

export function useCreateShoppingList() {
  const api = useApiClient();
  const keep = useKeepAnsweredList();
  return useMutation({
    mutationFn: async (name: string) => dataOrThrow(await api.call("createShoppingList", { body: { name } })),
    onSuccess: keep,
  });
}

export function useRenameShoppingList() {
  const api = useApiClient();
  const keep = useKeepAnsweredList();
  return useMutation({
    mutationFn: async ({ list, name }: { list: ShoppingListSummary; name: string }) =>
      dataOrThrow(
        await api.call("updateShoppingList", { params: { item_id: list.id }, body: { name, extras: list.extras } }),
      ),
    onSuccess: keep,
  });
}

export function useDeleteShoppingList() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const userId = useCurrentUserQuery().data?.id ?? null;
  return useMutation({
    mutationFn: async (listId: string) =>
      dataOrThrow(await api.call("deleteShoppingList", { params: { item_id: listId } })),
    onSuccess: (list) => {
      if (userId) forgetStoredList(userId, list.id);
      queryClient.removeQueries({ queryKey: shoppingKeys.list(list.id) });
      return queryClient.invalidateQueries({ queryKey: shoppingKeys.lists() });
    },
  });
}

/** Saves the order of a list's labels (the label-order dialog). */
export function useUpdateLabelOrder(listId: string) {
  const api = useApiClient();
  const keep = useKeepAnsweredList();
  return useMutation({
    mutationFn: async (labelIds: string[]) =>
      dataOrThrow(
        await api.call("updateShoppingListLabelSettings", {
          params: { item_id: listId },
          body: labelIds.map((labelId, position) => ({ labelId, position })),
        }),
      ),
    onSuccess: keep,
  });
}

export interface AddRecipeToList {
  listId: string;
  recipeId: string;
  /** The ingredients to add, already at the scale wanted; all of the recipe's at `recipeScale` when left out. */
  recipeIngredients?: RecipeIngredientInput[];
  recipeScale?: number;
  recipeIncrementQuantity?: number;
}

/** Adds a recipe's ingredients to a list (the recipe's menu, the list's + button, the meal planner). */
export function useAddRecipeToShoppingList({ notify = true }: { notify?: boolean } = {}) {
  const api = useApiClient();
  const keep = useKeepAnsweredList();
  return useMutation({
    mutationFn: async ({ listId, recipeId, ...body }: AddRecipeToList) =>
      dataOrThrow(
        await api.call("addRecipeToShoppingList", {
          params: { item_id: listId, recipe_id: recipeId },
          body,
          notify,
        }),
      ),
    onSuccess: keep,
  });
}

/** Takes a recipe off a list `recipeDecrementQuantity` times, with exactly what it added. */
export function useRemoveRecipeFromShoppingList() {
  const api = useApiClient();
  const keep = useKeepAnsweredList();
  return useMutation({
    mutationFn: async ({
      listId,
      recipeId,
      recipeDecrementQuantity = 1,
    }: {
      listId: string;
      recipeId: string;
      recipeDecrementQuantity?: number;
    }) =>
      dataOrThrow(
        await api.call("removeRecipeFromShoppingList", {
          params: { item_id: listId, recipe_id: recipeId },
          body: { recipeDecrementQuantity },
        }),
      ),
    onSuccess: keep,
  });
}

/**
 * Adds several recipes to a list, each `times` times with all its ingredients (the meal plan's
 * days). One after another: each write reads the list's count of the recipe the one before left.
 */
export function useAddRecipesToShoppingList() {
  const api = useApiClient();
  const keep = useKeepAnsweredList();
  return useMutation({
    mutationFn: async ({ listId, recipes }: { listId: string; recipes: { recipeId: string; times: number }[] }) => {
      let list: ShoppingListOut | null = null;
      for (const { recipeId, times } of recipes) {
        list = dataOrThrow(
          await api.call("addRecipeToShoppingList", {
            params: { item_id: listId, recipe_id: recipeId },
            body: { recipeIncrementQuantity: times },
            notify: false,
          }),
        );
      }
      return list;
    },
    onSuccess: (list) => list && keep(list),
  });
}
