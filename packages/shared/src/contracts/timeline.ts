import { z } from "zod";
import { RECIPE_ID_MESSAGE, REQUIRED_MESSAGE, USER_ID_MESSAGE } from "../validation/messages.js";
import { IsoDateTime } from "./date-time.js";
import { PaginationQuery, paginated } from "./pagination.js";

/** `system` events are written by the server (a recipe was created); members post `info` and `comment`. */
export const TimelineEventType = z.enum(["system", "info", "comment"]);
export type TimelineEventType = z.infer<typeof TimelineEventType>;

/** Mealie's two values of an event's image field: whether a photo is attached. */
export const TimelineEventImage = z.enum(["has image", "does not have image"]);
export type TimelineEventImage = z.infer<typeof TimelineEventImage>;

export const RecipeTimelineEventIn = z.object({
  recipeId: z.guid(RECIPE_ID_MESSAGE),
  /** Events are posted in the caller's own name; Mealie's field is accepted when it names the caller. */
  userId: z.guid(USER_ID_MESSAGE).nullish(),
  subject: z.string().trim().min(1, REQUIRED_MESSAGE),
  eventType: TimelineEventType,
  eventMessage: z.string().nullish(),
  /** Accepted and ignored: an event has an image once one is uploaded to it. */
  image: TimelineEventImage.nullish(),
  /** When it happened; now when absent. */
  timestamp: IsoDateTime.optional(),
});
export type RecipeTimelineEventIn = z.input<typeof RecipeTimelineEventIn>;

/** The event's type, recipe, author and time stay; "does not have image" removes the photo. */
export const RecipeTimelineEventUpdate = z.object({
  subject: z.string().trim().min(1, REQUIRED_MESSAGE),
  eventMessage: z.string().nullish(),
  image: TimelineEventImage.nullish(),
});
export type RecipeTimelineEventUpdate = z.input<typeof RecipeTimelineEventUpdate>;

export const RecipeTimelineEventOut = z.object({
  id: z.string(),
  recipeId: z.string(),
  userId: z.string(),
  subject: z.string(),
  eventType: TimelineEventType,
  eventMessage: z.string().nullable(),
  image: TimelineEventImage,
  timestamp: z.string(),
  createdAt: z.string(),
  updateAt: z.string(),
});
export type RecipeTimelineEventOut = z.infer<typeof RecipeTimelineEventOut>;

export const RecipeTimelineEventPagination = paginated(RecipeTimelineEventOut);

/** The timeline's query: pagination, and a filter on the fields the server whitelists. */
export const TimelineEventsQuery = PaginationQuery.extend({ queryFilter: z.string().optional() });
export type TimelineEventsQuery = z.infer<typeof TimelineEventsQuery>;

/** The answer to an event photo upload (Mealie's UpdateImageResponse). */
export const TimelineEventImageResponse = z.object({ image: z.string() });
export type TimelineEventImageResponse = z.infer<typeof TimelineEventImageResponse>;
