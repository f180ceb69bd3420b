import { z } from "zod";
import { RATING_MESSAGE } from "../validation/messages.js";

/**
 * A user's rating and favourite flag for one recipe. A missing key leaves that value as it is;
 * a rating of 0 or null clears the rating, as Mealie clients send 0 for "no stars".
 */
export const UserRatingUpdate = z.object({
  rating: z.number().min(0, RATING_MESSAGE).max(5, RATING_MESSAGE).nullish(),
  isFavorite: z.boolean().nullish(),
});
export type UserRatingUpdate = z.input<typeof UserRatingUpdate>;

/** The caller's own rating of a recipe. */
export const UserRatingSummary = z.object({
  recipeId: z.string(),
  rating: z.number().nullable(),
  isFavorite: z.boolean(),
});
export type UserRatingSummary = z.infer<typeof UserRatingSummary>;

/** A rating as seen on a user's list (it names the user and its own id). */
export const UserRatingOut = UserRatingSummary.extend({ userId: z.string(), id: z.string() });
export type UserRatingOut = z.infer<typeof UserRatingOut>;

/** Mealie's `UserRatings[UserRatingSummary]`: the caller's ratings or favourites. */
export const UserRatingSummaries = z.object({ ratings: z.array(UserRatingSummary) });
export type UserRatingSummaries = z.infer<typeof UserRatingSummaries>;

/** Mealie's `UserRatings[UserRatingOut]`: another member's ratings or favourites. */
export const UserRatings = z.object({ ratings: z.array(UserRatingOut) });
export type UserRatings = z.infer<typeof UserRatings>;
