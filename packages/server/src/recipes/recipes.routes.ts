import { sendJsonString, sendJsonText } from "../http/json-text.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/recipes/{slug}`: one recipe of the caller's group (the list lives in recipes/list). */
export function recipesRoutes({ recipes, recipesReadModel }: Services) {
  return [
    operation("createRecipe", "group", async ({ actor, body, reply }) =>
      sendJsonString(reply, await recipes.create(actor, body.name)),
    ),
    operation("getRecipe", "group", async ({ actor, params, reply }) =>
      sendJsonText(reply, await recipesReadModel.recipe(actor, params.slug)),
    ),
    operation("updateRecipe", "group", ({ actor, params, body }) => recipes.update(actor, params.slug, body)),
    operation("patchRecipe", "group", ({ actor, params, body }) => recipes.patch(actor, params.slug, body)),
    operation("deleteRecipe", "group", ({ actor, params }) => recipes.delete(actor, params.slug)),
    operation("duplicateRecipe", "group", ({ actor, params, body }) =>
      recipes.duplicate(actor, params.slug, body?.name),
    ),
    operation("updateLastMade", "group", ({ actor, params, body }) =>
      recipes.setLastMade(actor, params.slug, body.timestamp),
    ),
  ];
}
