import { z } from "zod";
import { USER_ID_MESSAGE } from "../validation/messages.js";
import { defineEndpoints } from "./define.js";

/**
 * Mealie's clients add `?version=` (the recipe's image key) or `?rnd=` to image URLs; a share page
 * adds its link's `?token=`, which lets a visitor fetch the shared recipe's media.
 */
const RecipeMediaQuery = z.object({
  version: z.string().optional(),
  rnd: z.string().optional(),
  token: z.string().optional(),
});
const RecipeFileParams = z.object({ recipe_id: z.string(), file_name: z.string() });
const tags = ["Recipe: Images and Assets"];

/**
 * `/api/media`: stored files. The routes are public to the access control (an <img> cannot send a
 * bearer token, a browser sends the session cookie) and the server decides per request who may have
 * a file: for a recipe's media its group's members, anyone when visitors may read the recipe, and a
 * share link's holder; for a user's picture the user's group. Anyone else gets 404, where Mealie
 * serves everyone. They are files, not JSON, so no entry has a response schema.
 */
export const mediaEndpoints = defineEndpoints({
  getUserImage: {
    method: "GET",
    path: "/api/media/users/:user_id/:file_name",
    tags: ["Media: Users"],
    params: z.object({ user_id: z.guid(USER_ID_MESSAGE), file_name: z.string() }),
    query: z.object({ cacheKey: z.string().optional() }),
  },
  getRecipeImage: {
    method: "GET",
    path: "/api/media/recipes/:recipe_id/images/:file_name",
    tags,
    params: RecipeFileParams,
    query: RecipeMediaQuery,
  },
  getRecipeTimelineEventImage: {
    method: "GET",
    path: "/api/media/recipes/:recipe_id/images/timeline/:timeline_event_id/:file_name",
    tags,
    params: z.object({ recipe_id: z.string(), timeline_event_id: z.string(), file_name: z.string() }),
    query: RecipeMediaQuery,
  },
  getRecipeAsset: {
    method: "GET",
    path: "/api/media/recipes/:recipe_id/assets/:file_name",
    tags,
    params: RecipeFileParams,
    query: RecipeMediaQuery,
  },
});
