import { TimelineEventType } from "@larder/shared";
import { browserPreferences } from "../../hooks/browserPreferences";

export const TIMELINE_EVENT_TYPES = TimelineEventType.options;

/** SPEC §3's timeline preferences, kept in this browser. */
export interface TimelinePreferences {
  orderDirection: "asc" | "desc";
  types: TimelineEventType[];
}

export const DEFAULT_TIMELINE_PREFERENCES: TimelinePreferences = {
  orderDirection: "asc",
  types: ["info", "system", "comment"],
};

const timelinePreferences = browserPreferences<TimelinePreferences>(
  "larder.timeline.preferences",
  DEFAULT_TIMELINE_PREFERENCES,
  (stored) => {
    const direction = stored.orderDirection;
    const types = Array.isArray(stored.types)
      ? TIMELINE_EVENT_TYPES.filter((type) => (stored.types as unknown[]).includes(type))
      : DEFAULT_TIMELINE_PREFERENCES.types;
    return {
      orderDirection:
        direction === "asc" || direction === "desc" ? direction : DEFAULT_TIMELINE_PREFERENCES.orderDirection,
      types,
    };
  },
);

export const saveTimelinePreferences = timelinePreferences.save;
export const useTimelinePreferences = timelinePreferences.usePreferences;
