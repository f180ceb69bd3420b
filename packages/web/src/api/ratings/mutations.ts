import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { recipeKeys } from "../recipes/keys";
import { ratingKeys } from "./keys";

interface RecipeRef {
  slug: string;
}

/**
 * After a change the user's ratings are read again (SPEC §4); recipes are only marked stale, so that
 * the group averages are fresh on the next visit without reloading every list on screen now.
 */
function useRefreshAfterRatingChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
      queryClient.invalidateQueries({ queryKey: recipeKeys.all, refetchType: "none" }),
    ]);
}

/** Sets the signed-in user's rating of a recipe: 1 to 5, or 0 to clear it. */
export function useSetRatingMutation(userId: string) {
  const api = useApiClient();
  const refresh = useRefreshAfterRatingChange();
  return useMutation({
    mutationFn: async ({ recipe, rating }: { recipe: RecipeRef; rating: number }) =>
      dataOrThrow(await api.call("setUserRating", { params: { id: userId, slug: recipe.slug }, body: { rating } })),
    onSettled: refresh,
  });
}

/** Adds the recipe to the signed-in user's favourites, or removes it. */
export function useToggleFavoriteMutation(userId: string) {
  const api = useApiClient();
  const refresh = useRefreshAfterRatingChange();
  return useMutation({
    mutationFn: async ({ recipe, favorite }: { recipe: RecipeRef; favorite: boolean }) =>
      dataOrThrow(
        await api.call(favorite ? "addFavorite" : "removeFavorite", { params: { id: userId, slug: recipe.slug } }),
      ),
    onSettled: refresh,
  });
}
