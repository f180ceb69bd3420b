import {
  RecipeTimelineEventIn,
  RecipeTimelineEventOut,
  RecipeTimelineEventPagination,
  RecipeTimelineEventUpdate,
  TimelineEventImageResponse,
  TimelineEventsQuery,
} from "../contracts/timeline.js";
import { defineEndpoints } from "./define.js";
import { IdParam } from "./params.js";

const tags = ["Recipe: Timeline"];

/** The timeline of the caller's group's recipes, and the photos attached to its events. */
export const timelineEndpoints = defineEndpoints({
  getTimelineEvents: {
    method: "GET",
    path: "/api/recipes/timeline/events",
    tags,
    query: TimelineEventsQuery,
    response: RecipeTimelineEventPagination,
  },
  createTimelineEvent: {
    method: "POST",
    path: "/api/recipes/timeline/events",
    tags,
    body: RecipeTimelineEventIn,
    response: RecipeTimelineEventOut,
    status: 201,
  },
  getTimelineEvent: {
    method: "GET",
    path: "/api/recipes/timeline/events/:item_id",
    tags,
    params: IdParam,
    response: RecipeTimelineEventOut,
  },
  updateTimelineEvent: {
    method: "PUT",
    path: "/api/recipes/timeline/events/:item_id",
    tags,
    params: IdParam,
    body: RecipeTimelineEventUpdate,
    response: RecipeTimelineEventOut,
  },
  deleteTimelineEvent: {
    method: "DELETE",
    path: "/api/recipes/timeline/events/:item_id",
    tags,
    params: IdParam,
    response: RecipeTimelineEventOut,
  },
  updateTimelineEventImage: {
    method: "PUT",
    path: "/api/recipes/timeline/events/:item_id/image",
    tags,
    params: IdParam,
    multipart: true,
    response: TimelineEventImageResponse,
  },
});
