import { browserPreferences } from "../../hooks/browserPreferences";

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

const recipeListPreferences = browserPreferences<RecipeListPreferences>(
  "larder.recipe.listPreferences",
  DEFAULT_RECIPE_LIST_PREFERENCES,
  (stored) => {
    const defaults = DEFAULT_RECIPE_LIST_PREFERENCES;
    return {
      orderBy: isOrderField(stored.orderBy) ? stored.orderBy : defaults.orderBy,
      orderDirection: isOrderDirection(stored.orderDirection) ? stored.orderDirection : defaults.orderDirection,
      filterNull: typeof stored.filterNull === "boolean" ? stored.filterNull : defaults.filterNull,
      useMobileCards: typeof stored.useMobileCards === "boolean" ? stored.useMobileCards : defaults.useMobileCards,
      search: typeof stored.search === "string" ? stored.search : defaults.search,
    };
  },
);

export const parseRecipeListPreferences = recipeListPreferences.parse;
export const saveRecipeListPreferences = recipeListPreferences.save;
export const useRecipeListPreferences = recipeListPreferences.usePreferences;
