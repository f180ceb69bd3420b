import { z } from "zod";

/** What a group report records: Mealie's four kinds of background job. */
export const ReportCategory = z.enum(["backup", "restore", "migration", "bulk_import"]);
export type ReportCategory = z.infer<typeof ReportCategory>;

/** "in-progress" while the job runs; then success, failure (nothing worked) or partial. */
export const ReportSummaryStatus = z.enum(["in-progress", "success", "failure", "partial"]);
export type ReportSummaryStatus = z.infer<typeof ReportSummaryStatus>;

export const ReportSummary = z.object({
  timestamp: z.string(),
  category: ReportCategory,
  groupId: z.string(),
  name: z.string(),
  status: ReportSummaryStatus,
  id: z.string(),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

/** One line of a report: one address of a bulk import, with what became of it. */
export const ReportEntryOut = z.object({
  reportId: z.string(),
  timestamp: z.string(),
  success: z.boolean(),
  message: z.string(),
  exception: z.string(),
  id: z.string(),
});
export type ReportEntryOut = z.infer<typeof ReportEntryOut>;

export const ReportOut = ReportSummary.extend({ entries: z.array(ReportEntryOut) });
export type ReportOut = z.infer<typeof ReportOut>;

export const ReportListQuery = z.object({ report_type: ReportCategory.optional() });
export type ReportListQuery = z.input<typeof ReportListQuery>;
