import type { CreateGroupRecipeAction } from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { recipeActionKeys } from "./keys";

/** Creates a recipe action (no id) or saves one whole; recipe menus show the new list. */
export function useSaveRecipeAction() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string | null; action: CreateGroupRecipeAction }) =>
      dataOrThrow(
        id
          ? await api.call("updateRecipeAction", { params: { item_id: id }, body: action })
          : await api.call("createRecipeAction", { body: action }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeActionKeys.all }),
  });
}

export function useDeleteRecipeAction() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("deleteRecipeAction", { params: { item_id: id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeActionKeys.all }),
  });
}
