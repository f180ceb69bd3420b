import type { RecipeListQuery } from "@larder/shared";

/**
 * The key a list page is kept under, or undefined when its answer may depend on more than the
 * group's recipes and organizers: the viewer's own ratings (ordering by rating), foods, cookbooks
 * and `queryFilter` (which may name any whitelisted field), or a page too large to keep.
 */
export function listPageKey(groupId: string, audience: string, query: RecipeListQuery): string | undefined {
  if (query.queryFilter?.trim() || query.cookbook || query.foods?.length) return undefined;
  if (/rating/.test(query.orderBy ?? "")) return undefined;
  if (query.page < 1 || query.perPage < 1 || query.perPage > 100) return undefined;
  return `${groupId} ${audience} ${JSON.stringify(query)}`;
}
