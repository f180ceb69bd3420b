import type { Kysely } from "kysely";
import type { Engine } from "../database.js";
import { columnTypes } from "./column-types.js";

/**
 * What a group's other tools hear of (issue 23):
 *
 * - `notifiers`: Apprise-style URLs that want some event types (`notifier_event_types`, one row per
 *   type wanted, so that recording an event finds its receivers with one indexed join).
 * - `webhooks`: addresses that get the day's meal plan at a UTC time of day.
 * - `events`: the outbox. A service writes an event in the transaction of the change it tells of,
 *   so that one exists exactly when the change committed.
 * - `event_deliveries`: one row per event and receiver, kept until sent or given up: the delivery
 *   worker claims a row for a while (`claimed_by`, `claimed_until`), so that of several instances
 *   one sends it, and retries it later (`next_attempt_at`) when it fails. `schedule_key` makes a
 *   webhook's daily run happen once across instances.
 */
export function events(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("notifiers")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id").onDelete("cascade"))
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("enabled", t.boolean, (col) => col.notNull().defaultTo(t.bool(true)))
        .addColumn("apprise_url", "text", (col) => col.notNull())
        /** May reach the household's own network (private addresses); loopback and metadata never. */
        .addColumn("local_network", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        .addColumn("created_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .addColumn("update_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("notifiers_group_idx").on("notifiers").column("group_id").execute();
      await db.schema
        .createTable("notifier_event_types")
        .addColumn("notifier_id", t.uuid, (col) => col.notNull().references("notifiers.id").onDelete("cascade"))
        .addColumn("event_type", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("notifier_event_types_pk", ["notifier_id", "event_type"])
        .execute();

      await db.schema
        .createTable("webhooks")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id").onDelete("cascade"))
        .addColumn("name", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("enabled", t.boolean, (col) => col.notNull().defaultTo(t.bool(true)))
        .addColumn("url", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("webhook_type", "text", (col) => col.notNull().defaultTo("mealplan"))
        /** HH:MM, UTC. */
        .addColumn("scheduled_time", "text", (col) => col.notNull())
        .addColumn("local_network", t.boolean, (col) => col.notNull().defaultTo(t.bool(false)))
        .addColumn("created_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .addColumn("update_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("webhooks_group_idx").on("webhooks").column("group_id").execute();
      await db.schema.createIndex("webhooks_scheduled_idx").on("webhooks").column("scheduled_time").execute();

      await db.schema
        .createTable("events")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id").onDelete("cascade"))
        .addColumn("event_type", "text", (col) => col.notNull())
        /** JSON text: what the event is about (a recipe's id and slug, a day's meal plan, ...). */
        .addColumn("document_data", "text", (col) => col.notNull())
        /** The locale of the member who caused it, for the texts of its notifications. */
        .addColumn("locale", "text")
        .addColumn("created_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("events_created_idx").on("events").column("created_at").execute();

      await db.schema
        .createTable("event_deliveries")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("event_id", t.uuid, (col) => col.notNull().references("events.id").onDelete("cascade"))
        .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id").onDelete("cascade"))
        .addColumn("notifier_id", t.uuid, (col) => col.references("notifiers.id").onDelete("cascade"))
        .addColumn("webhook_id", t.uuid, (col) => col.references("webhooks.id").onDelete("cascade"))
        /** pending, sent or failed (given up). */
        .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", t.timestamp, (col) => col.notNull())
        .addColumn("claimed_by", "text")
        .addColumn("claimed_until", t.timestamp)
        .addColumn("http_status", "integer")
        .addColumn("error", "text")
        .addColumn("last_attempt_at", t.timestamp)
        .addColumn("sent_at", t.timestamp)
        .addColumn("schedule_key", "text")
        .addColumn("created_at", t.timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("event_deliveries_due_idx")
        .on("event_deliveries")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema.createIndex("event_deliveries_event_idx").on("event_deliveries").column("event_id").execute();
      await db.schema
        .createIndex("event_deliveries_notifier_idx")
        .on("event_deliveries")
        .columns(["notifier_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("event_deliveries_webhook_idx")
        .on("event_deliveries")
        .columns(["webhook_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("event_deliveries_schedule_key")
        .on("event_deliveries")
        .column("schedule_key")
        .unique()
        .execute();
    },
  };
}
