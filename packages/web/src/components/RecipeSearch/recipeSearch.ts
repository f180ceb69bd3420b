import {
  DEFAULT_RECIPE_LIST_PREFERENCES,
  isOrderDirection,
  isOrderField,
  type OrderDirection,
  orderLeavesGaps,
  type RecipeListPreferences,
  type RecipeOrderField,
} from "../RecipeCard/recipeListPreferences";

/** The API's recipe filters (SPEC §7): organizers by slug, foods by id. */
export const FILTER_KINDS = ["categories", "tags", "tools", "foods"] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

const REQUIRE_ALL_PARAM: Record<FilterKind, string> = {
  categories: "requireAllCategories",
  tags: "requireAllTags",
  tools: "requireAllTools",
  foods: "requireAllFoods",
};

export interface RecipeFilter {
  values: string[];
  /** Every value must match, instead of any one of them. */
  requireAll: boolean;
}

/** Everything the group home's search is made of; it lives in the address. */
export interface RecipeSearch {
  search: string;
  filters: Record<FilterKind, RecipeFilter>;
  orderBy: RecipeOrderField;
  orderDirection: OrderDirection;
}

export function noFilters(): Record<FilterKind, RecipeFilter> {
  const none = () => ({ values: [], requireAll: false });
  return { categories: none(), tags: none(), tools: none(), foods: none() };
}

const ORDER_PARAMS = ["search", "orderBy", "orderDirection"];

/**
 * Reads the search from the address. An address that says nothing about the search or the order
 * (a plain visit to the group home) takes them from the browser-kept preferences instead.
 */
export function readRecipeSearch(params: URLSearchParams, preferences: RecipeListPreferences): RecipeSearch {
  const fromAddress = ORDER_PARAMS.some((name) => params.has(name));
  const orderBy = params.get("orderBy");
  const orderDirection = params.get("orderDirection");
  return {
    search: fromAddress ? (params.get("search") ?? "") : preferences.search,
    filters: Object.fromEntries(
      FILTER_KINDS.map((kind) => [
        kind,
        {
          values: [...new Set(params.getAll(kind).filter((value) => value !== ""))],
          requireAll: params.get(REQUIRE_ALL_PARAM[kind]) === "true",
        },
      ]),
    ) as Record<FilterKind, RecipeFilter>,
    orderBy: isOrderField(orderBy)
      ? orderBy
      : fromAddress
        ? DEFAULT_RECIPE_LIST_PREFERENCES.orderBy
        : preferences.orderBy,
    orderDirection: isOrderDirection(orderDirection)
      ? orderDirection
      : fromAddress
        ? DEFAULT_RECIPE_LIST_PREFERENCES.orderDirection
        : preferences.orderDirection,
  };
}

/** The address form of a search: the order always (so the address alone reproduces the list), filters when set. */
export function writeRecipeSearch(search: RecipeSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.search) params.set("search", search.search);
  for (const kind of FILTER_KINDS) {
    const filter = search.filters[kind];
    for (const value of filter.values) params.append(kind, value);
    if (filter.requireAll && filter.values.length > 0) params.set(REQUIRE_ALL_PARAM[kind], "true");
  }
  params.set("orderBy", search.orderBy);
  params.set("orderDirection", search.orderDirection);
  return params;
}

/**
 * The query of `GET /api/recipes` (or the explore list) for a search; `paginationSeed` keeps a
 * random order the same from one page to the next.
 */
export function toRecipeListParams(
  search: RecipeSearch,
  { filterNull, paginationSeed }: { filterNull: boolean; paginationSeed: string },
): URLSearchParams {
  const params = new URLSearchParams();
  const text = search.search.trim();
  if (text) params.set("search", text);
  for (const kind of FILTER_KINDS) {
    const filter = search.filters[kind];
    for (const value of filter.values) params.append(kind, value);
    if (filter.requireAll && filter.values.length > 0) params.set(REQUIRE_ALL_PARAM[kind], "true");
  }
  params.set("orderBy", search.orderBy);
  params.set("orderDirection", search.orderDirection);
  if (search.orderBy === "random") params.set("paginationSeed", paginationSeed);
  if (filterNull && orderLeavesGaps(search.orderBy)) params.set("queryFilter", `${search.orderBy} IS NOT NULL`);
  return params;
}

export function activeFilterCount(search: RecipeSearch): number {
  return FILTER_KINDS.reduce((count, kind) => count + search.filters[kind].values.length, 0);
}
