import { TimelineEventType } from "@larder/shared";
import { useSyncExternalStore } from "react";

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

const STORAGE_KEY = "larder.timeline.preferences";
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: TimelinePreferences } | null = null;
let unstoredRaw: string | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return unstoredRaw;
  }
}

/** Stored values are checked field by field: an older or hand-edited entry falls back per field. */
export function parseTimelinePreferences(raw: string | null): TimelinePreferences {
  let stored: Partial<Record<keyof TimelinePreferences, unknown>> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === "object") stored = parsed;
  } catch {
    stored = {};
  }
  const direction = stored.orderDirection;
  const types = Array.isArray(stored.types)
    ? TIMELINE_EVENT_TYPES.filter((type) => (stored.types as unknown[]).includes(type))
    : DEFAULT_TIMELINE_PREFERENCES.types;
  return {
    orderDirection:
      direction === "asc" || direction === "desc" ? direction : DEFAULT_TIMELINE_PREFERENCES.orderDirection,
    types,
  };
}

function snapshot(): TimelinePreferences {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, value: parseTimelinePreferences(raw) };
  return cached.value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function saveTimelinePreferences(changes: Partial<TimelinePreferences>) {
  const next = JSON.stringify({ ...snapshot(), ...changes });
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    unstoredRaw = next;
  }
  for (const listener of listeners) listener();
}

export function useTimelinePreferences(): TimelinePreferences {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_TIMELINE_PREFERENCES);
}
