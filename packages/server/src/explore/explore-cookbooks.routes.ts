import { CookBookPagination, CookbookListQuery, RecipeCookBook } from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../services.js";

const config = { access: "public" } as const;
const tags = ["Explore: Cookbooks"];
const GroupParam = z.object({ group_slug: z.string().min(1) });
const CookbookParam = GroupParam.extend({ item_id: z.string().trim().min(1, "must be a cookbook id or slug") });

/** `/api/explore/cookbooks/{group_slug}`: a group's public cookbooks, for visitors. */
export function exploreCookbooksRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { cookbooks } = services;
    app.get(
      "/api/explore/cookbooks/:group_slug",
      {
        config,
        schema: {
          operationId: "exploreCookbooks",
          tags,
          params: GroupParam,
          querystring: CookbookListQuery,
          response: { 200: CookBookPagination },
        },
      },
      (request) => cookbooks.explore(request.params.group_slug, request.query),
    );
    app.get(
      "/api/explore/cookbooks/:group_slug/:item_id",
      {
        config,
        schema: { operationId: "exploreCookbook", tags, params: CookbookParam, response: { 200: RecipeCookBook } },
      },
      (request) => cookbooks.exploreOne(request.params.group_slug, request.params.item_id),
    );
  };
}
