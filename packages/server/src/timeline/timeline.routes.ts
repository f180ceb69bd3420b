import {
  RecipeTimelineEventIn,
  RecipeTimelineEventOut,
  RecipeTimelineEventPagination,
  RecipeTimelineEventUpdate,
  TimelineEventImageResponse,
  TimelineEventsQuery,
} from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../auth/authenticate.js";
import { IdParam } from "../http/params.js";
import { readMultipartForm } from "../media/multipart-form.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;
const tags = ["Recipe: Timeline"];

/** The timeline of the caller's group's recipes, and the photos attached to its events. */
export function timelineRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { timeline } = services;
    app.get(
      "/api/recipes/timeline/events",
      {
        config,
        schema: {
          operationId: "getTimelineEvents",
          tags,
          querystring: TimelineEventsQuery,
          response: { 200: RecipeTimelineEventPagination },
        },
      },
      (request) => timeline.list(actorOf(request), request.query),
    );
    app.post(
      "/api/recipes/timeline/events",
      {
        config,
        schema: {
          operationId: "createTimelineEvent",
          tags,
          body: RecipeTimelineEventIn,
          response: { 201: RecipeTimelineEventOut },
        },
      },
      async (request, reply) => reply.status(201).send(await timeline.create(actorOf(request), request.body)),
    );
    app.get(
      "/api/recipes/timeline/events/:item_id",
      {
        config,
        schema: { operationId: "getTimelineEvent", tags, params: IdParam, response: { 200: RecipeTimelineEventOut } },
      },
      (request) => timeline.get(actorOf(request), request.params.item_id),
    );
    app.put(
      "/api/recipes/timeline/events/:item_id",
      {
        config,
        schema: {
          operationId: "updateTimelineEvent",
          tags,
          params: IdParam,
          body: RecipeTimelineEventUpdate,
          response: { 200: RecipeTimelineEventOut },
        },
      },
      (request) => timeline.update(actorOf(request), request.params.item_id, request.body),
    );
    app.delete(
      "/api/recipes/timeline/events/:item_id",
      {
        config,
        schema: {
          operationId: "deleteTimelineEvent",
          tags,
          params: IdParam,
          response: { 200: RecipeTimelineEventOut },
        },
      },
      (request) => timeline.delete(actorOf(request), request.params.item_id),
    );
    app.put(
      "/api/recipes/timeline/events/:item_id/image",
      {
        config,
        schema: {
          operationId: "updateTimelineEventImage",
          tags,
          consumes: ["multipart/form-data"],
          params: IdParam,
          response: { 200: TimelineEventImageResponse },
        },
      },
      async (request) => {
        // The `extension` field Mealie clients send is not needed: the format is read from the file itself.
        const form = await readMultipartForm(request, { fileField: "image" });
        const image = form.files.image?.content ?? Buffer.alloc(0);
        return timeline.updateImage(actorOf(request), request.params.item_id, image);
      },
    );
  };
}
