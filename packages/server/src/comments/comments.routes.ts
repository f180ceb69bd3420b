import {
  CommentsQuery,
  RecipeCommentCreate,
  RecipeCommentOut,
  RecipeCommentPagination,
  RecipeCommentUpdate,
  SuccessResponse,
} from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/authenticate.js";
import { IdParam } from "../http/params.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;
const tags = ["Recipe: Comments"];

/** Comments on the caller's group's recipes. */
export function commentsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { comments } = services;
    app.get(
      "/api/comments",
      {
        config,
        schema: {
          operationId: "getComments",
          tags,
          querystring: CommentsQuery,
          response: { 200: RecipeCommentPagination },
        },
      },
      (request) => comments.list(actorOf(request), request.query),
    );
    app.post(
      "/api/comments",
      {
        config,
        schema: { operationId: "createComment", tags, body: RecipeCommentCreate, response: { 201: RecipeCommentOut } },
      },
      async (request, reply) => reply.status(201).send(await comments.create(actorOf(request), request.body)),
    );
    app.get(
      "/api/comments/:item_id",
      { config, schema: { operationId: "getComment", tags, params: IdParam, response: { 200: RecipeCommentOut } } },
      (request) => comments.get(actorOf(request), request.params.item_id),
    );
    app.put(
      "/api/comments/:item_id",
      {
        config,
        schema: {
          operationId: "updateComment",
          tags,
          params: IdParam,
          body: RecipeCommentUpdate,
          response: { 200: RecipeCommentOut },
        },
      },
      (request) => comments.update(actorOf(request), request.params.item_id, request.body),
    );
    app.delete(
      "/api/comments/:item_id",
      { config, schema: { operationId: "deleteComment", tags, params: IdParam, response: { 200: SuccessResponse } } },
      (request) => comments.delete(actorOf(request), request.params.item_id),
    );
    app.get(
      "/api/recipes/:slug/comments",
      {
        config,
        schema: {
          operationId: "getRecipeComments",
          tags,
          params: z.object({ slug: z.string().min(1) }),
          response: { 200: z.array(RecipeCommentOut) },
        },
      },
      (request) => comments.forRecipe(actorOf(request), request.params.slug),
    );
  };
}
