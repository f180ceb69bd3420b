import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * Sets each recipe's rating to the average of its ratings above 0 (null when there are none).
 * Called in the transaction that changed the ratings, so a reader never sees a stale average.
 */
export async function recomputeRecipeRatings(db: Kysely<Database>, recipeIds: string[]): Promise<void> {
  if (recipeIds.length === 0) return;
  await db
    .updateTable("recipes")
    .set({
      rating: sql<number | null>`(select avg(user_ratings.rating) from user_ratings
        where user_ratings.recipe_id = recipes.id and user_ratings.rating > 0)`,
    })
    .where("id", "in", recipeIds)
    .execute();
}
