import { type Kysely, sql } from "kysely";
import { LIST_PAGE_SOURCES, RECIPE_SOURCES, type RecipeSource } from "../../recipes/read-model/recipe-sources.js";
import type { Engine } from "../database.js";

/**
 * PostgreSQL: the triggers of migrations 0002 (`groups.recipe_count`), 0006 (`groups.recipes_version`)
 * and 0007 (`recipe_summaries.stamp`) remade so that writers of one group no longer queue behind each
 * other. The row triggers updated the group's row at the first change of a transaction, so its lock
 * was held until the commit and every other writer of the group waited for the whole transaction;
 * and a recipe's summary row was updated once per changed ingredient, step and link.
 *
 * - The group's count and version move in constraint triggers deferred to the commit: the group's
 *   row is locked only while the transaction commits, and the version moves once per transaction and
 *   group (a transaction-local setting lists the groups already moved). Nothing but the group's row
 *   is locked after it, so a commit holding it never waits for another transaction; the foreign-key
 *   checks' KEY SHARE locks on the group's row, taken earlier, do not conflict with its update.
 * - A recipe's stamp moves once per statement, for the recipes of the rows the statement changed
 *   (its transition tables), still inside the transaction: the summary row's lock is the recipe's own.
 *
 * Every writer still moves them (other instances, imports, cascades, hand-made SQL): the triggers are
 * the database's. SQLite keeps the row triggers: it runs one writer at a time, and they cost little.
 * Like 0006 and 0007, this ran once per database: changing the source lists needs a new migration.
 */
export function commitTimeListVersion(engine: Engine) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (engine !== "postgres") return;
      await sql`drop trigger recipes_count on recipes`.execute(db);
      await sql`create constraint trigger recipes_count after insert or delete on recipes
        deferrable initially deferred for each row execute function count_group_recipes()`.execute(db);

      for (const { table, group } of LIST_PAGE_SOURCES) {
        await sql.raw(`drop trigger ${table}_recipes_version on ${table}`).execute(db);
        await sql
          .raw(`create or replace function bump_recipes_version_${table}() returns trigger language plpgsql as $$
            declare
              changed_group uuid;
              moved text := coalesce(current_setting('larder.recipes_version_moved', true), '');
            begin
              if tg_op = 'DELETE' then changed_group := ${group("old")}; else changed_group := ${group("new")}; end if;
              if changed_group is null or strpos(moved, changed_group::text) > 0 then return null; end if;
              perform set_config('larder.recipes_version_moved', moved || changed_group::text || ' ', true);
              update groups set recipes_version = recipes_version + 1 where id = changed_group;
              return null;
            end $$`)
          .execute(db);
        await sql
          .raw(`create constraint trigger ${table}_recipes_version after insert or update or delete on ${table}
            deferrable initially deferred for each row execute function bump_recipes_version_${table}()`)
          .execute(db);
      }

      // The ids go through an array so that the update finds each summary by its key, whatever the
      // planner guesses of the transition table's size.
      const stale = (ids: string) =>
        `update recipe_summaries set stamp = stamp + 1, json = null where recipe_id = any(array(${ids}));`;
      for (const source of RECIPE_SOURCES as readonly RecipeSource[]) {
        const { table, recipeIdsOf } = source;
        await sql.raw(`drop trigger ${table}_summary_stale on ${table}`).execute(db);
        await sql
          .raw(`create or replace function stale_recipe_summary_${table}() returns trigger language plpgsql as $$
            begin
              if tg_op = 'INSERT' then ${stale(recipeIdsOf("changed"))}
              elsif tg_op = 'DELETE' then ${stale(recipeIdsOf("previous"))}
              else ${stale(`${recipeIdsOf("changed")} union ${recipeIdsOf("previous")}`)}
              end if;
              return null;
            end $$`)
          .execute(db);
        const events = [
          ...(source.updatesOnly ? [] : [["insert", "new table as changed"]]),
          ["update", "old table as previous new table as changed"],
          ["delete", "old table as previous"],
        ];
        for (const [event, tables] of events) {
          await sql
            .raw(`create trigger ${table}_summary_stale_${event} after ${event} on ${table}
              referencing ${tables} for each statement execute function stale_recipe_summary_${table}()`)
            .execute(db);
        }
      }
    },
  };
}
