import type { Kysely } from "kysely";
import type { Engine } from "../database.js";
import { columnTypes } from "./column-types.js";

/** Group reports: what a background job (a bulk import, later migrations and backups) did, one entry per item. */
export function groupReports(engine: Engine) {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("group_reports")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("group_id", t.uuid, (col) => col.notNull().references("groups.id").onDelete("cascade"))
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("category", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("timestamp", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .addColumn("created_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .addColumn("update_at", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("group_reports_group_idx")
        .on("group_reports")
        .columns(["group_id", "timestamp"])
        .execute();
      await db.schema
        .createTable("group_report_entries")
        .addColumn("id", t.uuid, (col) => col.primaryKey())
        .addColumn("report_id", t.uuid, (col) => col.notNull().references("group_reports.id").onDelete("cascade"))
        .addColumn("position", "integer", (col) => col.notNull())
        .addColumn("success", t.boolean, (col) => col.notNull())
        .addColumn("message", "text", (col) => col.notNull())
        .addColumn("exception", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("timestamp", t.timestamp, (col) => col.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("group_report_entries_report_idx")
        .on("group_report_entries")
        .columns(["report_id", "position"])
        .execute();
    },
  };
}
