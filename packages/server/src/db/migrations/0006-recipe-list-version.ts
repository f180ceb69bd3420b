import { type Kysely, sql } from "kysely";
import { LIST_PAGE_SOURCES } from "../../recipes/read-model/recipe-sources.js";
import type { Engine } from "../database.js";

/**
 * `groups.recipes_version`: a number that moves whenever anything a recipe list page shows or
 * filters on changes in the group (its recipes, their categories, tags and tools, and the links
 * between them). The list keeps recent pages and serves one again while the number has not moved;
 * kept by triggers, so that every writer (several app instances, imports, the database's own
 * cascades) moves it.
 *
 * The tables watched are `LIST_PAGE_SOURCES`, declared once beside the queries that read them. This
 * migration ran once on every existing database: changing that list needs a new migration that
 * creates (or recreates) the triggers, or existing databases keep the old ones.
 */
export function recipeListVersion(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable("groups")
        .addColumn("recipes_version", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      if (engine === "postgres") {
        for (const { table, group } of LIST_PAGE_SOURCES) {
          const bump = (row: string) =>
            `update groups set recipes_version = recipes_version + 1 where id = ${group(row)};`;
          await sql
            .raw(`create function bump_recipes_version_${table}() returns trigger language plpgsql as $$
              begin
                if tg_op = 'DELETE' then ${bump("old")} else ${bump("new")} end if;
                return null;
              end $$`)
            .execute(db);
          await sql
            .raw(`create trigger ${table}_recipes_version after insert or update or delete on ${table}
              for each row execute function bump_recipes_version_${table}()`)
            .execute(db);
        }
        return;
      }
      for (const { table, group } of LIST_PAGE_SOURCES) {
        for (const [event, row] of [
          ["insert", "new"],
          ["update", "new"],
          ["delete", "old"],
        ] as const) {
          await sql
            .raw(`create trigger ${table}_recipes_version_${event} after ${event} on ${table} begin
              update groups set recipes_version = recipes_version + 1 where id = ${group(row)};
            end`)
            .execute(db);
        }
      }
    },
  };
}
