import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { isUuid } from "../db/uuid.js";

/**
 * A recipe of one group named by slug or id (Mealie accepts either in `{slug}` paths). The id is
 * only compared when the text is a UUID: PostgreSQL refuses to compare a uuid column with anything else.
 */
export function findGroupRecipe(
  db: Kysely<Database>,
  groupId: string,
  slugOrId: string,
): Promise<{ id: string; slug: string } | undefined> {
  return db
    .selectFrom("recipes")
    .select(["id", "slug"])
    .where("group_id", "=", groupId)
    .where((eb) =>
      isUuid(slugOrId) ? eb.or([eb("id", "=", slugOrId), eb("slug", "=", slugOrId)]) : eb("slug", "=", slugOrId),
    )
    .executeTakeFirst();
}

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
