import { type Kysely, sql } from "kysely";
import type { Engine } from "../db/database.js";
import type { Database } from "../db/schema.js";
import { recipeSearchText, searchWords } from "../recipes/search-text.js";

/** Recipes per round of reads and writes: three statements each, whatever the number of recipes. */
const CHUNK = 500;
/** Search words per insert (two parameters each). */
const WORDS_PER_INSERT = 2000;

/**
 * Recomputes the stored search text of a group's recipes whose ingredients name a food that was
 * renamed, merged away or deleted: recipes are found by their foods' names too. Set-based, so that a
 * food used by a thousand recipes costs a few statements rather than two per recipe.
 */
export class RecipeSearchTextRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
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
        .select(["id", "name", "description", "search_text"])
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
      const changed: { id: string; text: string }[] = [];
      const words = new Set<string>();
      for (const recipe of recipes) {
        const text = recipeSearchText({
          name: recipe.name,
          description: recipe.description,
          ingredients: ingredientsOf.get(recipe.id) ?? [],
        });
        // An unchanged text is left alone: writing it would move the recipe's stamp and caches for nothing.
        if (text === recipe.search_text) continue;
        changed.push({ id: recipe.id, text });
        for (const word of searchWords(text)) words.add(word);
      }
      await this.writeSearchTexts(changed);
      await this.addSearchWords([...words]);
    }
  }

  /** One UPDATE for every changed recipe of a chunk. */
  private async writeSearchTexts(changed: { id: string; text: string }[]): Promise<void> {
    if (changed.length === 0) return;
    const values = sql.join(changed.map(({ id, text }) => sql`(${id}, ${text})`));
    // PostgreSQL types the parameters of a VALUES list as text.
    const id = this.engine === "postgres" ? sql`cast(fresh.id as uuid)` : sql`fresh.id`;
    await sql`with fresh (id, search_text) as (values ${values})
      update recipes set search_text = fresh.search_text from fresh
      where recipes.id = ${id} and recipes.group_id = ${this.groupId}`.execute(this.db);
  }

  /** The group's vocabulary grows by the words it did not have (for typo corrections). */
  private async addSearchWords(words: string[]): Promise<void> {
    for (let start = 0; start < words.length; start += WORDS_PER_INSERT) {
      await this.db
        .insertInto("recipe_search_words")
        .values(words.slice(start, start + WORDS_PER_INSERT).map((word) => ({ group_id: this.groupId, word })))
        .onConflict((conflict) => conflict.columns(["group_id", "word"]).doNothing())
        .execute();
    }
  }
}
