import { type Kysely, sql } from "kysely";
import { RECIPE_SOURCES, type RecipeSource } from "../../recipes/read-model/recipe-sources.js";
import type { Engine } from "../database.js";
import { columnTypes } from "./column-types.js";

/**
 * `recipe_summaries`: one row per recipe (made with the recipe) with a `stamp` that moves whenever
 * anything the recipe's JSON shows changes, and its list item (the JSON of GET /api/recipes) kept
 * ready, so that a list page is one indexed query instead of reading recipes, links and organizers
 * and presenting them. Triggers on every table a recipe shows move the stamp and empty the item, on
 * every writer (other app instances, imports, cascades, hand-made SQL). The list fills an empty item
 * when it next shows the recipe, only while the stamp is still the one it read first, so a change
 * landing meanwhile is never overwritten by an older item; the full recipe is kept in memory under
 * its stamp the same way.
 *
 * The tables watched are `RECIPE_SOURCES`, declared once beside the queries that read them. This
 * migration ran once on every existing database: changing that list needs a new migration that
 * creates (or recreates) the triggers, or existing databases keep the old ones.
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
        for (const source of RECIPE_SOURCES) {
          const { table, recipes } = source;
          const events = updatesOnly(source) ? "update or delete" : "insert or update or delete";
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
      for (const source of RECIPE_SOURCES) {
        const { table, recipes } = source;
        const events: [string, string][] = [
          ...(updatesOnly(source) ? [] : [["insert", "new"] as [string, string]]),
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

const updatesOnly = (source: RecipeSource) => source.updatesOnly === true;
