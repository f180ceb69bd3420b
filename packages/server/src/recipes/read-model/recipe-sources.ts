import type { Database } from "../../db/schema.js";

/**
 * A table whose rows a recipe shows (in full or as a list item), and which recipes a changed row
 * appears in: an SQL condition on `recipe_summaries.recipe_id`, given the trigger's row (`new` or `old`).
 */
export interface RecipeSource {
  table: keyof Database;
  recipes: (row: string) => string;
  /** An inserted row cannot be in any recipe yet (a food, a tag): only its updates and deletions count. */
  updatesOnly?: true;
}

/** The recipes whose child rows `row` is one of. */
const ownRecipe = (row: string) => `recipe_id = ${row}.recipe_id`;
/** The recipes that `link` ties to `row` by `column`. */
const linkedBy = (link: string, column: string) => (row: string) =>
  `recipe_id in (select recipe_id from ${link} where ${column} = ${row}.id)`;

/**
 * Every table a recipe shows: the full-recipe query and the list-item queries of
 * `recipes.repository.ts` may read only these (their Kysely types are narrowed to them), and
 * migration 0007 puts on each a trigger that moves the recipe's stamp and empties its stored list
 * item. Deletions of foods, units, labels, organizers and users reach the recipes through the links
 * and columns they empty or delete, whose own triggers follow.
 *
 * Changing this list changes nothing in an existing database: the triggers are made once, by the
 * migration. A change needs a new migration that recreates the triggers; `recipe-sources.int.test.ts`
 * pins the tables released databases watch, and fails when a query reads a table no trigger watches.
 */
export const RECIPE_SOURCES = [
  { table: "recipes", recipes: (row: string) => `recipe_id = ${row}.id`, updatesOnly: true },
  { table: "recipe_ingredients", recipes: ownRecipe },
  { table: "recipe_instructions", recipes: ownRecipe },
  { table: "recipe_notes", recipes: ownRecipe },
  { table: "recipe_assets", recipes: ownRecipe },
  { table: "recipe_comments", recipes: ownRecipe },
  { table: "categories", recipes: linkedBy("recipes_to_categories", "category_id"), updatesOnly: true },
  { table: "recipes_to_categories", recipes: ownRecipe },
  { table: "tags", recipes: linkedBy("recipes_to_tags", "tag_id"), updatesOnly: true },
  { table: "recipes_to_tags", recipes: ownRecipe },
  { table: "tools", recipes: linkedBy("recipes_to_tools", "tool_id"), updatesOnly: true },
  { table: "recipes_to_tools", recipes: ownRecipe },
  { table: "foods", recipes: linkedBy("recipe_ingredients", "food_id"), updatesOnly: true },
  { table: "units", recipes: linkedBy("recipe_ingredients", "unit_id"), updatesOnly: true },
  {
    table: "labels",
    recipes: (row: string) =>
      `recipe_id in (select recipe_id from recipe_ingredients where food_id in (select id from foods where label_id = ${row}.id))`,
    updatesOnly: true,
  },
  // A comment shows its author's name.
  { table: "users", recipes: linkedBy("recipe_comments", "user_id"), updatesOnly: true },
] as const satisfies readonly RecipeSource[];

/** The tables a recipe shows. */
export type RecipeSourceTable = (typeof RECIPE_SOURCES)[number]["table"];

/**
 * Every table whose rows a recipe list page shows or filters on, and how a trigger finds the group of
 * a changed row: migration 0006 puts on each a trigger that moves the group's `recipes_version`, under
 * which list pages are kept. The same rule as above: a change here needs a new migration.
 */
export const LIST_PAGE_SOURCES = [
  { table: "recipes", group: (row: string) => `${row}.group_id` },
  { table: "categories", group: (row: string) => `${row}.group_id` },
  { table: "tags", group: (row: string) => `${row}.group_id` },
  { table: "tools", group: (row: string) => `${row}.group_id` },
  ...(["recipes_to_categories", "recipes_to_tags", "recipes_to_tools"] as const).map((table) => ({
    table,
    group: (row: string) => `(select group_id from recipes where id = ${row}.recipe_id)`,
  })),
] as const satisfies readonly { table: keyof Database; group: (row: string) => string }[];

/** The tables a list page shows. */
export type ListPageSourceTable = (typeof LIST_PAGE_SOURCES)[number]["table"];

/** What the full-recipe query may read: what a recipe shows, and its stamp. */
export type FullRecipeTables = Pick<Database, RecipeSourceTable | "recipe_summaries">;

/** What a list item is made from: tables both a recipe's stamp and its group's list version watch. */
export type ListItemTables = Pick<Database, RecipeSourceTable & ListPageSourceTable>;
