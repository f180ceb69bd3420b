import { type CreateTableBuilder, type Kysely, sql } from "kysely";
import type { Engine } from "../database.js";
import { columnTypes } from "./column-types.js";

/**
 * Recipes and everything that hangs off them: organizers, foods, units, labels, ingredients, steps,
 * notes, assets, ratings, comments, timeline events, share tokens, cookbooks, recipe actions and
 * group exports. Search indexes come in the next migration.
 */
export function recipes(engine: Engine) {
  const t = columnTypes(engine);
  // biome-ignore lint/suspicious/noExplicitAny: the builder is shared by tables of different shapes
  const timestamps = <B extends CreateTableBuilder<any, any>>(table: B) =>
    table
      .addColumn("created_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
      .addColumn("update_at", t.timestamp, (col) => col.notNull().defaultTo(t.now));
  const groupOwned = (db: Kysely<unknown>, name: string) =>
    timestamps(
      db.schema
        .createTable(name)
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id").onDelete("cascade")),
    );
  /** A recipe's many-to-many link to one kind of organizer. */
  const link = async (db: Kysely<unknown>, table: string, column: string, target: string) => {
    await db.schema
      .createTable(table)
      .addColumn("recipe_id", t.uuid, (col) => col.notNull().references("recipes.id").onDelete("cascade"))
      .addColumn(column, t.uuid, (col) => col.notNull().references(`${target}.id`).onDelete("cascade"))
      .addPrimaryKeyConstraint(`${table}_pk`, ["recipe_id", column])
      .execute();
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  };

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const organizer of ["categories", "tags", "tools"]) {
        let table = groupOwned(db, organizer)
          .addColumn("name", "text", (col) => col.notNull())
          .addColumn("slug", "text", (col) => col.notNull());
        if (organizer === "tools")
          table = table.addColumn("on_hand", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)));
        await table.execute();
        await db.schema
          .createIndex(`${organizer}_group_slug_uq`)
          .on(organizer)
          .columns(["group_id", "slug"])
          .unique()
          .execute();
        await db.schema
          .createIndex(`${organizer}_group_name_uq`)
          .on(organizer)
          .columns(["group_id", "name"])
          .unique()
          .execute();
      }

      await groupOwned(db, "labels")
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("color", "text", (col) => col.notNull().defaultTo("#E0E0E0"))
        .execute();
      await db.schema.createIndex("labels_group_name_uq").on("labels").columns(["group_id", "name"]).unique().execute();

      // Aliases and extras are small lists read whole with their row: JSON text on both engines.
      await groupOwned(db, "units")
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("plural_name", "text")
        .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("abbreviation", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("plural_abbreviation", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("use_abbreviation", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        .addColumn("fraction", t.boolean, (col) => col.notNull().defaultTo(t.bool(true)))
        .addColumn("aliases", "text", (col) => col.notNull().defaultTo("[]"))
        .addColumn("extras", "text", (col) => col.notNull().defaultTo("{}"))
        .execute();
      await db.schema.createIndex("units_group_name_uq").on("units").columns(["group_id", "name"]).unique().execute();

      await groupOwned(db, "foods")
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("plural_name", "text")
        .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("label_id", t.uuid, (col) => col.references("labels.id").onDelete("set null"))
        .addColumn("on_hand", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        .addColumn("aliases", "text", (col) => col.notNull().defaultTo("[]"))
        .addColumn("extras", "text", (col) => col.notNull().defaultTo("{}"))
        .execute();
      await db.schema.createIndex("foods_group_name_uq").on("foods").columns(["group_id", "name"]).unique().execute();
      await db.schema.createIndex("foods_label_id_idx").on("foods").column("label_id").execute();

      await groupOwned(db, "recipes")
        // The owner; a deleted account leaves its recipes to the group rather than taking them along.
        .addColumn("user_id", t.uuid, (col) => col.references("users.id").onDelete("set null"))
        .addColumn("slug", "text", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
        /** The image's cache-busting key; null while the recipe has no image. */
        .addColumn("image", "text")
        .addColumn("total_time", "text")
        .addColumn("prep_time", "text")
        .addColumn("perform_time", "text")
        .addColumn("cook_time", "text")
        .addColumn("recipe_yield", "text")
        .addColumn("org_url", "text")
        .addColumn("is_ocr_recipe", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        /** Average of the members' ratings above 0, kept up to date by the ratings repository. */
        .addColumn("rating", t.float)
        /** Calendar date (YYYY-MM-DD) the recipe was added. */
        .addColumn("date_added", "text", (col) => col.notNull())
        .addColumn("date_updated", t.timestamp)
        .addColumn("last_made", t.timestamp)
        /** {calories, fatContent, ...}: seven free-text values, read and written whole. */
        .addColumn("nutrition", "text", (col) => col.notNull().defaultTo("{}"))
        .addColumn("extras", "text", (col) => col.notNull().defaultTo("{}"))
        // Settings are columns because lists filter on them (public recipes on explore pages).
        .addColumn("public", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        .addColumn("show_nutrition", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        .addColumn("show_assets", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        .addColumn("landscape_view", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        .addColumn("disable_comments", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        .addColumn("disable_amount", t.boolean, (col) => col.notNull().defaultTo(t.bool(true)))
        .addColumn("locked", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        /** Name folded for search and ordering (see recipes/search-text.ts). */
        .addColumn("name_normalized", "text", (col) => col.notNull())
        /** Folded name, description and ingredient texts: what search matches against. */
        .addColumn("search_text", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await db.schema
        .createIndex("recipes_group_slug_uq")
        .on("recipes")
        .columns(["group_id", "slug"])
        .unique()
        .execute();
      await db.schema
        .createIndex("recipes_group_created_idx")
        .on("recipes")
        .columns(["group_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("recipes_group_name_idx")
        .on("recipes")
        .columns(["group_id", "name_normalized"])
        .execute();
      await db.schema.createIndex("recipes_user_id_idx").on("recipes").column("user_id").execute();

      // Each group's number of recipes, kept by triggers: the unfiltered recipe list (every group's
      // home page) reads its total here instead of counting the group's recipes on each request.
      await db.schema
        .alterTable("groups")
        .addColumn("recipe_count", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      if (engine === "postgres") {
        await sql`create function count_group_recipes() returns trigger language plpgsql as $$
          begin
            if tg_op = 'INSERT' then
              update groups set recipe_count = recipe_count + 1 where id = new.group_id;
            else
              update groups set recipe_count = recipe_count - 1 where id = old.group_id;
            end if;
            return null;
          end $$`.execute(db);
        await sql`create trigger recipes_count after insert or delete on recipes
          for each row execute function count_group_recipes()`.execute(db);
      } else {
        await sql`create trigger recipes_count_insert after insert on recipes begin
          update groups set recipe_count = recipe_count + 1 where id = new.group_id; end`.execute(db);
        await sql`create trigger recipes_count_delete after delete on recipes begin
          update groups set recipe_count = recipe_count - 1 where id = old.group_id; end`.execute(db);
      }

      await link(db, "recipes_to_categories", "category_id", "categories");
      await link(db, "recipes_to_tags", "tag_id", "tags");
      await link(db, "recipes_to_tools", "tool_id", "tools");

      await db.schema
        .createTable("recipe_ingredients")
        .addColumn("id", t.autoIncrementId, (col) => col.primaryKey())
        .addColumn("recipe_id", t.uuid, (col) => col.notNull().references("recipes.id").onDelete("cascade"))
        .addColumn("position", "integer", (col) => col.notNull())
        /** A title starts a new section of the ingredient list. */
        .addColumn("title", "text")
        .addColumn("note", "text")
        .addColumn("quantity", t.float)
        .addColumn("unit_id", t.uuid, (col) => col.references("units.id").onDelete("set null"))
        .addColumn("food_id", t.uuid, (col) => col.references("foods.id").onDelete("set null"))
        .addColumn("original_text", "text")
        /** Steps link to ingredients by this id, stable across edits. */
        .addColumn("reference_id", t.uuid, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("recipe_ingredients_recipe_idx")
        .on("recipe_ingredients")
        .columns(["recipe_id", "position"])
        .execute();
      await db.schema.createIndex("recipe_ingredients_food_idx").on("recipe_ingredients").column("food_id").execute();
      await db.schema.createIndex("recipe_ingredients_unit_idx").on("recipe_ingredients").column("unit_id").execute();

      await db.schema
        .createTable("recipe_instructions")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("recipe_id", t.uuid, (col) => col.notNull().references("recipes.id").onDelete("cascade"))
        .addColumn("position", "integer", (col) => col.notNull())
        .addColumn("title", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("text", "text", (col) => col.notNull().defaultTo(""))
        /** JSON list of {referenceId}: the ingredients this step uses. */
        .addColumn("ingredient_references", "text", (col) => col.notNull().defaultTo("[]"))
        .execute();
      await db.schema
        .createIndex("recipe_instructions_recipe_idx")
        .on("recipe_instructions")
        .columns(["recipe_id", "position"])
        .execute();

      await db.schema
        .createTable("recipe_notes")
        .addColumn("id", t.autoIncrementId, (col) => col.primaryKey())
        .addColumn("recipe_id", t.uuid, (col) => col.notNull().references("recipes.id").onDelete("cascade"))
        .addColumn("position", "integer", (col) => col.notNull())
        .addColumn("title", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("text", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await db.schema
        .createIndex("recipe_notes_recipe_idx")
        .on("recipe_notes")
        .columns(["recipe_id", "position"])
        .execute();

      await db.schema
        .createTable("recipe_assets")
        .addColumn("id", t.autoIncrementId, (col) => col.primaryKey())
        .addColumn("recipe_id", t.uuid, (col) => col.notNull().references("recipes.id").onDelete("cascade"))
        .addColumn("position", "integer", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("icon", "text", (col) => col.notNull())
        .addColumn("file_name", "text")
        .execute();
      await db.schema
        .createIndex("recipe_assets_recipe_idx")
        .on("recipe_assets")
        .columns(["recipe_id", "position"])
        .execute();

      // One row per user and recipe holds both the rating and the favourite flag.
      await timestamps(
        db.schema
          .createTable("user_ratings")
          .addColumn("id", t.uuid, (col) => col.primaryKey())
          .addColumn("user_id", t.uuid, (col) => col.notNull().references("users.id").onDelete("cascade"))
          .addColumn("recipe_id", t.uuid, (col) => col.notNull().references("recipes.id").onDelete("cascade"))
          .addColumn("rating", t.float)
          .addColumn("is_favorite", t.boolean, (col) => col.notNull().defaultTo(t.bool(false))),
      ).execute();
      await db.schema
        .createIndex("user_ratings_user_recipe_uq")
        .on("user_ratings")
        .columns(["user_id", "recipe_id"])
        .unique()
        .execute();
      await db.schema.createIndex("user_ratings_recipe_idx").on("user_ratings").column("recipe_id").execute();

      await timestamps(
        db.schema
          .createTable("recipe_comments")
          .addColumn("id", t.uuid, (col) => col.primaryKey())
          .addColumn("recipe_id", t.uuid, (col) => col.notNull().references("recipes.id").onDelete("cascade"))
          .addColumn("user_id", t.uuid, (col) => col.notNull().references("users.id").onDelete("cascade"))
          .addColumn("text", "text", (col) => col.notNull()),
      ).execute();
      await db.schema
        .createIndex("recipe_comments_recipe_idx")
        .on("recipe_comments")
        .columns(["recipe_id", "created_at"])
        .execute();
      await db.schema.createIndex("recipe_comments_user_idx").on("recipe_comments").column("user_id").execute();

      await timestamps(
        db.schema
          .createTable("timeline_events")
          .addColumn("id", t.uuid, (col) => col.primaryKey())
          .addColumn("recipe_id", t.uuid, (col) => col.notNull().references("recipes.id").onDelete("cascade"))
          .addColumn("user_id", t.uuid, (col) => col.notNull().references("users.id").onDelete("cascade"))
          .addColumn("subject", "text", (col) => col.notNull())
          .addColumn("event_message", "text")
          /** system | info | comment */
          .addColumn("event_type", "text", (col) => col.notNull())
          /** "has image" | "does not have image" (Mealie's values). */
          .addColumn("image", "text", (col) => col.notNull().defaultTo("does not have image"))
          .addColumn("timestamp", t.timestamp, (col) => col.notNull()),
      ).execute();
      await db.schema
        .createIndex("timeline_events_recipe_idx")
        .on("timeline_events")
        .columns(["recipe_id", "timestamp"])
        .execute();
      await db.schema.createIndex("timeline_events_user_idx").on("timeline_events").column("user_id").execute();

      await groupOwned(db, "recipe_share_tokens")
        .addColumn("recipe_id", t.uuid, (col) => col.notNull().references("recipes.id").onDelete("cascade"))
        .addColumn("expires_at", t.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("recipe_share_tokens_recipe_idx")
        .on("recipe_share_tokens")
        .column("recipe_id")
        .execute();

      await groupOwned(db, "cookbooks")
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("slug", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("position", "integer", (col) => col.notNull().defaultTo(1))
        .addColumn("public", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        .addColumn("require_all_categories", t.boolean, (col) => col.notNull().defaultTo(t.bool(true)))
        .addColumn("require_all_tags", t.boolean, (col) => col.notNull().defaultTo(t.bool(true)))
        .addColumn("require_all_tools", t.boolean, (col) => col.notNull().defaultTo(t.bool(true)))
        .execute();
      await db.schema
        .createIndex("cookbooks_group_slug_uq")
        .on("cookbooks")
        .columns(["group_id", "slug"])
        .unique()
        .execute();
      for (const [table, column, target] of [
        ["cookbooks_to_categories", "category_id", "categories"],
        ["cookbooks_to_tags", "tag_id", "tags"],
        ["cookbooks_to_tools", "tool_id", "tools"],
      ] as const) {
        await db.schema
          .createTable(table)
          .addColumn("cookbook_id", t.uuid, (col) => col.notNull().references("cookbooks.id").onDelete("cascade"))
          .addColumn(column, t.uuid, (col) => col.notNull().references(`${target}.id`).onDelete("cascade"))
          .addPrimaryKeyConstraint(`${table}_pk`, ["cookbook_id", column])
          .execute();
      }

      await groupOwned(db, "recipe_actions")
        /** link | post */
        .addColumn("action_type", "text", (col) => col.notNull())
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("url", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("recipe_actions_group_idx").on("recipe_actions").column("group_id").execute();

      // Bulk exports waiting to be downloaded; the zip lives under DATA_DIR.
      await groupOwned(db, "group_exports")
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("filename", "text", (col) => col.notNull())
        .addColumn("path", "text", (col) => col.notNull())
        .addColumn("size", "integer", (col) => col.notNull())
        .addColumn("expires", t.timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("group_exports_group_idx").on("group_exports").column("group_id").execute();

      // Every word that occurs in a group's recipes, for correcting typos in searches. Words are only
      // added: a stale word costs a correction that finds nothing.
      await db.schema
        .createTable("recipe_search_words")
        .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id").onDelete("cascade"))
        .addColumn("word", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("recipe_search_words_pk", ["group_id", "word"])
        .execute();
    },
  };
}
