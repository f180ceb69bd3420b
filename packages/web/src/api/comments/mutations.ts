import type { RecipeCommentCreate } from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { recipeKeys } from "../recipes/keys";

// A recipe's comments are read per recipe (`recipeKeys.comments`); each change reloads that list.

export function useCreateComment(recipeSlug: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (comment: RecipeCommentCreate) => dataOrThrow(await api.call("createComment", { body: comment })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.comments(recipeSlug) }),
  });
}

export function useUpdateComment(recipeSlug: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, text }: { id: string; text: string }) =>
      dataOrThrow(await api.call("updateComment", { params: { item_id: id }, body: { id, text } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.comments(recipeSlug) }),
  });
}

export function useDeleteComment(recipeSlug: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("deleteComment", { params: { item_id: id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.comments(recipeSlug) }),
  });
}
