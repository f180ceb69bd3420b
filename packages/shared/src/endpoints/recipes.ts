import { z } from "zod";
import { RecipeImageUrl, UpdateImageResponse } from "../contracts/recipe-files.js";
import { RecipeListQuery, UnorganizedRecipesQuery } from "../contracts/recipe-list.js";
import {
  CreateRecipe,
  Recipe,
  RecipeAsset,
  RecipeDuplicate,
  RecipeLastMade,
  RecipePatch,
  RecipeSummary,
  RecipeSummaryPagination,
  RecipeUpdate,
} from "../contracts/recipes.js";
import { defineEndpoints } from "./define.js";
import { GroupSlugParam, RecipeSlugParam } from "./params.js";

const tags = ["Recipe: CRUD"];

/** `/api/recipes`: the caller's group's recipes, listed, and one by one. */
export const recipeEndpoints = defineEndpoints({
  getRecipes: {
    method: "GET",
    path: "/api/recipes",
    tags,
    query: RecipeListQuery,
    response: RecipeSummaryPagination,
  },
  /** Answers the new recipe's slug, as a JSON string. */
  createRecipe: {
    method: "POST",
    path: "/api/recipes",
    tags,
    body: CreateRecipe,
    response: z.string(),
    status: 201,
  },
  getRecipe: {
    method: "GET",
    path: "/api/recipes/:slug",
    tags,
    params: RecipeSlugParam,
    response: Recipe,
  },
  updateRecipe: {
    method: "PUT",
    path: "/api/recipes/:slug",
    tags,
    params: RecipeSlugParam,
    body: RecipeUpdate,
    response: Recipe,
  },
  patchRecipe: {
    method: "PATCH",
    path: "/api/recipes/:slug",
    tags,
    params: RecipeSlugParam,
    body: RecipePatch,
    response: Recipe,
  },
  deleteRecipe: {
    method: "DELETE",
    path: "/api/recipes/:slug",
    tags,
    params: RecipeSlugParam,
    response: Recipe,
  },
  duplicateRecipe: {
    method: "POST",
    path: "/api/recipes/:slug/duplicate",
    tags,
    params: RecipeSlugParam,
    body: RecipeDuplicate.optional(),
    response: Recipe,
    status: 201,
  },
  updateLastMade: {
    method: "PATCH",
    path: "/api/recipes/:slug/last-made",
    tags,
    params: RecipeSlugParam,
    body: RecipeLastMade,
    response: Recipe,
  },
});

const summaryTags = ["Recipe: Query All"];
/** The recipes, by name; with `count=true`, their number alone (what Mealie v1.12's code meant to answer). */
const UnorganizedRecipes = z.union([z.array(RecipeSummary), z.number().int()]);

/**
 * The caller's group's recipes without any tag, or without any category, for tidying up a library.
 * Mealie v1.12 answered these to anyone, from every group; here they are the caller's group's.
 */
export const recipeSummaryEndpoints = defineEndpoints({
  getUntaggedRecipes: {
    method: "GET",
    path: "/api/recipes/summary/untagged",
    tags: summaryTags,
    query: UnorganizedRecipesQuery,
    response: UnorganizedRecipes,
  },
  getUncategorizedRecipes: {
    method: "GET",
    path: "/api/recipes/summary/uncategorized",
    tags: summaryTags,
    query: UnorganizedRecipesQuery,
    response: UnorganizedRecipes,
  },
});

const mediaTags = ["Recipe: Images and Assets"];
/** These calls have always declared the slug without a minimum length; kept so that their OpenAPI description stays the same. */
const MediaSlugParam = z.object({ slug: z.string() });

/** A recipe's image (uploaded or fetched by address) and its attached files, in the caller's group. */
export const recipeMediaEndpoints = defineEndpoints({
  /** A multipart form with the file in `image`. */
  updateRecipeImage: {
    method: "PUT",
    path: "/api/recipes/:slug/image",
    tags: mediaTags,
    params: MediaSlugParam,
    multipart: true,
    response: UpdateImageResponse,
  },
  scrapeImageUrl: {
    method: "POST",
    path: "/api/recipes/:slug/image",
    tags: mediaTags,
    params: MediaSlugParam,
    body: RecipeImageUrl,
    response: UpdateImageResponse,
  },
  /** A multipart form: `name`, `icon`, `extension` and the file in `file`. */
  uploadRecipeAsset: {
    method: "POST",
    path: "/api/recipes/:slug/assets",
    tags: mediaTags,
    params: MediaSlugParam,
    multipart: true,
    response: RecipeAsset,
  },
});

const exploreTags = ["Explore: Recipes"];

/** `/api/explore/recipes/{group_slug}`: the public recipes of a group open to visitors. */
export const exploreRecipeEndpoints = defineEndpoints({
  exploreRecipes: {
    method: "GET",
    path: "/api/explore/recipes/:group_slug",
    aliases: ["/api/explore/groups/:group_slug/recipes"],
    tags: exploreTags,
    params: GroupSlugParam,
    query: RecipeListQuery,
    response: RecipeSummaryPagination,
  },
  exploreRecipe: {
    method: "GET",
    path: "/api/explore/recipes/:group_slug/:recipe_slug",
    aliases: ["/api/explore/groups/:group_slug/recipes/:recipe_slug"],
    tags: exploreTags,
    params: GroupSlugParam.extend({ recipe_slug: z.string().min(1) }),
    response: Recipe,
  },
});
