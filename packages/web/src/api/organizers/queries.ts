import { ALL_ITEMS, type IngredientFood, type RecipeTool } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { type ApiClient, dataOrThrow } from "../client";
import type { RecipeListSource } from "../recipes/keys";
import type { PaginatedResponse } from "../types";
import { type OrganizerKind, organizerKeys } from "./keys";

export type { OrganizerKind };

/** A category, tag or tool as lists show it; tools also say whether the household has one. */
export interface Organizer {
  id: string;
  name: string;
  slug: string;
  onHand?: RecipeTool["onHand"];
}

async function listAll<T>(api: ApiClient, path: string): Promise<T[]> {
  const page = dataOrThrow(
    await api.get<PaginatedResponse<T>>(path, {
      query: { page: 1, perPage: ALL_ITEMS, orderBy: "name", orderDirection: "asc" },
      notify: false,
    }),
  );
  return page.items;
}

/** Every category, tag or tool of the group by name; a visitor reads a public group's through explore. */
export function useOrganizersQuery(kind: OrganizerKind, source: RecipeListSource, { enabled = true } = {}) {
  const api = useApiClient();
  const path =
    source.kind === "group"
      ? `organizers/${kind}`
      : `explore/organizers/${encodeURIComponent(source.groupSlug)}/${kind}`;
  return useQuery({
    queryKey: organizerKeys.list(kind, source),
    queryFn: () => listAll<Organizer>(api, path),
    enabled,
  });
}

/** A public group's foods, for a visitor's food filter (members use the foods API's own query). */
export function useExploreFoodsQuery(groupSlug: string, { enabled = true } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: organizerKeys.exploreFoods(groupSlug),
    queryFn: () => listAll<IngredientFood>(api, `explore/foods/${encodeURIComponent(groupSlug)}`),
    enabled,
  });
}
