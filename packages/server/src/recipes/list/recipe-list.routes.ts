import { sendJsonText } from "../../http/json-text.js";
import { operation } from "../../http/operations.js";
import type { Services } from "../../services.js";

/**
 * `GET /api/recipes`: the caller's group's recipes, filtered, searched, ordered and paged; and those
 * without tags or categories (`/api/recipes/summary/*`).
 */
export function recipeListRoutes({ recipesReadModel }: Services) {
  return [
    // The read model answers JSON text (pages are kept as text); Fastify sends it as it is.
    operation("getRecipes", "group", async ({ actor, query, reply }) =>
      sendJsonText(reply, await recipesReadModel.list(actor, query)),
    ),
    operation("getUntaggedRecipes", "group", async ({ actor, query, reply }) =>
      sendJsonText(reply, await recipesReadModel.unorganized(actor, "tags", query.count)),
    ),
    operation("getUncategorizedRecipes", "group", async ({ actor, query, reply }) =>
      sendJsonText(reply, await recipesReadModel.unorganized(actor, "categories", query.count)),
    ),
  ];
}
