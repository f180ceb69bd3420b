import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** Share links of the caller's group, and the public page a link opens. */
export function sharesRoutes({ shares }: Services) {
  return [
    operation("getShareTokens", "group", ({ actor, query }) => shares.list(actor, query.recipe_id)),
    operation("createShareToken", "group", ({ actor, body }) => shares.create(actor, body)),
    operation("getShareToken", "group", ({ actor, params }) => shares.get(actor, params.item_id)),
    operation("deleteShareToken", "group", ({ actor, params }) => shares.delete(actor, params.item_id)),
    // Whoever holds the link may read the recipe: the token is the permission.
    operation("getSharedRecipe", "public", ({ params }) => shares.sharedRecipe(params.token_id)),
  ];
}
