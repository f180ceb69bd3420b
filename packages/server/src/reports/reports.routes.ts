import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/groups/reports`: what the group's background jobs (bulk imports) did. */
export function reportsRoutes({ reports }: Services) {
  return [
    operation("getReports", "group", ({ actor, query }) => reports.list(actor, query.report_type)),
    operation("getReport", "group", ({ actor, params }) => reports.get(actor, params.item_id)),
    operation("deleteReport", "group", ({ actor, params }) => reports.delete(actor, params.item_id)),
  ];
}
