import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database, UserRatingsTable } from "../db/schema.js";
import { atomically } from "../db/transactions.js";
import { recomputeRecipeRatings } from "./recipe-ratings.js";

export type UserRatingRow = Selectable<UserRatingsTable>;

/** A user's rating of a recipe and whether it is a favourite: the state of one user_ratings row. */
export interface RatingState {
  rating: number | null;
  is_favorite: boolean;
}

/**
 * Ratings and favourites within one group. Built with that group's id: it sees only the group's
 * recipes and members, and the ratings of those recipes.
 */
export class RatingsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  async isMember(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("users")
      .select("id")
      .where("id", "=", userId)
      .where("group_id", "=", this.groupId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A user's ratings of the group's recipes, oldest first; only the favourites when asked. */
  listOf(userId: string, { favoritesOnly = false } = {}): Promise<UserRatingRow[]> {
    let query = this.db
      .selectFrom("user_ratings")
      .innerJoin("recipes", "recipes.id", "user_ratings.recipe_id")
      .selectAll("user_ratings")
      .where("user_ratings.user_id", "=", userId)
      .where("recipes.group_id", "=", this.groupId);
    if (favoritesOnly) query = query.where("user_ratings.is_favorite", "=", true);
    return query.orderBy("user_ratings.created_at").orderBy("user_ratings.id").execute();
  }

  find(userId: string, recipeId: string): Promise<UserRatingRow | undefined> {
    return this.db
      .selectFrom("user_ratings")
      .innerJoin("recipes", "recipes.id", "user_ratings.recipe_id")
      .selectAll("user_ratings")
      .where("user_ratings.user_id", "=", userId)
      .where("user_ratings.recipe_id", "=", recipeId)
      .where("recipes.group_id", "=", this.groupId)
      .executeTakeFirst();
  }

  /**
   * Writes a user's rating state of a recipe (a row with neither a rating nor a favourite is removed)
   * and recomputes the recipe's average, atomically: within the transaction the repository is bound
   * to, if any.
   */
  async save(userId: string, recipeId: string, state: RatingState): Promise<void> {
    await atomically(this.db, async (trx) => {
      if (state.rating === null && !state.is_favorite) {
        await trx.deleteFrom("user_ratings").where("user_id", "=", userId).where("recipe_id", "=", recipeId).execute();
      } else {
        const now = new Date();
        await trx
          .insertInto("user_ratings")
          .values({ id: randomUUID(), user_id: userId, recipe_id: recipeId, ...state, created_at: now, update_at: now })
          // Two first ratings racing each other: the later one wins instead of failing on the unique pair.
          .onConflict((conflict) =>
            conflict.columns(["user_id", "recipe_id"]).doUpdateSet({ ...state, update_at: now }),
          )
          .execute();
      }
      await recomputeRecipeRatings(trx, [recipeId]);
    });
  }
}
