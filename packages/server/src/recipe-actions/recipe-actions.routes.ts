import {
  CreateGroupRecipeAction,
  GroupRecipeActionOut,
  GroupRecipeActionPagination,
  RecipeActionListQuery,
  SaveGroupRecipeAction,
} from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../auth/authenticate.js";
import { IdParam } from "../http/params.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;
const tags = ["Groups: Recipe Actions"];

/** `/api/groups/recipe-actions`: the caller's group's recipe actions. */
export function recipeActionsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { recipeActions } = services;
    app.get(
      "/api/groups/recipe-actions",
      {
        config,
        schema: {
          operationId: "getRecipeActions",
          tags,
          querystring: RecipeActionListQuery,
          response: { 200: GroupRecipeActionPagination },
        },
      },
      (request) => recipeActions.list(actorOf(request), request.query),
    );
    app.post(
      "/api/groups/recipe-actions",
      {
        config,
        schema: {
          operationId: "createRecipeAction",
          tags,
          body: CreateGroupRecipeAction,
          response: { 201: GroupRecipeActionOut },
        },
      },
      async (request, reply) => reply.status(201).send(await recipeActions.create(actorOf(request), request.body)),
    );
    app.get(
      "/api/groups/recipe-actions/:item_id",
      {
        config,
        schema: { operationId: "getRecipeAction", tags, params: IdParam, response: { 200: GroupRecipeActionOut } },
      },
      (request) => recipeActions.get(actorOf(request), request.params.item_id),
    );
    app.put(
      "/api/groups/recipe-actions/:item_id",
      {
        config,
        schema: {
          operationId: "updateRecipeAction",
          tags,
          params: IdParam,
          body: SaveGroupRecipeAction,
          response: { 200: GroupRecipeActionOut },
        },
      },
      (request) => recipeActions.update(actorOf(request), request.params.item_id, request.body),
    );
    app.delete(
      "/api/groups/recipe-actions/:item_id",
      {
        config,
        schema: { operationId: "deleteRecipeAction", tags, params: IdParam, response: { 200: GroupRecipeActionOut } },
      },
      (request) => recipeActions.delete(actorOf(request), request.params.item_id),
    );
  };
}
