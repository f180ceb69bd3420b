import type { UserRatingSummary } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { ratingKeys } from "./keys";

export type OwnRatings = ReadonlyMap<string, UserRatingSummary>;

function byRecipeId(summaries: UserRatingSummary[]): OwnRatings {
  return new Map(summaries.map((summary) => [summary.recipeId, summary]));
}

/**
 * The signed-in user's ratings and favourites by recipe id: one call for every card on a page.
 * Idle for visitors.
 */
export function useOwnRatingsQuery({ enabled }: { enabled: boolean }) {
  const api = useApiClient();
  return useQuery({
    queryKey: ratingKeys.own(),
    queryFn: async () => dataOrThrow(await api.call("getLoggedInUserRatings", { notify: false })).ratings,
    select: byRecipeId,
    enabled,
  });
}

/** The ids of a member's favourite recipes, most recently added first as the server lists them. */
export function useFavoriteRecipeIdsQuery(userId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ratingKeys.favorites(userId),
    queryFn: async () => {
      const { ratings } = dataOrThrow(await api.call("getUserFavorites", { params: { id: userId }, notify: false }));
      return ratings.map((rating) => rating.recipeId);
    },
  });
}
