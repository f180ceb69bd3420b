import {
  Recipe,
  RecipeShareToken,
  RecipeShareTokenCreate,
  RecipeShareTokenSummary,
  ShareTokensQuery,
} from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/authenticate.js";
import { IdParam } from "../http/params.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;
const tags = ["Shared: Recipes"];

/** Share links of the caller's group, and the public page a link opens. */
export function sharesRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { shares } = services;
    app.get(
      "/api/shared/recipes",
      {
        config,
        schema: {
          operationId: "getShareTokens",
          tags,
          querystring: ShareTokensQuery,
          response: { 200: z.array(RecipeShareTokenSummary) },
        },
      },
      (request) => shares.list(actorOf(request), request.query.recipe_id),
    );
    app.post(
      "/api/shared/recipes",
      {
        config,
        schema: {
          operationId: "createShareToken",
          tags,
          body: RecipeShareTokenCreate,
          response: { 201: RecipeShareToken },
        },
      },
      async (request, reply) => reply.status(201).send(await shares.create(actorOf(request), request.body)),
    );
    app.get(
      "/api/shared/recipes/:item_id",
      { config, schema: { operationId: "getShareToken", tags, params: IdParam, response: { 200: RecipeShareToken } } },
      (request) => shares.get(actorOf(request), request.params.item_id),
    );
    app.delete(
      "/api/shared/recipes/:item_id",
      {
        config,
        schema: { operationId: "deleteShareToken", tags, params: IdParam, response: { 200: RecipeShareTokenSummary } },
      },
      (request) => shares.delete(actorOf(request), request.params.item_id),
    );
    app.get(
      "/api/recipes/shared/:token_id",
      {
        // Whoever holds the link may read the recipe: the token is the permission.
        config: { access: "public" },
        schema: {
          operationId: "getSharedRecipe",
          tags: ["Recipe: Shared"],
          params: z.object({ token_id: z.string() }),
          response: { 200: Recipe },
        },
      },
      (request) => shares.sharedRecipe(request.params.token_id),
    );
  };
}
