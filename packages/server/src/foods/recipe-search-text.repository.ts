import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { recipeSearchText, searchWords } from "../recipes/search-text.js";

const CHUNK = 500;

/**
 * Recomputes the stored search text of a group's recipes whose ingredients name a food that was
 * renamed, merged away or deleted: recipes are found by their foods' names too.
 */
export class RecipeSearchTextRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  /** The group's recipes with an ingredient of one of these foods. */
  async recipesUsingFoods(foodIds: string[]): Promise<string[]> {
    const rows = await this.db
      .selectFrom("recipe_ingredients")
      .innerJoin("recipes", "recipes.id", "recipe_ingredients.recipe_id")
      .select("recipes.id")
      .distinct()
      .where("recipes.group_id", "=", this.groupId)
      .where("recipe_ingredients.food_id", "in", foodIds)
      .execute();
    return rows.map((row) => row.id);
  }

  async refresh(recipeIds: string[]): Promise<void> {
    for (let start = 0; start < recipeIds.length; start += CHUNK) {
      const ids = recipeIds.slice(start, start + CHUNK);
      const recipes = await this.db
        .selectFrom("recipes")
        .select(["id", "name", "description"])
        .where("group_id", "=", this.groupId)
        .where("id", "in", ids)
        .execute();
      const ingredients = await this.db
        .selectFrom("recipe_ingredients")
        .leftJoin("foods", "foods.id", "recipe_ingredients.food_id")
        .select([
          "recipe_ingredients.recipe_id",
          "recipe_ingredients.note",
          "recipe_ingredients.original_text",
          "foods.name as food_name",
        ])
        .where("recipe_ingredients.recipe_id", "in", ids)
        .orderBy("recipe_ingredients.recipe_id")
        .orderBy("recipe_ingredients.position")
        .execute();
      const ingredientsOf = new Map<
        string,
        { note: string | null; originalText: string | null; foodName: string | null }[]
      >();
      for (const ingredient of ingredients) {
        const list = ingredientsOf.get(ingredient.recipe_id) ?? [];
        list.push({ note: ingredient.note, originalText: ingredient.original_text, foodName: ingredient.food_name });
        ingredientsOf.set(ingredient.recipe_id, list);
      }
      for (const recipe of recipes) {
        const text = recipeSearchText({
          name: recipe.name,
          description: recipe.description,
          ingredients: ingredientsOf.get(recipe.id) ?? [],
        });
        await this.db.updateTable("recipes").set({ search_text: text }).where("id", "=", recipe.id).execute();
        const words = searchWords(text);
        if (words.length > 0) {
          await this.db
            .insertInto("recipe_search_words")
            .values(words.map((word) => ({ group_id: this.groupId, word })))
            .onConflict((conflict) => conflict.columns(["group_id", "word"]).doNothing())
            .execute();
        }
      }
    }
  }
}
