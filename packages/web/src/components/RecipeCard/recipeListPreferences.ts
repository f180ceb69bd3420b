import { useSyncExternalStore } from "react";

/** The orders the recipe list offers; each is a field the server can order recipes by. */
export const RECIPE_ORDER_FIELDS = ["name", "rating", "createdAt", "updateAt", "lastMade", "random"] as const;
export type RecipeOrderField = (typeof RECIPE_ORDER_FIELDS)[number];
export type OrderDirection = "asc" | "desc";

/** SPEC §3's recipe-section preferences, kept in this browser, plus the last search typed. */
export interface RecipeListPreferences {
  orderBy: RecipeOrderField;
  orderDirection: OrderDirection;
  /** Leave out recipes that have no value for the field they are ordered by (no rating, never made). */
  filterNull: boolean;
  /** Compact rows instead of picture cards. */
  useMobileCards: boolean;
  search: string;
}

export const DEFAULT_RECIPE_LIST_PREFERENCES: RecipeListPreferences = {
  orderBy: "name",
  orderDirection: "asc",
  filterNull: false,
  useMobileCards: false,
  search: "",
};

const STORAGE_KEY = "larder.recipe.listPreferences";
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: RecipeListPreferences } | null = null;
/** Where the preferences stay when the browser refuses storage (blocked site data): until the page is left. */
let unstoredRaw: string | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return unstoredRaw;
  }
}

export function isOrderField(value: unknown): value is RecipeOrderField {
  return typeof value === "string" && (RECIPE_ORDER_FIELDS as readonly string[]).includes(value);
}

/** Orders where some recipes have no value (never rated, never made): those can be left out. */
export function orderLeavesGaps(orderBy: RecipeOrderField): boolean {
  return orderBy === "rating" || orderBy === "lastMade";
}

export function isOrderDirection(value: unknown): value is OrderDirection {
  return value === "asc" || value === "desc";
}

/** Stored values are checked field by field: an older or hand-edited entry falls back per field. */
export function parseRecipeListPreferences(raw: string | null): RecipeListPreferences {
  let stored: Partial<Record<keyof RecipeListPreferences, unknown>> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === "object") stored = parsed;
  } catch {
    stored = {};
  }
  const defaults = DEFAULT_RECIPE_LIST_PREFERENCES;
  return {
    orderBy: isOrderField(stored.orderBy) ? stored.orderBy : defaults.orderBy,
    orderDirection: isOrderDirection(stored.orderDirection) ? stored.orderDirection : defaults.orderDirection,
    filterNull: typeof stored.filterNull === "boolean" ? stored.filterNull : defaults.filterNull,
    useMobileCards: typeof stored.useMobileCards === "boolean" ? stored.useMobileCards : defaults.useMobileCards,
    search: typeof stored.search === "string" ? stored.search : defaults.search,
  };
}

function snapshot(): RecipeListPreferences {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, value: parseRecipeListPreferences(raw) };
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

export function saveRecipeListPreferences(changes: Partial<RecipeListPreferences>) {
  const next = JSON.stringify({ ...snapshot(), ...changes });
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    unstoredRaw = next;
  }
  for (const listener of listeners) listener();
}

export function useRecipeListPreferences(): RecipeListPreferences {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_RECIPE_LIST_PREFERENCES);
}
