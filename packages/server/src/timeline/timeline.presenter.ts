import type { RecipeTimelineEventOut, TimelineEventImage } from "@larder/shared";
import type { TimelineEventRow } from "./timeline.repository.js";

export const HAS_IMAGE: TimelineEventImage = "has image";
export const NO_IMAGE: TimelineEventImage = "does not have image";

export function presentTimelineEvent(row: TimelineEventRow): RecipeTimelineEventOut {
  return {
    id: row.id,
    recipeId: row.recipe_id,
    userId: row.user_id,
    subject: row.subject,
    eventType: row.event_type,
    eventMessage: row.event_message,
    image: row.image === HAS_IMAGE ? HAS_IMAGE : NO_IMAGE,
    timestamp: row.timestamp.toISOString(),
    createdAt: row.created_at.toISOString(),
    updateAt: row.update_at.toISOString(),
  };
}
