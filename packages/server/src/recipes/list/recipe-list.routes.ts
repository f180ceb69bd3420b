import { RecipeListQuery, RecipeSummaryPagination } from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../auth/authenticate.js";
import { sendJsonText } from "../../http/json-text.js";
import type { Services } from "../../services.js";

/** `GET /api/recipes`: the caller's group's recipes, filtered, searched, ordered and paged. */
export function recipeListRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { recipesReadModel } = services;
    app.get(
      "/api/recipes",
      {
        config: { access: "group" },
        schema: {
          operationId: "getRecipes",
          tags: ["Recipe: CRUD"],
          querystring: RecipeListQuery,
          response: { 200: RecipeSummaryPagination },
        },
      },
      // The read model answers JSON text (pages are kept as text); Fastify sends it as it is.
      async (request, reply) => sendJsonText(reply, await recipesReadModel.list(actorOf(request), request.query)),
    );
  };
}
