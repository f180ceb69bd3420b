import type { UserRatingOut, UserRatingSummary } from "@larder/shared";
import type { UserRatingRow } from "./ratings.repository.js";

export function presentRatingSummary(row: UserRatingRow): UserRatingSummary {
  return { recipeId: row.recipe_id, rating: row.rating, isFavorite: row.is_favorite };
}

export function presentRating(row: UserRatingRow): UserRatingOut {
  return { ...presentRatingSummary(row), userId: row.user_id, id: row.id };
}
