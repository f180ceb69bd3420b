import { sendJsonText } from "../../http/json-text.js";
import { operation } from "../../http/operations.js";
import type { Services } from "../../services.js";

/** `GET /api/recipes`: the caller's group's recipes, filtered, searched, ordered and paged. */
export function recipeListRoutes({ recipesReadModel }: Services) {
  return [
    // The read model answers JSON text (pages are kept as text); Fastify sends it as it is.
    operation("getRecipes", "group", async ({ actor, query, reply }) =>
      sendJsonText(reply, await recipesReadModel.list(actor, query)),
    ),
  ];
}
