import {
  CategoryBase,
  CategoryIn,
  CategoryOut,
  CategorySummary,
  OrganizerListQuery,
  RecipeCategoryPagination,
  RecipeCategoryResponse,
  RecipeTagPagination,
  RecipeTagResponse,
  RecipeTool,
  RecipeToolCreate,
  RecipeToolPagination,
  RecipeToolResponse,
  TagBase,
  TagIn,
  TagOut,
} from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { actorOf } from "../auth/authenticate.js";
import { IdParam } from "../http/params.js";
import type { Services } from "../services.js";
import { presentOrganizer, presentOrganizerOut, presentTool } from "./organizers.presenter.js";
import type { OrganizerRow } from "./organizers.repository.js";

const config = { access: "group" } as const;

/** `/api/organizers/{categories,tags,tools}`: the caller's group's organizers. */
export function organizersRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { categories, tags, tools } = services.organizers;

    const categoryTags = ["Organizer: Categories"];
    app.get(
      "/api/organizers/categories",
      {
        config,
        schema: {
          operationId: "getCategories",
          tags: categoryTags,
          querystring: OrganizerListQuery,
          response: { 200: RecipeCategoryPagination },
        },
      },
      async (request) => {
        const page = await categories.list(actorOf(request), request.query, "/organizers/categories");
        return { ...page, items: page.items.map(presentOrganizer) };
      },
    );
    app.post(
      "/api/organizers/categories",
      {
        config,
        schema: { operationId: "createCategory", tags: categoryTags, body: CategoryIn, response: { 201: CategoryOut } },
      },
      async (request, reply) =>
        reply.status(201).send(presentOrganizerOut(await categories.create(actorOf(request), request.body))),
    );
    app.get(
      "/api/organizers/categories/empty",
      {
        config,
        schema: { operationId: "getEmptyCategories", tags: categoryTags, response: { 200: z.array(CategoryBase) } },
      },
      async (request) => (await categories.empty(actorOf(request))).map(presentOrganizer),
    );
    app.get(
      "/api/organizers/categories/:item_id",
      {
        config,
        schema: { operationId: "getCategory", tags: categoryTags, params: IdParam, response: { 200: CategorySummary } },
      },
      async (request) => presentOrganizer(await categories.get(actorOf(request), request.params.item_id)),
    );
    app.put(
      "/api/organizers/categories/:item_id",
      {
        config,
        schema: {
          operationId: "updateCategory",
          tags: categoryTags,
          params: IdParam,
          body: CategoryIn,
          response: { 200: CategorySummary },
        },
      },
      async (request) =>
        presentOrganizer(await categories.update(actorOf(request), request.params.item_id, request.body)),
    );
    app.delete(
      "/api/organizers/categories/:item_id",
      {
        config,
        schema: { operationId: "deleteCategory", tags: categoryTags, params: IdParam, response: { 200: CategoryOut } },
      },
      async (request) => presentOrganizerOut(await categories.delete(actorOf(request), request.params.item_id)),
    );
    app.get(
      "/api/organizers/categories/slug/:category_slug",
      {
        config,
        schema: {
          operationId: "getCategoryBySlug",
          tags: categoryTags,
          params: z.object({ category_slug: z.string() }),
          response: { 200: RecipeCategoryResponse },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const category = await categories.getBySlug(actor, request.params.category_slug);
        return { ...presentOrganizer(category), recipes: await categories.recipes(actor, category) };
      },
    );

    const tagTags = ["Organizer: Tags"];
    const tagWithRecipes = async (actor: Actor, tag: OrganizerRow) => ({
      ...presentOrganizer(tag),
      recipes: await tags.recipes(actor, tag),
    });
    app.get(
      "/api/organizers/tags",
      {
        config,
        schema: {
          operationId: "getTags",
          tags: tagTags,
          querystring: OrganizerListQuery,
          response: { 200: RecipeTagPagination },
        },
      },
      async (request) => {
        const page = await tags.list(actorOf(request), request.query, "/organizers/tags");
        return { ...page, items: page.items.map(presentOrganizer) };
      },
    );
    app.post(
      "/api/organizers/tags",
      { config, schema: { operationId: "createTag", tags: tagTags, body: TagIn, response: { 201: TagOut } } },
      async (request, reply) =>
        reply.status(201).send(presentOrganizerOut(await tags.create(actorOf(request), request.body))),
    );
    app.get(
      "/api/organizers/tags/empty",
      { config, schema: { operationId: "getEmptyTags", tags: tagTags, response: { 200: z.array(TagBase) } } },
      async (request) => (await tags.empty(actorOf(request))).map(presentOrganizer),
    );
    app.get(
      "/api/organizers/tags/:item_id",
      {
        config,
        schema: { operationId: "getTag", tags: tagTags, params: IdParam, response: { 200: RecipeTagResponse } },
      },
      async (request) => {
        const actor = actorOf(request);
        return tagWithRecipes(actor, await tags.get(actor, request.params.item_id));
      },
    );
    app.put(
      "/api/organizers/tags/:item_id",
      {
        config,
        schema: {
          operationId: "updateTag",
          tags: tagTags,
          params: IdParam,
          body: TagIn,
          response: { 200: RecipeTagResponse },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return tagWithRecipes(actor, await tags.update(actor, request.params.item_id, request.body));
      },
    );
    app.delete(
      "/api/organizers/tags/:item_id",
      { config, schema: { operationId: "deleteTag", tags: tagTags, params: IdParam, response: { 200: TagOut } } },
      async (request) => presentOrganizerOut(await tags.delete(actorOf(request), request.params.item_id)),
    );
    app.get(
      "/api/organizers/tags/slug/:tag_slug",
      {
        config,
        schema: {
          operationId: "getTagBySlug",
          tags: tagTags,
          params: z.object({ tag_slug: z.string() }),
          response: { 200: RecipeTagResponse },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return tagWithRecipes(actor, await tags.getBySlug(actor, request.params.tag_slug));
      },
    );

    const toolTags = ["Organizer: Tools"];
    app.get(
      "/api/organizers/tools",
      {
        config,
        schema: {
          operationId: "getTools",
          tags: toolTags,
          querystring: OrganizerListQuery,
          response: { 200: RecipeToolPagination },
        },
      },
      async (request) => {
        const page = await tools.list(actorOf(request), request.query, "/organizers/tools");
        return { ...page, items: page.items.map(presentTool) };
      },
    );
    app.post(
      "/api/organizers/tools",
      {
        config,
        schema: { operationId: "createTool", tags: toolTags, body: RecipeToolCreate, response: { 201: RecipeTool } },
      },
      async (request, reply) => reply.status(201).send(presentTool(await tools.create(actorOf(request), request.body))),
    );
    app.get(
      "/api/organizers/tools/:item_id",
      { config, schema: { operationId: "getTool", tags: toolTags, params: IdParam, response: { 200: RecipeTool } } },
      async (request) => presentTool(await tools.get(actorOf(request), request.params.item_id)),
    );
    app.put(
      "/api/organizers/tools/:item_id",
      {
        config,
        schema: {
          operationId: "updateTool",
          tags: toolTags,
          params: IdParam,
          body: RecipeToolCreate,
          response: { 200: RecipeTool },
        },
      },
      async (request) => presentTool(await tools.update(actorOf(request), request.params.item_id, request.body)),
    );
    app.delete(
      "/api/organizers/tools/:item_id",
      { config, schema: { operationId: "deleteTool", tags: toolTags, params: IdParam, response: { 200: RecipeTool } } },
      async (request) => presentTool(await tools.delete(actorOf(request), request.params.item_id)),
    );
    app.get(
      "/api/organizers/tools/slug/:tool_slug",
      {
        config,
        schema: {
          operationId: "getToolBySlug",
          tags: toolTags,
          params: z.object({ tool_slug: z.string() }),
          response: { 200: RecipeToolResponse },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const tool = await tools.getBySlug(actor, request.params.tool_slug);
        return { ...presentTool(tool), recipes: await tools.recipes(actor, tool) };
      },
    );
  };
}
