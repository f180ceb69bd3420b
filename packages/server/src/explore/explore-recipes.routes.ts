import { sendJsonText } from "../http/json-text.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/explore/recipes/{group_slug}`: the public recipes of a group open to visitors. */
export function exploreRecipesRoutes({ recipesReadModel }: Services) {
  return [
    // The read model answers JSON text (pages are kept as text); Fastify sends it as it is.
    operation("exploreRecipes", "public", async ({ params, query, reply }) =>
      sendJsonText(reply, await recipesReadModel.explore(params.group_slug, query)),
    ),
    operation("exploreRecipe", "public", ({ params }) =>
      recipesReadModel.exploreRecipe(params.group_slug, params.recipe_slug),
    ),
  ];
}
