import {
  CreateIngredientFood,
  CreateIngredientUnit,
  IngredientFood,
  IngredientFoodPagination,
  IngredientUnit,
  IngredientUnitPagination,
  MergeFood,
  MergeUnit,
  MultiPurposeLabelCreate,
  MultiPurposeLabelOut,
  MultiPurposeLabelPagination,
  MultiPurposeLabelUpdate,
  OrganizerListQuery,
  SuccessResponse,
} from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../auth/authenticate.js";
import { IdParam } from "../http/params.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;

/** `/api/foods`, `/api/units` and `/api/groups/labels`: the caller's group's foods, units and labels. */
export function foodsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { foods, units, labels } = services;

    const foodTags = ["Recipes: Foods"];
    app.get(
      "/api/foods",
      {
        config,
        schema: {
          operationId: "getFoods",
          tags: foodTags,
          querystring: OrganizerListQuery,
          response: { 200: IngredientFoodPagination },
        },
      },
      (request) => foods.list(actorOf(request), request.query, "/foods"),
    );
    app.post(
      "/api/foods",
      {
        config,
        schema: {
          operationId: "createFood",
          tags: foodTags,
          body: CreateIngredientFood,
          response: { 201: IngredientFood },
        },
      },
      async (request, reply) => reply.status(201).send(await foods.create(actorOf(request), request.body)),
    );
    app.put(
      "/api/foods/merge",
      {
        config,
        schema: { operationId: "mergeFoods", tags: foodTags, body: MergeFood, response: { 200: SuccessResponse } },
      },
      (request) => foods.merge(actorOf(request), request.body),
    );
    app.get(
      "/api/foods/:item_id",
      {
        config,
        schema: { operationId: "getFood", tags: foodTags, params: IdParam, response: { 200: IngredientFood } },
      },
      (request) => foods.get(actorOf(request), request.params.item_id),
    );
    app.put(
      "/api/foods/:item_id",
      {
        config,
        schema: {
          operationId: "updateFood",
          tags: foodTags,
          params: IdParam,
          body: CreateIngredientFood,
          response: { 200: IngredientFood },
        },
      },
      (request) => foods.update(actorOf(request), request.params.item_id, request.body),
    );
    app.delete(
      "/api/foods/:item_id",
      {
        config,
        schema: { operationId: "deleteFood", tags: foodTags, params: IdParam, response: { 200: IngredientFood } },
      },
      (request) => foods.delete(actorOf(request), request.params.item_id),
    );

    const unitTags = ["Recipes: Units"];
    app.get(
      "/api/units",
      {
        config,
        schema: {
          operationId: "getUnits",
          tags: unitTags,
          querystring: OrganizerListQuery,
          response: { 200: IngredientUnitPagination },
        },
      },
      (request) => units.list(actorOf(request), request.query),
    );
    app.post(
      "/api/units",
      {
        config,
        schema: {
          operationId: "createUnit",
          tags: unitTags,
          body: CreateIngredientUnit,
          response: { 201: IngredientUnit },
        },
      },
      async (request, reply) => reply.status(201).send(await units.create(actorOf(request), request.body)),
    );
    app.put(
      "/api/units/merge",
      {
        config,
        schema: { operationId: "mergeUnits", tags: unitTags, body: MergeUnit, response: { 200: SuccessResponse } },
      },
      (request) => units.merge(actorOf(request), request.body),
    );
    app.get(
      "/api/units/:item_id",
      {
        config,
        schema: { operationId: "getUnit", tags: unitTags, params: IdParam, response: { 200: IngredientUnit } },
      },
      (request) => units.get(actorOf(request), request.params.item_id),
    );
    app.put(
      "/api/units/:item_id",
      {
        config,
        schema: {
          operationId: "updateUnit",
          tags: unitTags,
          params: IdParam,
          body: CreateIngredientUnit,
          response: { 200: IngredientUnit },
        },
      },
      (request) => units.update(actorOf(request), request.params.item_id, request.body),
    );
    app.delete(
      "/api/units/:item_id",
      {
        config,
        schema: { operationId: "deleteUnit", tags: unitTags, params: IdParam, response: { 200: IngredientUnit } },
      },
      (request) => units.delete(actorOf(request), request.params.item_id),
    );

    const labelTags = ["Groups: Multi Purpose Labels"];
    app.get(
      "/api/groups/labels",
      {
        config,
        schema: {
          operationId: "getLabels",
          tags: labelTags,
          querystring: OrganizerListQuery,
          response: { 200: MultiPurposeLabelPagination },
        },
      },
      (request) => labels.list(actorOf(request), request.query),
    );
    // Mealie answers 200 here, not 201.
    app.post(
      "/api/groups/labels",
      {
        config,
        schema: {
          operationId: "createLabel",
          tags: labelTags,
          body: MultiPurposeLabelCreate,
          response: { 200: MultiPurposeLabelOut },
        },
      },
      (request) => labels.create(actorOf(request), request.body),
    );
    app.get(
      "/api/groups/labels/:item_id",
      {
        config,
        schema: { operationId: "getLabel", tags: labelTags, params: IdParam, response: { 200: MultiPurposeLabelOut } },
      },
      (request) => labels.get(actorOf(request), request.params.item_id),
    );
    app.put(
      "/api/groups/labels/:item_id",
      {
        config,
        schema: {
          operationId: "updateLabel",
          tags: labelTags,
          params: IdParam,
          body: MultiPurposeLabelUpdate,
          response: { 200: MultiPurposeLabelOut },
        },
      },
      (request) => labels.update(actorOf(request), request.params.item_id, request.body),
    );
    app.delete(
      "/api/groups/labels/:item_id",
      {
        config,
        schema: {
          operationId: "deleteLabel",
          tags: labelTags,
          params: IdParam,
          response: { 200: MultiPurposeLabelOut },
        },
      },
      (request) => labels.delete(actorOf(request), request.params.item_id),
    );
  };
}
