import type { RecipeShareTokenCreate, RecipeShareTokenSummary } from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { shareKeys } from "./keys";

export function useCreateShareToken() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (share: RecipeShareTokenCreate) =>
      dataOrThrow(await api.call("createShareToken", { body: share })),
    onSuccess: (token) => queryClient.invalidateQueries({ queryKey: shareKeys.ofRecipe(token.recipeId) }),
  });
}

export function useDeleteShareToken() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: Pick<RecipeShareTokenSummary, "id" | "recipeId">) =>
      dataOrThrow(await api.call("deleteShareToken", { params: { item_id: token.id } })),
    onSuccess: (_answer, token) => queryClient.invalidateQueries({ queryKey: shareKeys.ofRecipe(token.recipeId) }),
  });
}
