import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type {
  AllBackups,
  BackupFile,
  FileTokenResponse,
  RestoredKind,
  RestoreResult,
  SuccessResponse,
} from "@larder/shared";
import type { Logger } from "pino";
import type { DatabaseSettings } from "../config/config.js";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { tryInstanceLock } from "../db/instance-lock.js";
import { migrationNames } from "../db/migrations/index.js";
import type { FileTokens } from "../exports/file-tokens.js";
import { BadArchive, ZipReader } from "../exports/zip.js";
import { HttpError } from "../http/errors.js";
import { type Translate, translatorFor } from "../i18n/server-texts.js";
import type { ReportsService } from "../reports/reports.service.js";
import { isLarderBackup, readLarderBackup, writeBackup } from "./larder-backup.js";
import {
  finishInterruptedRestores,
  isRestoreWork,
  type RestoreOutcome,
  type RestoreStep,
  restoreSnapshot,
} from "./restore.js";
import type { BackupSnapshot } from "./snapshot.js";

/** A zip without ZIP64 lists at most this many entries. */
const MAX_ENTRIES = 65535;
/** A partial backup or upload untouched this long was left by a process that died, not one still writing it. */
const ABANDONED_PARTIAL_MS = 60 * 60 * 1000;

/**
 * Another backup format a restore reads (a Mealie v1 backup): told apart by what the archive
 * holds, and converted into a snapshot that the one restore loads.
 */
export interface SnapshotReader {
  canRead(zip: ZipReader): boolean;
  read(zip: ZipReader, limits: { maxBytes: number; migrations: readonly string[] }): Promise<BackupSnapshot>;
}

/** Why a backup was made: by hand, by the daily job, or just before a restore. */
export type BackupKind = "manual" | "auto" | "before-restore";
const PREFIX: Record<BackupKind, string> = {
  manual: "larder_",
  auto: "larder_auto_",
  "before-restore": "larder_before-restore_",
};

export interface BackupsOptions {
  dataDir: string;
  database: DatabaseHandle;
  databaseSettings: DatabaseSettings;
  fileTokens: FileTokens;
  appVersion: string;
  /** How many automatic backups of each kind are kept. */
  keep: number;
  /** Most bytes one backup may expand to, and the largest upload. */
  maxBytes: number;
  log: Logger;
  /** Readers of other formats (Mealie's); Larder's own is always known. */
  readers?: SnapshotReader[];
  /** Where a restore's report is kept for the administrators to read again. */
  reports?: ReportsService;
  /** Tests only: a restore stops for good at this step, saying so in the log, for a test to kill the process. */
  testPauseRestoreAt?: string;
  /** Told once a restore has committed: every instance must forget what it keeps of the old data. */
  restored?: () => void;
}

/** The server's own backups in DATA_DIR/backups: made, listed, downloaded, uploaded, deleted, restored. */
export class BackupsService {
  readonly folder: string;
  #restoring = false;
  /** Tests only: called after each step of a restore, to fail or "crash" there. */
  afterRestoreStep: ((step: RestoreStep) => Promise<void> | void) | undefined;

  constructor(private readonly options: BackupsOptions) {
    this.folder = path.join(options.dataDir, "backups");
    const pauseAt = options.testPauseRestoreAt;
    if (pauseAt) {
      this.afterRestoreStep = async (step) => {
        if (step !== pauseAt) return;
        options.log.warn({ step }, "restore paused for a test (BACKUP_TEST_PAUSE_RESTORE_AT)");
        await new Promise<never>(() => {});
      };
    }
  }

  /**
   * Finishes or undoes a restore the process died in, and drops half-written uploads and backups.
   * Other instances on the database and data folder may be running a restore, a backup or an
   * upload right now: when any is running, a restore under way (holding the restore lock) is left
   * alone, and only partial files untouched for an hour are taken for leftovers.
   */
  async startUp(): Promise<void> {
    const names = await fs.promises.readdir(this.folder).catch(() => [] as string[]);
    const partials = names.filter((name) => name.startsWith(".upload-") || name.startsWith(".creating-"));
    if (partials.length === 0 && !names.some(isRestoreWork)) return;
    const alone = await tryInstanceLock(this.options.database, "running");
    try {
      const restoreLock = alone ? null : await tryInstanceLock(this.options.database, "restore");
      try {
        if (alone || restoreLock) await finishInterruptedRestores(this.options.database, this.options.dataDir);
      } finally {
        await restoreLock?.release();
      }
      const abandonedBefore = Date.now() - ABANDONED_PARTIAL_MS;
      for (const name of partials) {
        const file = path.join(this.folder, name);
        const stat = await fs.promises.stat(file).catch(() => null);
        if (stat && (alone || stat.mtimeMs < abandonedBefore)) await fs.promises.rm(file, { force: true });
      }
    } finally {
      await alone?.release();
    }
  }

