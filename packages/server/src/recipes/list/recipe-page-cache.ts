import type { RecipeListQuery } from "@larder/shared";
import { VersionedJsonCache } from "../versioned-json-cache.js";

/** Pages kept; with the size limit below, a few megabytes at most. */
const MAX_PAGES = 100;
/** Larger pages (hundreds of recipes) are rare and are not kept. */
const MAX_PAGE_CHARS = 256 * 1024;

/**
 * Recent recipe list pages as JSON text, each valid while its group's `recipes_version` (moved by
 * database triggers on every change a page shows) is unchanged. A household opens the same few pages
 * again and again; a hit skips the queries and the serialising.
 */
export function recipePageCache(): VersionedJsonCache {
  return new VersionedJsonCache(MAX_PAGES, MAX_PAGE_CHARS);
}

/**
 * The cache key of a list request, or undefined when its answer may depend on more than the
 * group's recipes and organizers: the viewer's own ratings (ordering by rating), foods, cookbooks
 * and `queryFilter` (which may name any whitelisted field), or a page too large to keep.
 */
export function recipePageKey(groupId: string, audience: string, query: RecipeListQuery): string | undefined {
  if (query.queryFilter?.trim() || query.cookbook || query.foods?.length) return undefined;
  if (/rating/.test(query.orderBy ?? "")) return undefined;
  if (query.page < 1 || query.perPage < 1 || query.perPage > 100) return undefined;
  return `${groupId} ${audience} ${JSON.stringify(query)}`;
}
