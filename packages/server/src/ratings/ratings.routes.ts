import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** Ratings and favourites: the caller's own, and those of the members of their group. */
export function ratingsRoutes({ ratings }: Services) {
  const favoritesOnly = { favoritesOnly: true };
  return [
    operation("getLoggedInUserRatings", "group", ({ actor }) => ratings.ownRatings(actor)),
    operation("getLoggedInUserRatingForRecipe", "group", ({ actor, params }) =>
      ratings.ownRating(actor, params.recipe_id),
    ),
    operation("getLoggedInUserFavorites", "group", ({ actor }) => ratings.ownRatings(actor, favoritesOnly)),
    operation("getUserRatings", "group", ({ actor, params }) => ratings.memberRatings(actor, params.id)),
    operation("getUserFavorites", "group", ({ actor, params }) =>
      ratings.memberRatings(actor, params.id, favoritesOnly),
    ),
    operation("setUserRating", "group", ({ actor, params, body }) =>
      ratings.setRating(actor, params.id, params.slug, body),
    ),
    operation("addFavorite", "group", ({ actor, params }) => ratings.setFavorite(actor, params.id, params.slug, true)),
    operation("removeFavorite", "group", ({ actor, params }) =>
      ratings.setFavorite(actor, params.id, params.slug, false),
    ),
  ];
}
