import type { Kysely } from "kysely";
import type { Engine } from "../database.js";
import { columnTypes } from "./column-types.js";

/**
 * Shopping lists: the lists of a group, the order of labels on each, the recipes put on a list (and
 * how many times), the items, and the recipes each item came from with their scale and quantity,
 * so that taking a recipe off takes back exactly what it added.
 */
export function shoppingLists(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("shopping_lists")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id").onDelete("cascade"))
        /** The owner; a list outlives an account that is removed (the household still shops from it). */
        .addColumn("user_id", t.uuid, (col) => col.references("users.id").onDelete("set null"))
        .addColumn("name", "text")
        .addColumn("extras", "text", (col) => col.notNull().defaultTo("{}"))
        .addColumn("created_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .addColumn("update_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("shopping_lists_group_idx").on("shopping_lists").column("group_id").execute();

      await db.schema
        .createTable("shopping_list_labels")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("list_id", t.uuid, (col) => col.notNull().references("shopping_lists.id").onDelete("cascade"))
        .addColumn("label_id", t.uuid, (col) => col.notNull().references("labels.id").onDelete("cascade"))
        .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
        .addUniqueConstraint("shopping_list_labels_unique", ["list_id", "label_id"])
        .execute();
      await db.schema
        .createIndex("shopping_list_labels_label_idx")
        .on("shopping_list_labels")
        .column("label_id")
        .execute();

      await db.schema
        .createTable("shopping_list_recipes")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("list_id", t.uuid, (col) => col.notNull().references("shopping_lists.id").onDelete("cascade"))
        .addColumn("recipe_id", t.uuid, (col) => col.notNull().references("recipes.id").onDelete("cascade"))
        .addColumn("recipe_quantity", t.float, (col) => col.notNull())
        .addUniqueConstraint("shopping_list_recipes_unique", ["list_id", "recipe_id"])
        .execute();
      await db.schema
        .createIndex("shopping_list_recipes_recipe_idx")
        .on("shopping_list_recipes")
        .column("recipe_id")
        .execute();

      await db.schema
        .createTable("shopping_list_items")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("list_id", t.uuid, (col) => col.notNull().references("shopping_lists.id").onDelete("cascade"))
        .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id").onDelete("cascade"))
        .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("checked", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        .addColumn("quantity", t.float, (col) => col.notNull().defaultTo(1))
        .addColumn("note", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("is_food", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        .addColumn("disable_amount", t.boolean)
        .addColumn("unit_id", t.uuid, (col) => col.references("units.id").onDelete("set null"))
        .addColumn("food_id", t.uuid, (col) => col.references("foods.id").onDelete("set null"))
        .addColumn("label_id", t.uuid, (col) => col.references("labels.id").onDelete("set null"))
        .addColumn("extras", "text", (col) => col.notNull().defaultTo("{}"))
        .addColumn("created_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .addColumn("update_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("shopping_list_items_list_idx")
        .on("shopping_list_items")
        .columns(["list_id", "checked", "position"])
        .execute();
      await db.schema
        .createIndex("shopping_list_items_group_idx")
        .on("shopping_list_items")
        .column("group_id")
        .execute();
      for (const column of ["unit_id", "food_id", "label_id"]) {
        await db.schema
          .createIndex(`shopping_list_items_${column}_idx`)
          .on("shopping_list_items")
          .column(column)
          .execute();
      }

      await db.schema
        .createTable("shopping_list_item_recipes")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("item_id", t.uuid, (col) => col.notNull().references("shopping_list_items.id").onDelete("cascade"))
        .addColumn("recipe_id", t.uuid, (col) => col.notNull().references("recipes.id").onDelete("cascade"))
        .addColumn("recipe_quantity", t.float, (col) => col.notNull().defaultTo(0))
        .addColumn("recipe_scale", t.float)
        .addColumn("recipe_note", "text")
        .execute();
      await db.schema
        .createIndex("shopping_list_item_recipes_item_idx")
        .on("shopping_list_item_recipes")
        .column("item_id")
        .execute();
      await db.schema
        .createIndex("shopping_list_item_recipes_recipe_idx")
        .on("shopping_list_item_recipes")
        .column("recipe_id")
        .execute();
    },
  };
}
