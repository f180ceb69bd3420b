import { z } from "zod";
import { Recipe } from "../contracts/recipes.js";
import {
  RecipeShareToken,
  RecipeShareTokenCreate,
  RecipeShareTokenSummary,
  ShareTokensQuery,
} from "../contracts/shares.js";
import { defineEndpoints } from "./define.js";
import { IdParam } from "./params.js";

const tags = ["Shared: Recipes"];

/** Share links of the caller's group, and the public page a link opens. */
export const shareEndpoints = defineEndpoints({
  getShareTokens: {
    method: "GET",
    path: "/api/shared/recipes",
    tags,
    query: ShareTokensQuery,
    response: z.array(RecipeShareTokenSummary),
  },
  createShareToken: {
    method: "POST",
    path: "/api/shared/recipes",
    tags,
    body: RecipeShareTokenCreate,
    response: RecipeShareToken,
    status: 201,
  },
  getShareToken: {
    method: "GET",
    path: "/api/shared/recipes/:item_id",
    tags,
    params: IdParam,
    response: RecipeShareToken,
  },
  deleteShareToken: {
    method: "DELETE",
    path: "/api/shared/recipes/:item_id",
    tags,
    params: IdParam,
    response: RecipeShareTokenSummary,
  },
  getSharedRecipe: {
    method: "GET",
    path: "/api/recipes/shared/:token_id",
    tags: ["Recipe: Shared"],
    params: z.object({ token_id: z.string() }),
    response: Recipe,
  },
});
