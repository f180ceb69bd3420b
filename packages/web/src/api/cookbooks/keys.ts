export const cookbookKeys = {
  all: ["cookbooks"] as const,
  list: () => [...cookbookKeys.all, "list"] as const,
  /** A public group's public cookbooks, as a visitor reads them. */
  explore: (groupSlug: string) => [...cookbookKeys.all, "explore", groupSlug] as const,
};
