import { sendJsonText } from "../../http/json-text.js";
import { operation } from "../../http/operations.js";
import type { Services } from "../../services.js";

/** `GET /api/recipes`: the caller's group's recipes, filtered, searched, ordered and paged. */
export function recipeListRoutes({ recipeList }: Services) {
  return [
    // The service answers JSON text (pages are cached as text); Fastify sends it as it is.
    operation("getRecipes", "group", async ({ actor, query, reply }) =>
      sendJsonText(reply, await recipeList.list(actor, query)),
    ),
  ];
}
