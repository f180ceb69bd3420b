import { sendJsonString, sendJsonText, sendJsonValue } from "../http/json-text.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/**
 * `/api/recipes/{slug}`: one recipe of the caller's group (the list lives in recipes/list). A full
 * recipe is sent as `JSON.stringify` makes it, as `GET` sends it, rather than checked and encoded
 * by the response schema on every write (tests still check each reply against the schema, see
 * test-support/json-text-check.ts).
 */
export function recipesRoutes({ recipes, recipesReadModel }: Services) {
  return [
    operation("createRecipe", "group", async ({ actor, body, reply }) =>
      sendJsonString(reply, await recipes.create(actor, body.name)),
    ),
    operation("getRecipe", "group", async ({ actor, params, reply }) =>
      sendJsonText(reply, await recipesReadModel.recipe(actor, params.slug)),
    ),
    operation("updateRecipe", "group", async ({ actor, params, body, reply }) =>
      sendJsonValue(reply, await recipes.update(actor, params.slug, body)),
    ),
    operation("patchRecipe", "group", async ({ actor, params, body, reply }) =>
      sendJsonValue(reply, await recipes.patch(actor, params.slug, body)),
    ),
    operation("deleteRecipe", "group", ({ actor, params }) => recipes.delete(actor, params.slug)),
    operation("duplicateRecipe", "group", ({ actor, params, body }) =>
      recipes.duplicate(actor, params.slug, body?.name),
    ),
    operation("updateLastMade", "group", ({ actor, params, body }) =>
      recipes.setLastMade(actor, params.slug, body.timestamp),
    ),
  ];
}
