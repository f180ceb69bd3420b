import { z } from "zod";
import { UserRatingSummaries, UserRatingSummary, UserRatings, UserRatingUpdate } from "../contracts/ratings.js";
import { RECIPE_ID_MESSAGE, USER_ID_MESSAGE } from "../validation/messages.js";
import { defineEndpoints } from "./define.js";

const tags = ["Users: Ratings"];
// The user segment is `:id` on every /api/users route: the router needs one name per position.
const UserParam = z.object({ id: z.guid(USER_ID_MESSAGE) });
const UserRecipeParams = UserParam.extend({ slug: z.string().min(1) });
const RecipeIdParam = z.object({ recipe_id: z.guid(RECIPE_ID_MESSAGE) });

/** Ratings and favourites: the caller's own, and those of the members of their group. */
export const ratingEndpoints = defineEndpoints({
  getLoggedInUserRatings: {
    method: "GET",
    path: "/api/users/self/ratings",
    tags,
    response: UserRatingSummaries,
  },
  getLoggedInUserRatingForRecipe: {
    method: "GET",
    path: "/api/users/self/ratings/:recipe_id",
    tags,
    params: RecipeIdParam,
    response: UserRatingSummary,
  },
  getLoggedInUserFavorites: {
    method: "GET",
    path: "/api/users/self/favorites",
    tags,
    response: UserRatingSummaries,
  },
  getUserRatings: {
    method: "GET",
    path: "/api/users/:id/ratings",
    tags,
    params: UserParam,
    response: UserRatings,
  },
  getUserFavorites: {
    method: "GET",
    path: "/api/users/:id/favorites",
    tags,
    params: UserParam,
    response: UserRatings,
  },
  setUserRating: {
    method: "POST",
    path: "/api/users/:id/ratings/:slug",
    tags,
    params: UserRecipeParams,
    body: UserRatingUpdate,
    response: UserRatingSummary,
  },
  addFavorite: {
    method: "POST",
    path: "/api/users/:id/favorites/:slug",
    tags,
    params: UserRecipeParams,
    response: UserRatingSummary,
  },
  removeFavorite: {
    method: "DELETE",
    path: "/api/users/:id/favorites/:slug",
    tags,
    params: UserRecipeParams,
    response: UserRatingSummary,
  },
});
