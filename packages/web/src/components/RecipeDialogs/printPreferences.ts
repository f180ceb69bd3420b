import { useSyncExternalStore } from "react";

export type PrintImagePosition = "left" | "right" | "hidden";

/** SPEC §3's print preferences, kept in this browser. */
export interface PrintPreferences {
  imagePosition: PrintImagePosition;
  showDescription: boolean;
  showNotes: boolean;
}

export const DEFAULT_PRINT_PREFERENCES: PrintPreferences = {
  imagePosition: "left",
  showDescription: true,
  showNotes: true,
};

const STORAGE_KEY = "larder.recipe.printPreferences";
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: PrintPreferences } | null = null;
/** Where the preferences stay when the browser refuses storage (blocked site data): until the page is left. */
let unstoredRaw: string | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return unstoredRaw;
  }
}

/** Stored values are checked field by field: an older or hand-edited entry falls back per field. */
function parse(raw: string | null): PrintPreferences {
  let stored: Partial<Record<keyof PrintPreferences, unknown>> = {};
  try {
    stored = raw ? JSON.parse(raw) : {};
  } catch {
    stored = {};
  }
  const position = stored.imagePosition;
  return {
    imagePosition:
      position === "left" || position === "right" || position === "hidden"
        ? position
        : DEFAULT_PRINT_PREFERENCES.imagePosition,
    showDescription:
      typeof stored.showDescription === "boolean" ? stored.showDescription : DEFAULT_PRINT_PREFERENCES.showDescription,
    showNotes: typeof stored.showNotes === "boolean" ? stored.showNotes : DEFAULT_PRINT_PREFERENCES.showNotes,
  };
}

function snapshot(): PrintPreferences {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the preferences updates this one too.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function savePrintPreferences(preferences: PrintPreferences) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    unstoredRaw = JSON.stringify(preferences);
  }
  for (const listener of listeners) listener();
}

export function usePrintPreferences(): PrintPreferences {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_PRINT_PREFERENCES);
}
