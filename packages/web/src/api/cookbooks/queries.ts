import { ALL_ITEMS } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import type { RecipeListSource } from "../recipes/keys";
import { cookbookKeys } from "./keys";

/** Every cookbook at once, in the group's order (SPEC §7). */
const allByPosition = {
  query: { page: 1, perPage: ALL_ITEMS, orderBy: "position", orderDirection: "asc" },
  notify: false,
} as const;

/** The signed-in user's group's cookbooks in their saved order. */
export function useCookbooksQuery({ enabled }: { enabled: boolean }) {
  const api = useApiClient();
  return useQuery({
    queryKey: cookbookKeys.list(),
    queryFn: async () => dataOrThrow(await api.call("getCookbooks", allByPosition)).items,
    enabled,
  });
}

/** A public group's public cookbooks, in its order, for a visitor. */
export function useExploreCookbooksQuery(groupSlug: string, { enabled }: { enabled: boolean }) {
  const api = useApiClient();
  return useQuery({
    queryKey: cookbookKeys.explore(groupSlug),
    queryFn: async () =>
      dataOrThrow(await api.call("exploreCookbooks", { params: { group_slug: groupSlug }, ...allByPosition })).items,
    enabled,
  });
}

/** The cookbooks a viewer may see: their own group's, or a public group's public ones. */
export function useViewableCookbooksQuery(source: RecipeListSource | null) {
  const own = useCookbooksQuery({ enabled: source?.kind === "group" });
  const explore = useExploreCookbooksQuery(source?.kind === "explore" ? source.groupSlug : "", {
    enabled: source?.kind === "explore",
  });
  return source?.kind === "explore" ? explore : own;
}
