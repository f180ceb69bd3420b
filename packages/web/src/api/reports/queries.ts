import type { ReportCategory } from "@larder/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { reportKeys } from "./keys";

/** How often a running job's report is read again. */
const PROGRESS_POLL_MS = 1000;

/** One of the group's reports; while its job runs it is re-read every second, so progress shows as it happens. */
export function useReportQuery(id: string | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: reportKeys.detail(id ?? ""),
    queryFn: async () => dataOrThrow(await api.call("getReport", { params: { item_id: id ?? "" }, notify: false })),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "in-progress" ? PROGRESS_POLL_MS : false),
  });
}

/** The group's reports, newest first, of one kind or (null) of every kind. */
export function useReportsQuery(category: ReportCategory | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: reportKeys.list(category),
    queryFn: async () => {
      const reports = dataOrThrow(
        await api.call("getReports", { query: category ? { report_type: category } : {}, notify: false }),
      );
      return [...reports].sort((left, right) => right.timestamp.localeCompare(left.timestamp));
    },
    // Another kind's list replaces the one shown when it arrives, not before.
    placeholderData: keepPreviousData,
  });
}
