import type { ReportCategory } from "@larder/shared";

export const reportKeys = {
  all: ["reports"] as const,
  /** The group's reports, of one kind or (null) all. */
  list: (category: ReportCategory | null) => [...reportKeys.all, "list", category] as const,
  detail: (id: string) => [...reportKeys.all, "detail", id] as const,
};
