import { Recipe, RecipeListQuery, RecipeSummaryPagination } from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendJsonText } from "../http/json-text.js";
import type { Services } from "../services.js";

const config = { access: "public" } as const;
const tags = ["Explore: Recipes"];
const GroupParam = z.object({ group_slug: z.string().min(1) });
const RecipeParam = GroupParam.extend({ recipe_slug: z.string().min(1) });

/** `/api/explore/recipes/{group_slug}`: the public recipes of a group open to visitors. */
export function exploreRecipesRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { recipesReadModel } = services;
    app.get(
      "/api/explore/recipes/:group_slug",
      {
        config,
        schema: {
          operationId: "exploreRecipes",
          tags,
          params: GroupParam,
          querystring: RecipeListQuery,
          response: { 200: RecipeSummaryPagination },
        },
      },
      // The read model answers JSON text (pages are kept as text); Fastify sends it as it is.
      async (request, reply) =>
        sendJsonText(reply, await recipesReadModel.explore(request.params.group_slug, request.query)),
    );
    app.get(
      "/api/explore/recipes/:group_slug/:recipe_slug",
      { config, schema: { operationId: "exploreRecipe", tags, params: RecipeParam, response: { 200: Recipe } } },
      (request) => recipesReadModel.exploreRecipe(request.params.group_slug, request.params.recipe_slug),
    );
  };
}
