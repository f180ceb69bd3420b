import {
  CookBookPagination,
  CookbookListQuery,
  CreateCookBook,
  ReadCookBook,
  RecipeCookBook,
  UpdateCookBook,
} from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/authenticate.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;
const tags = ["Groups: Cookbooks"];
/** A cookbook is named by its id or its slug. */
const CookbookParam = z.object({ item_id: z.string().trim().min(1, "must be a cookbook id or slug") });

/** `/api/groups/cookbooks`: the caller's group's cookbooks. */
export function cookbooksRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { cookbooks } = services;
    app.get(
      "/api/groups/cookbooks",
      {
        config,
        schema: {
          operationId: "getCookbooks",
          tags,
          querystring: CookbookListQuery,
          response: { 200: CookBookPagination },
        },
      },
      (request) => cookbooks.list(actorOf(request), request.query),
    );
    app.post(
      "/api/groups/cookbooks",
      {
        config,
        schema: { operationId: "createCookbook", tags, body: CreateCookBook, response: { 201: ReadCookBook } },
      },
      async (request, reply) => reply.status(201).send(await cookbooks.create(actorOf(request), request.body)),
    );
    app.put(
      "/api/groups/cookbooks",
      {
        config,
        schema: {
          operationId: "updateCookbooks",
          tags,
          body: z.array(UpdateCookBook),
          response: { 200: z.array(ReadCookBook) },
        },
      },
      (request) => cookbooks.updateMany(actorOf(request), request.body),
    );
    app.get(
      "/api/groups/cookbooks/:item_id",
      {
        config,
        schema: { operationId: "getCookbook", tags, params: CookbookParam, response: { 200: RecipeCookBook } },
      },
      (request) => cookbooks.get(actorOf(request), request.params.item_id),
    );
    app.put(
      "/api/groups/cookbooks/:item_id",
      {
        config,
        schema: {
          operationId: "updateCookbook",
          tags,
          params: CookbookParam,
          body: CreateCookBook,
          response: { 200: ReadCookBook },
        },
      },
      (request) => cookbooks.update(actorOf(request), request.params.item_id, request.body),
    );
    app.delete(
      "/api/groups/cookbooks/:item_id",
      {
        config,
        schema: { operationId: "deleteCookbook", tags, params: CookbookParam, response: { 200: ReadCookBook } },
      },
      (request) => cookbooks.delete(actorOf(request), request.params.item_id),
    );
  };
}
