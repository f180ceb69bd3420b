import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { shareKeys } from "./keys";

/** The recipe's share links, soonest to expire first. */
export function useShareTokensQuery(recipeId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: shareKeys.ofRecipe(recipeId),
    queryFn: async () => {
      const tokens = dataOrThrow(await api.call("getShareTokens", { query: { recipe_id: recipeId }, notify: false }));
      return [...tokens].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
    },
    enabled,
  });
}

/** The recipe a share link opens, for anyone holding the link; an unknown or expired link is a 404. */
export function useSharedRecipeQuery(token: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: shareKeys.shared(token),
    queryFn: async () =>
      dataOrThrow(
        await api.call("getSharedRecipe", {
          params: { token_id: token },
          handledStatuses: [404],
          notify: false,
        }),
      ),
  });
}
