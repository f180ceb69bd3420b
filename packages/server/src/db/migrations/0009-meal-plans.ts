import { type Kysely, sql } from "kysely";
import type { Engine } from "../database.js";
import { columnTypes } from "./column-types.js";

/**
 * The meal planner: a group's plan entries (integer ids, as Mealie's), the rules that choose random
 * recipes, the group's meal-plan categories (Mealie's older planner), and each member's secret
 * calendar-feed address.
 *
 * A plan entry outlives its recipe: a trigger on recipes turns the entries of a recipe being deleted
 * into notes that keep its name (unless they already have a title), whichever way the recipe goes
 * (one delete, a bulk action, SQL by hand). When the whole group goes, its entries go with it and
 * the trigger leaves them be (the group row is already gone by the time the recipes cascade).
 */
export function mealPlans(engine: Engine) {
  const t = columnTypes(engine);
  const postgres = engine === "postgres";
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("meal_plan_entries")
        .addColumn("id", t.autoIncrementId, (col) => col.primaryKey())
        .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id").onDelete("cascade"))
        .addColumn("user_id", t.uuid, (col) => col.references("users.id").onDelete("set null"))
        .addColumn("recipe_id", t.uuid, (col) => col.references("recipes.id").onDelete("set null"))
        /** yyyy-MM-dd: a day of the household's calendar, not an instant; sorts and compares as text. */
        .addColumn("date", "text", (col) => col.notNull())
        /** breakfast | lunch | dinner | side */
        .addColumn("entry_type", "text", (col) => col.notNull())
        .addColumn("title", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("text", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("created_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .addColumn("update_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("meal_plan_entries_group_date_idx")
        .on("meal_plan_entries")
        .columns(["group_id", "date"])
        .execute();
      await db.schema.createIndex("meal_plan_entries_recipe_idx").on("meal_plan_entries").column("recipe_id").execute();

      await db.schema
        .createTable("meal_plan_rules")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id").onDelete("cascade"))
        /** monday … sunday, or unset for any day */
        .addColumn("day", "text", (col) => col.notNull())
        /** breakfast | lunch | dinner | side, or unset for any */
        .addColumn("entry_type", "text", (col) => col.notNull())
        .addColumn("created_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .addColumn("update_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("meal_plan_rules_group_idx").on("meal_plan_rules").column("group_id").execute();
      for (const [table, column, target] of [
        ["meal_plan_rules_to_categories", "category_id", "categories"],
        ["meal_plan_rules_to_tags", "tag_id", "tags"],
      ] as const) {
        await db.schema
          .createTable(table)
          .addColumn("rule_id", t.uuid, (col) => col.notNull().references("meal_plan_rules.id").onDelete("cascade"))
          .addColumn(column, t.uuid, (col) => col.notNull().references(`${target}.id`).onDelete("cascade"))
          .addPrimaryKeyConstraint(`${table}_pk`, ["rule_id", column])
          .execute();
        await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
      }

      await db.schema
        .createTable("group_meal_plan_categories")
        .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id").onDelete("cascade"))
        .addColumn("category_id", t.uuid, (col) => col.notNull().references("categories.id").onDelete("cascade"))
        .addPrimaryKeyConstraint("group_meal_plan_categories_pk", ["group_id", "category_id"])
        .execute();

      await db.schema
        .createTable("meal_plan_feeds")
        .addColumn("user_id", t.uuid, (col) => col.primaryKey().references("users.id").onDelete("cascade"))
        /** The secret of the feed's address: random, URL-safe, unique. */
        .addColumn("token", "text", (col) => col.notNull().unique())
        .addColumn("created_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .execute();

      const keepAsNote = (old: string) => `
        update meal_plan_entries
          set title = case when title = '' then ${old}.name else title end, recipe_id = null
          where recipe_id = ${old}.id and exists (select 1 from groups where groups.id = ${old}.group_id);`;
      if (postgres) {
        await sql
          .raw(`create function meal_plan_entries_keep_recipe_name() returns trigger language plpgsql as $$
            begin ${keepAsNote("old")} return old; end $$`)
          .execute(db);
        await sql
          .raw(`create trigger recipes_meal_plan_notes before delete on recipes
            for each row execute function meal_plan_entries_keep_recipe_name()`)
          .execute(db);
      } else {
        await sql
          .raw(`create trigger recipes_meal_plan_notes before delete on recipes begin ${keepAsNote("old")} end`)
          .execute(db);
      }
    },
  };
}
