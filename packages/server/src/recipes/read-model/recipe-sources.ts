import type { Database } from "../../db/schema.js";

/**
 * A table whose rows a recipe shows (in full or as a list item), and which recipes a changed row
 * appears in: an SQL condition on `recipe_summaries.recipe_id` given a row trigger's row, and the
 * same as a query of recipe ids given a statement trigger's changed rows.
 */
export interface RecipeSource {
  table: keyof Database;
  /** The row triggers' condition (SQLite, and PostgreSQL before migration 0015), given `new` or `old`. */
  recipes: (row: string) => string;
  /**
   * The statement triggers' query of recipe ids (PostgreSQL since migration 0015), given a transition
   * table of the rows the statement changed.
   */
  recipeIdsOf: (rows: string) => string;
  /** An inserted row cannot be in any recipe yet (a food, a tag): only its updates and deletions count. */
  updatesOnly?: true;
}

/** The recipes whose child rows `row` is one of. */
const ownRecipe = (row: string) => `recipe_id = ${row}.recipe_id`;
const ownRecipes = (rows: string) => `select recipe_id from ${rows}`;
/** The recipes that `link` ties to `row` by `column`. */
const linkedBy = (link: string, column: string) => (row: string) =>
  `recipe_id in (select recipe_id from ${link} where ${column} = ${row}.id)`;
const linkedByAny = (link: string, column: string) => (rows: string) =>
  `select recipe_id from ${link} where ${column} in (select id from ${rows})`;
/** A child table of recipes, by `recipe_id`. */
const child = <T extends keyof Database>(table: T) => ({ table, recipes: ownRecipe, recipeIdsOf: ownRecipes });
/** A table whose rows recipes show through `link`: inserted rows are in no recipe yet. */
const linked = <T extends keyof Database>(table: T, link: string, column: string) => ({
  table,
  recipes: linkedBy(link, column),
  recipeIdsOf: linkedByAny(link, column),
  updatesOnly: true as const,
});

/**
 * Every table a recipe shows: the full-recipe query and the list-item queries of
 * `recipes.repository.ts` may read only these (their Kysely types are narrowed to them), and
 * migration 0007 puts on each a trigger that moves the recipe's stamp and empties its stored list
 * item (on PostgreSQL, migration 0015 makes it one trigger per statement instead of per row).
 * Deletions of foods, units, labels, organizers and users reach the recipes through the links and
 * columns they empty or delete, whose own triggers follow.
 *
 * Changing this list changes nothing in an existing database: the triggers are made once, by the
 * migration. A change needs a new migration that recreates the triggers; `recipe-sources.int.test.ts`
 * pins the tables released databases watch, and fails when a query reads a table no trigger watches.
 */
export const RECIPE_SOURCES = [
  {
    table: "recipes",
    recipes: (row: string) => `recipe_id = ${row}.id`,
    recipeIdsOf: (rows: string) => `select id from ${rows}`,
    updatesOnly: true,
  },
  child("recipe_ingredients"),
  child("recipe_instructions"),
  child("recipe_notes"),
  child("recipe_assets"),
  child("recipe_comments"),
  linked("categories", "recipes_to_categories", "category_id"),
  child("recipes_to_categories"),
  linked("tags", "recipes_to_tags", "tag_id"),
  child("recipes_to_tags"),
  linked("tools", "recipes_to_tools", "tool_id"),
  child("recipes_to_tools"),
  linked("foods", "recipe_ingredients", "food_id"),
  linked("units", "recipe_ingredients", "unit_id"),
  {
    table: "labels",
    recipes: (row: string) =>
      `recipe_id in (select recipe_id from recipe_ingredients where food_id in (select id from foods where label_id = ${row}.id))`,
    recipeIdsOf: (rows: string) =>
      `select recipe_id from recipe_ingredients where food_id in (select id from foods where label_id in (select id from ${rows}))`,
    updatesOnly: true,
  },
  // A comment shows its author's name.
  linked("users", "recipe_comments", "user_id"),
] as const satisfies readonly RecipeSource[];

/** The tables a recipe shows. */
export type RecipeSourceTable = (typeof RECIPE_SOURCES)[number]["table"];

/**
 * Every table whose rows a recipe list page shows or filters on, and how a trigger finds the group of
 * a changed row: migration 0006 puts on each a trigger that moves the group's `recipes_version`, under
 * which list pages are kept (on PostgreSQL, migration 0015 defers it to the commit, once per
 * transaction). The same rule as above: a change here needs a new migration.
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
