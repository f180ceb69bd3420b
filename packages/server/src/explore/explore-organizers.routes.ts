import {
  CategoryOut,
  IngredientFood,
  IngredientFoodPagination,
  OrganizerListQuery,
  RecipeCategoryPagination,
  RecipeTagPagination,
  RecipeToolOut,
  RecipeToolPagination,
  TagOut,
} from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentOrganizer, presentOrganizerOut, presentTool } from "../organizers/organizers.presenter.js";
import type { Services } from "../services.js";

const config = { access: "public" } as const;
const GroupParam = z.object({ group_slug: z.string() });
const GroupItemParam = GroupParam.extend({ item_id: z.guid("must be an id") });

/** `/api/explore/foods/...` and `/api/explore/organizers/...`: what visitors see of a public group. */
export function exploreOrganizersRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const explore = services.exploreOrganizers;

    const foodTags = ["Explore: Foods"];
    app.get(
      "/api/explore/foods/:group_slug",
      {
        config,
        schema: {
          operationId: "exploreFoods",
          tags: foodTags,
          params: GroupParam,
          querystring: OrganizerListQuery,
          response: { 200: IngredientFoodPagination },
        },
      },
      (request) => explore.foods(request.params.group_slug, request.query),
    );
    app.get(
      "/api/explore/foods/:group_slug/:item_id",
      {
        config,
        schema: {
          operationId: "exploreFood",
          tags: foodTags,
          params: GroupItemParam,
          response: { 200: IngredientFood },
        },
      },
      (request) => explore.food(request.params.group_slug, request.params.item_id),
    );

    const categoryTags = ["Explore: Categories"];
    app.get(
      "/api/explore/organizers/:group_slug/categories",
      {
        config,
        schema: {
          operationId: "exploreCategories",
          tags: categoryTags,
          params: GroupParam,
          querystring: OrganizerListQuery,
          response: { 200: RecipeCategoryPagination },
        },
      },
      async (request) => {
        const page = await explore.list("categories", request.params.group_slug, request.query);
        return { ...page, items: page.items.map(presentOrganizer) };
      },
    );
    app.get(
      "/api/explore/organizers/:group_slug/categories/:item_id",
      {
        config,
        schema: {
          operationId: "exploreCategory",
          tags: categoryTags,
          params: GroupItemParam,
          response: { 200: CategoryOut },
        },
      },
      async (request) =>
        presentOrganizerOut(await explore.get("categories", request.params.group_slug, request.params.item_id)),
    );

    const tagTags = ["Explore: Tags"];
    app.get(
      "/api/explore/organizers/:group_slug/tags",
      {
        config,
        schema: {
          operationId: "exploreTags",
          tags: tagTags,
          params: GroupParam,
          querystring: OrganizerListQuery,
          response: { 200: RecipeTagPagination },
        },
      },
      async (request) => {
        const page = await explore.list("tags", request.params.group_slug, request.query);
        return { ...page, items: page.items.map(presentOrganizer) };
      },
    );
    app.get(
      "/api/explore/organizers/:group_slug/tags/:item_id",
      {
        config,
        schema: { operationId: "exploreTag", tags: tagTags, params: GroupItemParam, response: { 200: TagOut } },
      },
      async (request) =>
        presentOrganizerOut(await explore.get("tags", request.params.group_slug, request.params.item_id)),
    );

    const toolTags = ["Explore: Tools"];
    app.get(
      "/api/explore/organizers/:group_slug/tools",
      {
        config,
        schema: {
          operationId: "exploreTools",
          tags: toolTags,
          params: GroupParam,
          querystring: OrganizerListQuery,
          response: { 200: RecipeToolPagination },
        },
      },
      async (request) => {
        const page = await explore.list("tools", request.params.group_slug, request.query);
        return { ...page, items: page.items.map(presentTool) };
      },
    );
    app.get(
      "/api/explore/organizers/:group_slug/tools/:item_id",
      {
        config,
        schema: {
          operationId: "exploreTool",
          tags: toolTags,
          params: GroupItemParam,
          response: { 200: RecipeToolOut },
        },
      },
      async (request) => presentTool(await explore.get("tools", request.params.group_slug, request.params.item_id)),
    );
  };
}
