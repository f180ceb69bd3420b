import type { UserRatingSummaries, UserRatingSummary, UserRatings, UserRatingUpdate } from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import type { Repositories } from "../repositories.js";
import { forbidden, userNotFound } from "../users/permissions.js";
import { presentRating, presentRatingSummary } from "./ratings.presenter.js";
import type { RatingState } from "./ratings.repository.js";

const recipeNotFound = () => new HttpError(404, "errors.recipes.recipeNotFound");

/**
 * Members' star ratings and favourites of their group's recipes. Each member rates for themselves
 * only; a recipe's rating is the average of the ratings above 0, kept in step with every change.
 */
export class RatingsService {
  constructor(private readonly repositories: Repositories) {}

  async ownRatings(actor: Actor, { favoritesOnly = false } = {}): Promise<UserRatingSummaries> {
    const rows = await this.repositories.group(actor.groupId).ratings.listOf(actor.id, { favoritesOnly });
    return { ratings: rows.map(presentRatingSummary) };
  }

  async ownRating(actor: Actor, recipeId: string): Promise<UserRatingSummary> {
    const { recipes, ratings } = this.repositories.group(actor.groupId);
    const recipe = await recipes.findRow(recipeId);
    if (!recipe) throw recipeNotFound();
    const row = await ratings.find(actor.id, recipe.id);
    if (!row) throw new HttpError(404, "errors.recipes.notRatedByUser");
    return presentRatingSummary(row);
  }

  /** Another member's ratings (or favourites); people outside the caller's group do not exist here. */
  async memberRatings(actor: Actor, userId: string, { favoritesOnly = false } = {}): Promise<UserRatings> {
    const { ratings } = this.repositories.group(actor.groupId);
    if (!(await ratings.isMember(userId))) throw userNotFound();
    const rows = await ratings.listOf(userId, { favoritesOnly });
    return { ratings: rows.map(presentRating) };
  }

  /** A missing key keeps its value; a rating of 0 or null clears the rating. */
  setRating(actor: Actor, userId: string, slug: string, body: UserRatingUpdate): Promise<UserRatingSummary> {
    return this.change(actor, userId, slug, (current) => ({
      rating: body.rating === undefined ? current.rating : body.rating || null,
      is_favorite: body.isFavorite ?? current.is_favorite,
    }));
  }

  setFavorite(actor: Actor, userId: string, slug: string, favorite: boolean): Promise<UserRatingSummary> {
    return this.change(actor, userId, slug, (current) => ({ ...current, is_favorite: favorite }));
  }

  private async change(
    actor: Actor,
    userId: string,
    slug: string,
    next: (current: RatingState) => RatingState,
  ): Promise<UserRatingSummary> {
    if (userId !== actor.id) throw forbidden("errors.permissions.rateForYourself");
    return this.repositories.inTransaction(actor.groupId, async ({ recipes, ratings }) => {
      const recipe = await recipes.findRow(slug);
      if (!recipe) throw recipeNotFound();
      const row = await ratings.find(actor.id, recipe.id);
      const state = next({ rating: row?.rating ?? null, is_favorite: row?.is_favorite ?? false });
      await ratings.save(actor.id, recipe.id, state);
      return { recipeId: recipe.id, rating: state.rating, isFavorite: state.is_favorite };
    });
  }
}
