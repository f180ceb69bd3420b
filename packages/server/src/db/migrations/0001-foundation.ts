import type { CreateTableBuilder, Kysely } from "kysely";
import type { Engine } from "../database.js";
import { columnTypes } from "./column-types.js";

/** Groups, their preferences, users and the tokens that belong to them. */
export function foundation(engine: Engine) {
  const t = columnTypes(engine);
  // biome-ignore lint/suspicious/noExplicitAny: the builder is shared by tables of different shapes
  const timestamps = <B extends CreateTableBuilder<any, any>>(table: B) =>
    table
      .addColumn("created_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
      .addColumn("update_at", t.timestamp, (col) => col.notNull().defaultTo(t.now));

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await timestamps(
        db.schema
          .createTable("groups")
          .addColumn("id", t.uuid, (col) => col.primaryKey())
          .addColumn("name", "text", (col) => col.notNull().unique())
          .addColumn("slug", "text", (col) => col.notNull().unique()),
      ).execute();

      await timestamps(
        db.schema
          .createTable("group_preferences")
          .addColumn("id", t.uuid, (col) => col.primaryKey())
          .addColumn("group_id", t.uuid, (col) => col.notNull().unique().references("groups.id").onDelete("cascade"))
          .addColumn("private_group", t.boolean, (col) => col.notNull().defaultTo(t.bool(true)))
          .addColumn("first_day_of_week", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("recipe_public", t.boolean, (col) => col.notNull().defaultTo(t.bool(true)))
          .addColumn("recipe_show_nutrition", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
          .addColumn("recipe_show_assets", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
          .addColumn("recipe_landscape_view", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
          .addColumn("recipe_disable_comments", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
          .addColumn("recipe_disable_amount", t.boolean, (col) => col.notNull().defaultTo(t.bool(true))),
      ).execute();

      await timestamps(
        db.schema
          .createTable("users")
          .addColumn("id", t.uuid, (col) => col.primaryKey())
          .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id"))
          .addColumn("username", "text", (col) => col.notNull().unique())
          .addColumn("email", "text", (col) => col.notNull().unique())
          .addColumn("full_name", "text")
          .addColumn("password", "text", (col) => col.notNull())
          .addColumn("auth_method", "text", (col) => col.notNull().defaultTo("Mealie"))
          .addColumn("admin", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
          .addColumn("advanced", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
          .addColumn("can_invite", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
          .addColumn("can_manage", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
          .addColumn("can_organize", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
          .addColumn("cache_key", "text", (col) => col.notNull())
          .addColumn("login_attempts", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("locked_at", t.timestamp)
          .addColumn("uses_default_password", t.boolean, (col) => col.notNull().defaultTo(t.bool(false))),
      ).execute();
      await db.schema.createIndex("users_group_id_idx").on("users").column("group_id").execute();

      await timestamps(
        db.schema
          .createTable("api_tokens")
          .addColumn("id", t.autoIncrementId, (col) => col.primaryKey())
          .addColumn("user_id", t.uuid, (col) => col.notNull().references("users.id").onDelete("cascade"))
          .addColumn("name", "text", (col) => col.notNull())
          .addColumn("integration_id", "text", (col) => col.notNull().defaultTo("generic"))
          .addColumn("token_hash", "text", (col) => col.notNull().unique()),
      ).execute();
      await db.schema.createIndex("api_tokens_user_id_idx").on("api_tokens").column("user_id").execute();

      await timestamps(
        db.schema
          .createTable("password_reset_tokens")
          .addColumn("id", t.uuid, (col) => col.primaryKey())
          .addColumn("user_id", t.uuid, (col) => col.notNull().references("users.id").onDelete("cascade"))
          .addColumn("token_hash", "text", (col) => col.notNull().unique()),
      ).execute();

      await timestamps(
        db.schema
          .createTable("invite_tokens")
          .addColumn("id", t.uuid, (col) => col.primaryKey())
          .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id").onDelete("cascade"))
          .addColumn("token", "text", (col) => col.notNull().unique())
          .addColumn("uses_left", "integer", (col) => col.notNull()),
      ).execute();
    },
  };
}
