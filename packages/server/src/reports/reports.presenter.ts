import type { ReportEntryOut, ReportOut, ReportSummary } from "@larder/shared";
import type { ReportEntryRow, ReportRow } from "./reports.repository.js";

export function presentReportSummary(row: ReportRow): ReportSummary {
  return {
    timestamp: row.timestamp.toISOString(),
    category: row.category,
    groupId: row.group_id,
    name: row.name,
    status: row.status,
    id: row.id,
  };
}

export function presentReportEntry(row: ReportEntryRow): ReportEntryOut {
  return {
    reportId: row.report_id,
    timestamp: row.timestamp.toISOString(),
    success: row.success,
    message: row.message,
    exception: row.exception,
    id: row.id,
  };
}

export function presentReport(row: ReportRow, entries: ReportEntryRow[]): ReportOut {
  return { ...presentReportSummary(row), entries: entries.map(presentReportEntry) };
}
