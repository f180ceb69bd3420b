import type { RecipeTool } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { type ApiClient, dataOrThrow } from "../client";
import { allByName } from "../foods/queries";
import type { RecipeListSource } from "../recipes/keys";
import { type OrganizerKind, organizerKeys } from "./keys";

export type { OrganizerKind };

/** A category, tag or tool as lists show it; tools also say whether the household has one. */
export interface Organizer {
  id: string;
  name: string;
  slug: string;
  onHand?: RecipeTool["onHand"];
}

const groupLists = { categories: "getCategories", tags: "getTags", tools: "getTools" } as const;
const exploreLists = { categories: "exploreCategories", tags: "exploreTags", tools: "exploreTools" } as const;

async function listOrganizers(api: ApiClient, kind: OrganizerKind, source: RecipeListSource): Promise<Organizer[]> {
  const result =
    source.kind === "group"
      ? await api.call(groupLists[kind], allByName)
      : await api.call(exploreLists[kind], { params: { group_slug: source.groupSlug }, ...allByName });
  return dataOrThrow(result).items;
}

/** Every category, tag or tool of the group by name; a visitor reads a public group's through explore. */
export function useOrganizersQuery(kind: OrganizerKind, source: RecipeListSource, { enabled = true } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: organizerKeys.list(kind, source),
    queryFn: () => listOrganizers(api, kind, source),
    enabled,
  });
}

/** A public group's foods, for a visitor's food filter (members use the foods API's own query). */
export function useExploreFoodsQuery(groupSlug: string, { enabled = true } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: organizerKeys.exploreFoods(groupSlug),
    queryFn: async () =>
      dataOrThrow(await api.call("exploreFoods", { params: { group_slug: groupSlug }, ...allByName })).items,
    enabled,
  });
}
