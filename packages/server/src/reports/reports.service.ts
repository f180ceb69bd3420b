import {
  DEFAULT_LOCALE,
  type EventType,
  type ReportCategory,
  type ReportOut,
  type ReportSummary,
  type ReportSummaryStatus,
} from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import { documentEvent } from "../events/domain-events.js";
import { notFound } from "../http/errors.js";
import { translatorFor } from "../i18n/server-texts.js";
import type { Repositories } from "../repositories.js";
import { presentReport, presentReportSummary } from "./reports.presenter.js";
import type { NewReportEntry, ReportsRepository } from "./reports.repository.js";

const reportNotFound = () => notFound("errors.recipes.reportNotFound");

/**
 * The event a finished job tells the group's notifiers of: an import's, and a migration's (issue 24
 * reports its migrations under the "migration" category, and so announces them here).
 */
const FINISHED_EVENT: Partial<Record<ReportCategory, EventType>> = {
  bulk_import: "data_import",
  migration: "data_migrations",
};

/** A running job's report: entries are added as items finish; `finish` sets the outcome from them. */
export interface ReportWriter {
  readonly id: string;
  add(entry: NewReportEntry): Promise<void>;
  finish(): Promise<ReportSummaryStatus>;
}

/** The group's reports of background jobs, readable and deletable by any member of the group. */
export class ReportsService {
  constructor(private readonly repositories: Repositories) {}

  private reportsOf(groupId: string): ReportsRepository {
    return this.repositories.group(groupId).reports;
  }

  async list(actor: Actor, category: ReportCategory | undefined): Promise<ReportSummary[]> {
    return (await this.reportsOf(actor.groupId).list(category)).map(presentReportSummary);
  }

  async get(actor: Actor, id: string): Promise<ReportOut> {
    const reports = this.reportsOf(actor.groupId);
    const row = await reports.find(id);
    if (!row) throw reportNotFound();
    return presentReport(row, await reports.entries(id));
  }

  async delete(actor: Actor, id: string): Promise<ReportOut> {
    const report = await this.get(actor, id);
    if (!(await this.reportsOf(actor.groupId).delete(id))) throw reportNotFound();
    return report;
  }

  /**
   * Fails the reports of jobs that stopped writing before `before` (their server restarted or
   * stopped mid-import): an entry says so, and the job's finished event goes out as for any end.
   * Returns how many. A running import writes an entry per item, far more often than this looks.
   *
   * The entry is written in en-US: a report keeps no record of who started its job or in which
   * language (only its group), and this runs at start-up, outside any request. Guessing from the
   * group's members could pick a language its reader does not read; keeping the starter's locale
   * with the report would take a column of its own.
   */
  async failAbandoned(before: Date): Promise<number> {
    const abandoned = await this.repositories.abandonedReports.list(before);
    const t = translatorFor(DEFAULT_LOCALE);
    for (const report of abandoned) {
      await this.repositories.inTransaction(report.group_id, async (repos) => {
        await repos.reports.addEntry(report.id, await repos.reports.nextPosition(report.id), {
          success: false,
          message: t("messages.reports.serverStopped"),
          exception: t("messages.reports.serverStoppedDetail"),
        });
        await repos.reports.setStatus(report.id, "failure");
        const finished = FINISHED_EVENT[report.category];
        if (finished) {
          await repos.outbox.record(
            documentEvent(finished, "report", "info", { id: report.id, name: report.name, status: "failure" }),
          );
        }
      });
    }
    return abandoned.length;
  }

  /** Opens an "in-progress" report for a job the group's member started. */
  async start(groupId: string, name: string, category: ReportCategory): Promise<ReportWriter> {
    const reports = this.reportsOf(groupId);
    const id = await reports.create(name, category);
    let position = 0;
    let succeeded = 0;
    let failed = 0;
    return {
      id,
      add: async (entry) => {
        await reports.addEntry(id, position++, entry);
        if (entry.success) succeeded++;
        else failed++;
      },
      finish: async () => {
        const status: ReportSummaryStatus = failed === 0 ? "success" : succeeded === 0 ? "failure" : "partial";
        const finished = FINISHED_EVENT[category];
        await this.repositories.inTransaction(groupId, async (repos) => {
          await repos.reports.setStatus(id, status);
          if (finished) await repos.outbox.record(documentEvent(finished, "report", "info", { id, name, status }));
        });
        return status;
      },
    };
  }
}