  async list(): Promise<AllBackups> {
    const names = await fs.promises.readdir(this.folder).catch(() => [] as string[]);
    const imports: (BackupFile & { time: number })[] = [];
    for (const name of names) {
      if (name.startsWith(".") || !name.endsWith(".zip")) continue;
      const stat = await fs.promises.stat(path.join(this.folder, name)).catch(() => null);
      if (!stat?.isFile()) continue;
      imports.push({ name, date: stat.mtime.toISOString(), size: humanSize(stat.size), time: stat.mtimeMs });
    }
    imports.sort((a, b) => b.time - a.time || b.name.localeCompare(a.name));
    return { imports: imports.map(({ time: _time, ...file }) => file), templates: [] };
  }

  /** Makes a backup; its reply is in `locale` (the caller's language), en-US for the daily job. */
  async create(kind: BackupKind = "manual", locale?: string | null): Promise<SuccessResponse & { name: string }> {
    await fs.promises.mkdir(this.folder, { recursive: true });
    const name = await this.freeName(`${PREFIX[kind]}${timestampName(new Date())}`);
    const partial = path.join(this.folder, `.creating-${name}`);
    try {
      await this.readConsistently((db) =>
        writeBackup(
          {
            db,
            engine: this.options.database.engine,
            dataDir: this.options.dataDir,
            appVersion: this.options.appVersion,
            schemaVersion: migrationNames(this.options.database.engine).at(-1) ?? "",
          },
          partial,
        ),
      );
      await fs.promises.rename(partial, path.join(this.folder, name));
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
    if (kind !== "manual") await this.prune(kind);
    return { message: translatorFor(locale)("messages.backups.created", { name }), error: false, name };
  }

  /** The daily job: a backup, then the oldest automatic ones past BACKUP_KEEP go. */
  async daily(): Promise<void> {
    const { name } = await this.create("auto");
    this.options.log.info({ backup: name }, "daily backup made");
  }

  async token(name: string): Promise<FileTokenResponse> {
    await this.existing(name);
    return { fileToken: await this.options.fileTokens.issue({ kind: "file", path: `backups/${name}` }) };
  }

  async delete(name: string, locale?: string | null): Promise<SuccessResponse> {
    await fs.promises.rm(await this.existing(name));
    return { message: translatorFor(locale)("messages.backups.deleted", { name }), error: false };
  }

  /**
   * Keeps an uploaded backup under its own name (made unique); it must be a zip that a restore
   * can read: a Larder backup or one another reader (Mealie's) knows.
   */
  async upload(
    save: (target: string, maxBytes: number) => Promise<{ filename: string }>,
    locale?: string | null,
  ): Promise<SuccessResponse> {
    await fs.promises.mkdir(this.folder, { recursive: true });
    const partial = path.join(this.folder, `.upload-${randomBytes(8).toString("hex")}.zip`);
    try {
      const { filename } = await save(partial, this.options.maxBytes);
      const zip = await this.open(partial);
      try {
        this.readerOf(zip);
      } finally {
        await zip.close();
      }
      const name = await this.freeName(uploadName(filename));
      await fs.promises.rename(partial, path.join(this.folder, name));
      return { message: translatorFor(locale)("messages.backups.uploaded", { name }), error: false };
    } finally {
      await fs.promises.rm(partial, { force: true });
    }
  }

  /**
   * Replaces every table and stored file with the backup's, all or nothing, after a backup of
   * what is there now. Every session ends: the backup holds none. The reply and the kept report
   * are in `locale`, the restoring administrator's language.
   */
  async restore(name: string, locale?: string | null): Promise<RestoreResult> {
    const file = await this.existing(name);
    if (this.#restoring) throw new HttpError(409, "errors.backups.restoreRunning");
    // Another instance on the same database may be restoring too: one restore at a time across them.
    const lock = await tryInstanceLock(this.options.database, "restore");
    if (!lock) throw new HttpError(409, "errors.backups.restoreRunning");
    this.#restoring = true;
    try {
      const zip = await this.open(file);
      try {
        const reader = this.readerOf(zip);
        const snapshot = await badArchiveIs400(() =>
          reader.read(zip, {
            maxBytes: this.options.maxBytes,
            migrations: migrationNames(this.options.database.engine),
          }),
        );
        await this.create("before-restore");
        const outcome = await badArchiveIs400(() =>
          restoreSnapshot(snapshot, {
            database: this.options.database,
            dataDir: this.options.dataDir,
            backupName: name,
            afterStep: this.afterRestoreStep,
          }),
        );
        this.options.restored?.();
        const rows = Object.values(outcome.rows).reduce((sum, count) => sum + count, 0);
        const leftOut = snapshot.leftOut.map(({ kind, count, reason }) => ({ kind, count, reason }));
        const restored = restoredKinds(outcome);
        this.options.log.info({ backup: name, rows, files: outcome.files }, "backup restored");
        const t = translatorFor(locale);
        const message = restoreMessage(t, name, rows, outcome.files, leftOut);
        const reportIds = await this.keepReport(t, name, restored, leftOut).catch((error: unknown) => {
          // The data is in: a report that could not be written is no reason to say the restore failed.
          this.options.log.warn({ backup: name, err: error }, "the restore's report could not be kept");
          return [];
        });
        return { message, error: false, restored, leftOut, reportIds };
      } finally {
        await zip.close();
      }
    } finally {
      this.#restoring = false;
      await lock.release();
    }
  }

  /**
   * Keeps the restore's report among the reports of each group that has an administrator in the
   * restored data: the restore replaced every report, and those are the people who restored it.
   * It is written in the language of the administrator who ran the restore, the one reader known.
   */
  private async keepReport(
    t: Translate,
    name: string,
    restored: RestoreResult["restored"],
    leftOut: RestoreResult["leftOut"],
  ): Promise<string[]> {
    const reports = this.options.reports;
    if (!reports) return [];
    const groups = await this.options.database.db
      .selectFrom("users")
      .select("group_id")
      .distinct()
      .where("admin", "=", true)
      .orderBy("group_id")
      .execute();
    const ids: string[] = [];
    for (const { group_id: groupId } of groups) {
      const report = await reports.start(groupId, t("messages.backups.reportName", { name }), "restore");
      for (const { kind, count } of restored) {
        const kindName = t(`messages.backups.kinds.${kind}`);
        await report.add({ success: true, message: t("messages.backups.reportRestored", { count, kind: kindName }) });
      }
      for (const item of leftOut) {
        // A left-out kind is the source's own table name (Mealie's), kept as it is; the reason stays technical.
        const message = t("messages.backups.reportLeftOut", { count: item.count, kind: item.kind });
        await report.add({ success: false, message, exception: item.reason });
      }
      await report.finish();
      ids.push(report.id);
    }
    return ids;
  }

  private readerOf(zip: ZipReader): SnapshotReader {
    if (isLarderBackup(zip)) return { canRead: isLarderBackup, read: readLarderBackup };
    const other = this.options.readers?.find((reader) => reader.canRead(zip));
    if (!other) throw new HttpError(400, "errors.backups.notABackup");
    return other;
  }

  private async open(file: string): Promise<ZipReader> {
    return badArchiveIs400(() => ZipReader.fromFile(file, MAX_ENTRIES));
  }

  /** One view of the database as it was at one moment, while the server goes on writing. */
  private async readConsistently<T>(work: (db: DatabaseHandle["db"]) => Promise<T>): Promise<T> {
    const { database, databaseSettings } = this.options;
    if (database.engine === "postgres") {
      return database.db.transaction().setIsolationLevel("repeatable read").execute(work);
    }
    // A second SQLite connection in a read transaction sees one state of the WAL database and
    // holds no lock that would stop the server's own connection from writing.
    const reader = openDatabase(databaseSettings);
    try {
      return await reader.db.transaction().execute(work);
    } finally {
      await reader.close();
    }
  }

  private async existing(name: string): Promise<string> {
    const file = path.join(this.folder, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) throw new HttpError(404, "errors.backups.backupNotFound", { name });
    return file;
  }

  private async freeName(base: string): Promise<string> {
    const stem = base.replace(/\.zip$/, "");
    for (let attempt = 1; ; attempt++) {
      const name = attempt === 1 ? `${stem}.zip` : `${stem} (${attempt}).zip`;
      if (!fs.existsSync(path.join(this.folder, name))) return name;
    }
  }

  private async prune(kind: BackupKind): Promise<void> {
    const names = (await fs.promises.readdir(this.folder))
      .filter((name) => name.startsWith(PREFIX[kind]) && name.endsWith(".zip"))
      .sort()
      .reverse();
    for (const name of names.slice(Math.max(this.options.keep, 1))) {
      await fs.promises.rm(path.join(this.folder, name), { force: true });
    }
  }
}

/** The tables each kind of the report counts; the rest of the rows are counted as "other rows". */
const KIND_TABLES: readonly [Exclude<RestoredKind, "files" | "otherRows">, string][] = [
  ["users", "users"],
  ["groups", "groups"],
  ["recipes", "recipes"],
  ["categories", "categories"],
  ["tags", "tags"],
  ["tools", "tools"],
  ["foods", "foods"],
  ["units", "units"],
  ["labels", "labels"],
  ["cookbooks", "cookbooks"],
  ["comments", "recipe_comments"],
  ["timelineEvents", "timeline_events"],
  ["ratings", "user_ratings"],
  ["mealPlans", "meal_plan_entries"],
  ["shoppingLists", "shopping_lists"],
  ["shoppingListItems", "shopping_list_items"],
];

/** The restore's reply: what came in, and what was left out with why. */
function restoreMessage(
  t: Translate,
  name: string,
  rows: number,
  files: number,
  leftOut: RestoreResult["leftOut"],
): string {
  const counts = {
    name,
    rows: t("messages.backups.rows", { count: rows }),
    files: t("messages.backups.files", { count: files }),
  };
  if (leftOut.length === 0) return t("messages.backups.restored", counts);
  const items = leftOut.map((item) => t("messages.backups.leftOutItem", item)).join("; ");
  return t("messages.backups.restoredLeavingOut", { ...counts, leftOut: items });
}

/** How many of each kind came in, every kind listed (a kind the backup had none of counts 0). */
function restoredKinds(outcome: RestoreOutcome): RestoreResult["restored"] {
  const counted = new Set(KIND_TABLES.map(([, table]) => table));
  const other = Object.entries(outcome.rows)
    .filter(([table]) => !counted.has(table))
    .reduce((sum, [, count]) => sum + count, 0);
  return [
    ...KIND_TABLES.map(([kind, table]) => ({ kind, count: outcome.rows[table] ?? 0 })),
    { kind: "files" as const, count: outcome.files },
    { kind: "otherRows" as const, count: other },
  ];
}

async function badArchiveIs400<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BadArchive)
      throw new HttpError(400, "errors.common.technicalDetail", { detail: error.message });
    throw error;
  }
}

const pad = (value: number) => String(value).padStart(2, "0");

/** `YYYY.MM.DD.HH.MM.SS` in UTC, as Mealie names its backups. */
function timestampName(date: Date): string {
  return [
    date.getUTCFullYear(),
    pad(date.getUTCMonth() + 1),
    pad(date.getUTCDate()),
    pad(date.getUTCHours()),
    pad(date.getUTCMinutes()),
    pad(date.getUTCSeconds()),
  ].join(".");
}

/** An uploaded file's name as a backup's: its last segment, other characters replaced, ending in .zip. */
function uploadName(filename: string): string {
  const base = (filename.split(/[\\/]/).at(-1) ?? "").replace(/[^\w\-. ()]/g, "_").replace(/^\.+/, "");
  const stem = base.replace(/\.zip$/i, "").slice(0, 150) || "upload";
  return `${stem}.zip`;
}

function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
