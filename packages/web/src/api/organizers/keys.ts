import type { RecipeListSource } from "../recipes/keys";

export type OrganizerKind = "categories" | "tags" | "tools";

export const organizerKeys = {
  all: ["organizers"] as const,
  list: (kind: OrganizerKind, source: RecipeListSource) => [...organizerKeys.all, kind, source] as const,
  /** A public group's foods, as a visitor's recipe filter offers them. */
  exploreFoods: (groupSlug: string) => [...organizerKeys.all, "explore-foods", groupSlug] as const,
};
