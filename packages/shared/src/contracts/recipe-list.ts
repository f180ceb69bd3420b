import { z } from "zod";
import { PaginationQuery } from "./pagination.js";

/** A repeatable query parameter (`tags=a&tags=b`): one value or several, read as a list. */
const repeated = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? undefined : [value].flat()),
  z.array(z.string()).optional(),
);
const TRUE_WORDS = new Set(["true", "1", "yes", "on"]);
const FALSE_WORDS = new Set(["false", "0", "no", "off"]);
/** A boolean query parameter, as FastAPI reads one (true/false, 1/0, yes/no, on/off); absent is false. */
const flag = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  const word = value.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : value;
}, z.boolean().default(false));

/**
 * Query of `GET /api/recipes` and `GET /api/explore/recipes/{group_slug}`: pagination (orderBy may
 * also be `random` with a `paginationSeed`), Mealie's queryFilter, a search, and filters by
 * organizers and foods (ids, or slugs; foods by id or name). Without `requireAll*` one match of the
 * list is enough.
 */
export const RecipeListQuery = PaginationQuery.extend({
  queryFilter: z.string().optional(),
  search: z.string().optional(),
  /** A cookbook's id or slug: only the recipes it shows. */
  cookbook: z.string().optional(),
  categories: repeated,
  tags: repeated,
  tools: repeated,
  foods: repeated,
  requireAllCategories: flag,
  requireAllTags: flag,
  requireAllTools: flag,
  requireAllFoods: flag,
  /** Accepted for Mealie clients; list items never carry ingredients. */
  loadFood: flag,
});
export type RecipeListQuery = z.infer<typeof RecipeListQuery>;

/** Query of `GET /api/recipes/summary/untagged` and `/uncategorized`: `count` asks for their number alone. */
export const UnorganizedRecipesQuery = z.object({ count: flag });
export type UnorganizedRecipesQuery = z.input<typeof UnorganizedRecipesQuery>;
export type RecipeListQueryInput = z.input<typeof RecipeListQuery>;
