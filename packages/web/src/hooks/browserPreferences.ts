import { useSyncExternalStore } from "react";

/** A stored entry as read back: any field may be missing or of the wrong type. */
export type StoredFields<T> = Partial<Record<keyof T, unknown>>;

/**
 * Preferences kept in this browser (SPEC §3) under one localStorage key, shared by every component
 * that reads them and by other tabs. `fromStored` checks the stored fields one by one, so an older or
 * hand-edited entry falls back field by field. When the browser refuses storage (blocked site data)
 * the preferences stay in memory until the page is left.
 */
export function browserPreferences<T extends object>(
  storageKey: string,
  defaults: T,
  fromStored: (stored: StoredFields<T>) => T,
) {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T } | null = null;
  let unstoredRaw: string | null = null;

  const readRaw = (): string | null => {
    try {
      return localStorage.getItem(storageKey);
    } catch {
      return unstoredRaw;
    }
  };

  const parse = (raw: string | null): T => {
    let stored: StoredFields<T> = {};
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      if (parsed && typeof parsed === "object") stored = parsed;
    } catch {
      stored = {};
    }
    return fromStored(stored);
  };

  const snapshot = (): T => {
    const raw = readRaw();
    if (!cached || cached.raw !== raw) cached = { raw, value: parse(raw) };
    return cached.value;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    // Another tab changing the preferences updates this one too.
    window.addEventListener("storage", listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", listener);
    };
  };

  return {
    parse,
    save(changes: Partial<T>): void {
      const next = JSON.stringify({ ...snapshot(), ...changes });
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        unstoredRaw = next;
      }
      for (const listener of listeners) listener();
    },
    usePreferences(): T {
      return useSyncExternalStore(subscribe, snapshot, () => defaults);
    },
  };
}
