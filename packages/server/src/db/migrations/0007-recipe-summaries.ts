import { type Kysely, sql } from "kysely";
import type { Engine } from "../database.js";
import { columnTypes } from "./column-types.js";

/** The recipes whose child rows `row` is one of. */
const ownRecipe = (row: string) => `recipe_id = ${row}.recipe_id`;

/**
 * What makes a recipe's JSON stale: for each table whose rows a recipe (in full or as a list item)
 * shows, the recipes a changed row (`new` or `old`) appears in. Deletions of foods, units, labels,
 * organizers and users reach the recipes through the links and columns they empty or delete, whose
 * own triggers follow.
 */
const SOURCES = [
  { table: "recipes", recipes: (row: string) => `recipe_id = ${row}.id` },
  ...["recipe_ingredients", "recipe_instructions", "recipe_notes", "recipe_assets", "recipe_comments"].map((table) => ({
    table,
    recipes: ownRecipe,
  })),
  ...["categories", "tags", "tools"].flatMap((kind) => {
    const column = `${kind === "categories" ? "category" : kind.slice(0, -1)}_id`;
    return [
      {
        table: kind,
        recipes: (row: string) => `recipe_id in (select recipe_id from recipes_to_${kind} where ${column} = ${row}.id)`,
      },
      { table: `recipes_to_${kind}`, recipes: ownRecipe },
    ];
  }),
  ...["food", "unit"].map((kind) => ({
    table: `${kind}s`,
    recipes: (row: string) => `recipe_id in (select recipe_id from recipe_ingredients where ${kind}_id = ${row}.id)`,
  })),
  {
    table: "labels",
    recipes: (row: string) =>
      `recipe_id in (select recipe_id from recipe_ingredients where food_id in (select id from foods where label_id = ${row}.id))`,
  },
  // A comment shows its author's name.
  {
    table: "users",
    recipes: (row: string) => `recipe_id in (select recipe_id from recipe_comments where user_id = ${row}.id)`,
  },
];

/** Tables whose inserted rows cannot be in any recipe yet: only their changes count. */
const UPDATES_ONLY = new Set(["recipes", "categories", "tags", "tools", "foods", "units", "labels", "users"]);

/**
 * `recipe_summaries`: one row per recipe (made with the recipe) with a `stamp` that moves whenever
 * anything the recipe's JSON shows changes, and its list item (the JSON of GET /api/recipes) kept
 * ready, so that a list page is one indexed query instead of reading recipes, links and organizers
 * and presenting them. Triggers on every table a recipe shows move the stamp and empty the item, on
 * every writer (other app instances, imports, cascades, hand-made SQL). The list fills an empty item
 * when it next shows the recipe, only while the stamp is still the one it read first, so a change
 * landing meanwhile is never overwritten by an older item; the full recipe is kept in memory under
 * its stamp the same way.
 */
export function recipeSummaries(engine: Engine) {
  const types = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("recipe_summaries")
        .addColumn("recipe_id", types.uuid, (col) => col.primaryKey().references("recipes.id").onDelete("cascade"))
        .addColumn("stamp", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("json", "text")
        .execute();
      await sql`insert into recipe_summaries (recipe_id) select id from recipes`.execute(db);

      const invalidate = (recipes: string) =>
        `update recipe_summaries set stamp = stamp + 1, json = null where ${recipes};`;
      const create = (row: string) => `insert into recipe_summaries (recipe_id) values (${row}.id);`;
      if (engine === "postgres") {
        await sql
          .raw(`create function create_recipe_summary() returns trigger language plpgsql as $$
            begin ${create("new")} return null; end $$`)
          .execute(db);
        await sql
          .raw(`create trigger recipes_summary_insert after insert on recipes
            for each row execute function create_recipe_summary()`)
          .execute(db);
        for (const { table, recipes } of SOURCES) {
          const events = UPDATES_ONLY.has(table) ? "update or delete" : "insert or update or delete";
          await sql
            .raw(`create function stale_recipe_summary_${table}() returns trigger language plpgsql as $$
              begin
                if tg_op = 'DELETE' then ${invalidate(recipes("old"))} else ${invalidate(recipes("new"))} end if;
                return null;
              end $$`)
            .execute(db);
          await sql
            .raw(`create trigger ${table}_summary_stale after ${events} on ${table}
              for each row execute function stale_recipe_summary_${table}()`)
            .execute(db);
        }
        return;
      }
      await sql
        .raw(`create trigger recipes_summary_insert after insert on recipes begin ${create("new")} end`)
        .execute(db);
      for (const { table, recipes } of SOURCES) {
        const events: [string, string][] = [
          ...(UPDATES_ONLY.has(table) ? [] : [["insert", "new"] as [string, string]]),
          ["update", "new"],
          ["delete", "old"],
        ];
        for (const [event, row] of events) {
          await sql
            .raw(`create trigger ${table}_summary_stale_${event} after ${event} on ${table} begin
              ${invalidate(recipes(row))}
            end`)
            .execute(db);
        }
      }
    },
  };
}
