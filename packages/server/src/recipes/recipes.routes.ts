import { CreateRecipe, Recipe, RecipeDuplicate, RecipeLastMade, RecipePatch, RecipeUpdate } from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/authenticate.js";
import { sendJsonText } from "../http/json-text.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;
const tags = ["Recipe: CRUD"];
/** A recipe's slug, or its id. */
const SlugParam = z.object({ slug: z.string().min(1) });

/** `/api/recipes/{slug}`: one recipe of the caller's group (the list lives in recipes/list). */
export function recipesRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { recipes, recipesReadModel } = services;
    app.post(
      "/api/recipes",
      { config, schema: { operationId: "createRecipe", tags, body: CreateRecipe, response: { 201: z.string() } } },
      // Fastify sends a string body as it is; Mealie answers with the slug as a JSON string.
      async (request, reply) => {
        const slug = await recipes.create(actorOf(request), request.body.name);
        return reply.status(201).type("application/json").send(JSON.stringify(slug));
      },
    );
    app.get(
      "/api/recipes/:slug",
      { config, schema: { operationId: "getRecipe", tags, params: SlugParam, response: { 200: Recipe } } },
      async (request, reply) =>
        sendJsonText(reply, await recipesReadModel.recipe(actorOf(request), request.params.slug)),
    );
    app.put(
      "/api/recipes/:slug",
      {
        config,
        schema: { operationId: "updateRecipe", tags, params: SlugParam, body: RecipeUpdate, response: { 200: Recipe } },
      },
      (request) => recipes.update(actorOf(request), request.params.slug, request.body),
    );
    app.patch(
      "/api/recipes/:slug",
      {
        config,
        schema: { operationId: "patchRecipe", tags, params: SlugParam, body: RecipePatch, response: { 200: Recipe } },
      },
      (request) => recipes.patch(actorOf(request), request.params.slug, request.body),
    );
    app.delete(
      "/api/recipes/:slug",
      { config, schema: { operationId: "deleteRecipe", tags, params: SlugParam, response: { 200: Recipe } } },
      (request) => recipes.delete(actorOf(request), request.params.slug),
    );
    app.post(
      "/api/recipes/:slug/duplicate",
      {
        config,
        schema: {
          operationId: "duplicateRecipe",
          tags,
          params: SlugParam,
          body: RecipeDuplicate.optional(),
          response: { 201: Recipe },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await recipes.duplicate(actorOf(request), request.params.slug, request.body?.name)),
    );
    app.patch(
      "/api/recipes/:slug/last-made",
      {
        config,
        schema: {
          operationId: "updateLastMade",
          tags,
          params: SlugParam,
          body: RecipeLastMade,
          response: { 200: Recipe },
        },
      },
      (request) => recipes.setLastMade(actorOf(request), request.params.slug, request.body.timestamp),
    );
  };
}
