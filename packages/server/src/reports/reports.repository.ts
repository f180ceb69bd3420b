import { randomUUID } from "node:crypto";
import type { ReportCategory, ReportSummaryStatus } from "@larder/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, GroupReportEntriesTable, GroupReportsTable } from "../db/schema.js";

export type ReportRow = Selectable<GroupReportsTable>;
export type ReportEntryRow = Selectable<GroupReportEntriesTable>;

export interface NewReportEntry {
  success: boolean;
  message: string;
  exception?: string;
}

/** The reports of one group. Built with that group's id: it cannot reach another group's. */
export class ReportsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly groupId: string,
  ) {}

  private reports() {
    return this.db.selectFrom("group_reports").where("group_reports.group_id", "=", this.groupId);
  }

  /** Newest first. */
  list(category: ReportCategory | undefined): Promise<ReportRow[]> {
    let query = this.reports().selectAll("group_reports");
    if (category) query = query.where("group_reports.category", "=", category);
    return query.orderBy("group_reports.timestamp", "desc").orderBy("group_reports.id").execute();
  }

  find(id: string): Promise<ReportRow | undefined> {
    return this.reports().selectAll("group_reports").where("group_reports.id", "=", id).executeTakeFirst();
  }

  entries(reportId: string): Promise<ReportEntryRow[]> {
    return this.db
      .selectFrom("group_report_entries")
      .selectAll()
      .where("report_id", "=", reportId)
      .orderBy("position")
      .execute();
  }

  async create(name: string, category: ReportCategory): Promise<string> {
    const id = randomUUID();
    const now = new Date();
    await this.db
      .insertInto("group_reports")
      .values({
        id,
        group_id: this.groupId,
        name,
        category,
        status: "in-progress",
        timestamp: now,
        created_at: now,
        update_at: now,
      })
      .execute();
    return id;
  }

  async addEntry(reportId: string, position: number, entry: NewReportEntry): Promise<void> {
    await this.db
      .insertInto("group_report_entries")
      .values({
        id: randomUUID(),
        report_id: reportId,
        position,
        success: entry.success,
        message: entry.message,
        exception: entry.exception ?? "",
        timestamp: new Date(),
      })
      .execute();
  }

  /** The position after the report's last entry. */
  async nextPosition(reportId: string): Promise<number> {
    const row = await this.db
      .selectFrom("group_report_entries")
      .select((eb) => eb.fn.max("position").as("last"))
      .where("report_id", "=", reportId)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  async setStatus(reportId: string, status: ReportSummaryStatus): Promise<void> {
    await this.db
      .updateTable("group_reports")
      .set({ status, update_at: new Date() })
      .where("id", "=", reportId)
      .where("group_id", "=", this.groupId)
      .execute();
  }

  /** True when the report was the group's and is gone; its entries go with it. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("group_reports")
      .where("id", "=", id)
      .where("group_id", "=", this.groupId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

/** Server-wide: reports of jobs that stopped writing, whatever their group. */
export class AbandonedReports {
  constructor(private readonly db: Kysely<Database>) {}

  /** Reports still in progress with neither their start nor any entry at or after `before`. */
  list(before: Date): Promise<Pick<ReportRow, "id" | "group_id" | "name" | "category">[]> {
    return this.db
      .selectFrom("group_reports")
      .select(["group_reports.id", "group_reports.group_id", "group_reports.name", "group_reports.category"])
      .where("group_reports.status", "=", "in-progress")
      .where("group_reports.timestamp", "<", before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("group_report_entries")
              .select("group_report_entries.id")
              .whereRef("group_report_entries.report_id", "=", "group_reports.id")
              .where("group_report_entries.timestamp", ">=", before),
          ),
        ),
      )
      .execute();
  }
}
