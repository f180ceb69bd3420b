import { ReportSummary } from "../contracts/reports.js";
import { defineEndpoints } from "./define.js";

/** `/api/groups/migrations`: another app's export, imported into the caller's group in the background. */
export const migrationEndpoints = defineEndpoints({
  /**
   * A multipart form: `migration_type` (SupportedMigration), `archive` (the export file) and
   * `add_migration_tag` ("true" tags every recipe with the source app). Answers the new
   * `migration` report, in progress.
   */
  startDataMigration: {
    method: "POST",
    path: "/api/groups/migrations",
    tags: ["Group: Migrations"],
    multipart: true,
    response: ReportSummary,
  },
});
