import { UserRatingSummaries, UserRatingSummary, UserRatings, UserRatingUpdate } from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/authenticate.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;
const tags = ["Users: Ratings"];
// The user segment is `:id` on every /api/users route: the router needs one name per position.
const UserParam = z.object({ id: z.guid("must be a user id") });
const UserRecipeParams = UserParam.extend({ slug: z.string().min(1) });
const RecipeIdParam = z.object({ recipe_id: z.guid("must be a recipe id") });

/** Ratings and favourites: the caller's own, and those of the members of their group. */
export function ratingsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { ratings } = services;
    app.get(
      "/api/users/self/ratings",
      { config, schema: { operationId: "getLoggedInUserRatings", tags, response: { 200: UserRatingSummaries } } },
      (request) => ratings.ownRatings(actorOf(request)),
    );
    app.get(
      "/api/users/self/ratings/:recipe_id",
      {
        config,
        schema: {
          operationId: "getLoggedInUserRatingForRecipe",
          tags,
          params: RecipeIdParam,
          response: { 200: UserRatingSummary },
        },
      },
      (request) => ratings.ownRating(actorOf(request), request.params.recipe_id),
    );
    app.get(
      "/api/users/self/favorites",
      { config, schema: { operationId: "getLoggedInUserFavorites", tags, response: { 200: UserRatingSummaries } } },
      (request) => ratings.ownRatings(actorOf(request), { favoritesOnly: true }),
    );
    app.get(
      "/api/users/:id/ratings",
      { config, schema: { operationId: "getUserRatings", tags, params: UserParam, response: { 200: UserRatings } } },
      (request) => ratings.memberRatings(actorOf(request), request.params.id),
    );
    app.get(
      "/api/users/:id/favorites",
      { config, schema: { operationId: "getUserFavorites", tags, params: UserParam, response: { 200: UserRatings } } },
      (request) => ratings.memberRatings(actorOf(request), request.params.id, { favoritesOnly: true }),
    );
    app.post(
      "/api/users/:id/ratings/:slug",
      {
        config,
        schema: {
          operationId: "setUserRating",
          tags,
          params: UserRecipeParams,
          body: UserRatingUpdate,
          response: { 200: UserRatingSummary },
        },
      },
      (request) => ratings.setRating(actorOf(request), request.params.id, request.params.slug, request.body),
    );
    app.post(
      "/api/users/:id/favorites/:slug",
      {
        config,
        schema: { operationId: "addFavorite", tags, params: UserRecipeParams, response: { 200: UserRatingSummary } },
      },
      (request) => ratings.setFavorite(actorOf(request), request.params.id, request.params.slug, true),
    );
    app.delete(
      "/api/users/:id/favorites/:slug",
      {
        config,
        schema: { operationId: "removeFavorite", tags, params: UserRecipeParams, response: { 200: UserRatingSummary } },
      },
      (request) => ratings.setFavorite(actorOf(request), request.params.id, request.params.slug, false),
    );
  };
}
