import fs from "node:fs/promises";
import path from "node:path";
import type {
  MaintenanceCleaned,
  MaintenanceLogs,
  MaintenanceStorageDetails,
  MaintenanceSummary,
  MealieAnalytics,
} from "@larder/shared";
import { isUuid } from "../db/uuid.js";
import { translatorFor } from "../i18n/server-texts.js";
import { IMAGE_FILE_NAMES, isImageFileName } from "../media/recipe-images.js";
import { folderSize, humanSize, localSize } from "./disk-usage.js";
import type { LogFile } from "./log-file.js";
import type { MaintenanceRepository, ServerCounts } from "./maintenance.repository.js";

/** Larder's scratch folder under DATA_DIR (Mealie's name): anything in it may go once no longer fresh. */
export const TEMP_FOLDER = ".temp";
/** Where backups are kept under DATA_DIR. */
export const BACKUPS_FOLDER = "backups";
/**
 * Files and folders changed this recently are never cleaned: a recipe being imported may have its
 * files written before its row commits, an upload may be half-way into the temp folder.
 */
export const FRESH_MS = 60 * 60 * 1000;

export interface MaintenanceFacts {
  version: string;
  engine: string;
  usingEmail: boolean;
  usingLdap: boolean;
}

/** Something the clean actions would remove: a file, or a whole folder with its files. */
interface Cleanable {
  path: string;
  files: number;
  bytes: number;
}

/**
 * The administrator's maintenance of the data folder: its size, the removal of files nothing uses
 * any more, and the server's log. A file is cleanable only when no row leads to it (checked in the
 * database at the moment of the scan) and it has not changed for FRESH_MS; avatars and backups are
 * never touched.
 */
export class MaintenanceService {
  constructor(
    private readonly dataDir: string,
    private readonly repository: MaintenanceRepository,
    private readonly logFile: LogFile,
    private readonly facts: MaintenanceFacts,
    private readonly now: () => number = Date.now,
  ) {}

  async summary(): Promise<MaintenanceSummary> {
    const [size, images, folders] = await Promise.all([
      folderSize(this.dataDir),
      this.cleanableImages(),
      this.cleanableRecipeFolders(),
    ]);
    return {
      dataDirSize: humanSize(size),
      cleanableImages: images.reduce((sum, item) => sum + item.files, 0),
      cleanableDirs: folders.length,
    };
  }

  async storage(): Promise<MaintenanceStorageDetails> {
    const groups = path.join(this.dataDir, "groups");
    const recipeFolders = (await subfolders(groups)).map((group) => path.join(groups, group, "recipes"));
    const recipeSizes = await Promise.all(recipeFolders.map((folder) => folderSize(folder)));
    const [temp, backups, groupsSize, users] = await Promise.all([
      folderSize(path.join(this.dataDir, TEMP_FOLDER)),
      folderSize(path.join(this.dataDir, BACKUPS_FOLDER)),
      folderSize(groups),
      folderSize(path.join(this.dataDir, "users")),
    ]);
    return {
      tempDirSize: humanSize(temp),
      backupsDirSize: humanSize(backups),
      groupsDirSize: humanSize(groupsSize),
      recipesDirSize: humanSize(recipeSizes.reduce((sum, size) => sum + size, 0)),
      userDirSize: humanSize(users),
    };
  }

  /**
   * Empties the temp folder and removes files left half-written, of what is no longer fresh. The
   * clean actions answer in `locale`, the caller's language.
   */
  async cleanTemp(locale?: string | null): Promise<MaintenanceCleaned> {
    const found: Cleanable[] = [];
    const temp = path.join(this.dataDir, TEMP_FOLDER);
    for (const entry of await entries(temp)) {
      const full = path.join(temp, entry.name);
      if (await this.isFresh(full)) continue;
      found.push({
        path: full,
        files: entry.isDirectory() ? await countFiles(full) : 1,
        bytes: await folderSize(full),
      });
    }
    for (const root of ["groups", "users"]) {
      for (const file of await filesUnder(path.join(this.dataDir, root))) {
        if (file.endsWith(".partial") && !(await this.isFresh(file))) {
          found.push({ path: file, files: 1, bytes: await folderSize(file) });
        }
      }
    }
    return this.remove(found, locale);
  }

  async cleanImages(locale?: string | null): Promise<MaintenanceCleaned> {
    return this.remove(await this.cleanableImages(), locale);
  }

  async cleanRecipeFolders(locale?: string | null): Promise<MaintenanceCleaned> {
    return this.remove(await this.cleanableRecipeFolders(), locale);
  }

  logs(lines: number): MaintenanceLogs {
    return { logs: this.logFile.lastLines(lines) };
  }

  cleanLogs(locale?: string | null): MaintenanceCleaned {
    const freed = this.logFile.clear();
    return {
      message: translatorFor(locale)("messages.maintenance.logCleared", { size: localSize(freed, locale) }),
      error: false,
    };
  }

  /** Mealie's analytics shape with this server's own counts; nothing leaves the server. */
  async analytics(): Promise<MealieAnalytics> {
    const counts: ServerCounts = await this.repository.counts();
    return {
      installationId: "",
      version: this.facts.version,
      databaseType: this.facts.engine,
      usingEmail: this.facts.usingEmail,
      usingLdap: this.facts.usingLdap,
      ...counts,
    };
  }

  /** Every recipe folder (`groups/{group}/recipes/{recipe}`) whose recipe is gone or is another group's. */
  private async cleanableRecipeFolders(): Promise<Cleanable[]> {
    const folders = await this.recipeFolders();
    const existing = await this.repository.existingRecipes(
      folders.filter((folder) => isUuid(folder.recipeId)).map((folder) => folder.recipeId),
    );
    const found: Cleanable[] = [];
    for (const folder of folders) {
      if (existing.get(folder.recipeId) === folder.groupId || (await this.isFresh(folder.path))) continue;
      found.push({ path: folder.path, files: await countFiles(folder.path), bytes: await folderSize(folder.path) });
    }
    return found;
  }

  /**
   * Image files no recipe or timeline event shows: in a recipe's `images/`, anything but its three
   * renditions; in `images/timeline/`, the photos of events that are gone, and anything but the
   * renditions in the others'. Only in the folders of recipes that exist (the others go whole with
   * `clean/recipe-folders`).
   */
  private async cleanableImages(): Promise<Cleanable[]> {
    const folders = await this.recipeFolders();
    const existing = await this.repository.existingRecipes(
      folders.filter((folder) => isUuid(folder.recipeId)).map((folder) => folder.recipeId),
    );
    const found: Cleanable[] = [];
    const eventFolders: { path: string; recipeId: string; eventId: string }[] = [];
    for (const folder of folders) {
      if (existing.get(folder.recipeId) !== folder.groupId) continue;
      const images = path.join(folder.path, "images");
      for (const entry of await entries(images)) {
        const full = path.join(images, entry.name);
        if (entry.isDirectory() && entry.name === "timeline") {
          for (const event of await subfolders(full)) {
            eventFolders.push({ path: path.join(full, event), recipeId: folder.recipeId, eventId: event });
          }
        } else if (!isImageFileName(entry.name) && !(await this.isFresh(full))) {
          found.push({
            path: full,
            files: entry.isDirectory() ? await countFiles(full) : 1,
            bytes: await folderSize(full),
          });
        }
      }
    }
    const events = await this.repository.existingTimelineEvents(
      eventFolders.filter((folder) => isUuid(folder.eventId)).map((folder) => folder.eventId),
    );
    for (const folder of eventFolders) {
      if (await this.isFresh(folder.path)) continue;
      if (events.get(folder.eventId) !== folder.recipeId) {
        found.push({ path: folder.path, files: await countFiles(folder.path), bytes: await folderSize(folder.path) });
        continue;
      }
      for (const entry of await entries(folder.path)) {
        const full = path.join(folder.path, entry.name);
        if ((IMAGE_FILE_NAMES as readonly string[]).includes(entry.name) || (await this.isFresh(full))) continue;
        found.push({
          path: full,
          files: entry.isDirectory() ? await countFiles(full) : 1,
          bytes: await folderSize(full),
        });
      }
    }
    return found;
  }

  private async recipeFolders(): Promise<{ path: string; groupId: string; recipeId: string }[]> {
    const groups = path.join(this.dataDir, "groups");
    const folders: { path: string; groupId: string; recipeId: string }[] = [];
    for (const groupId of await subfolders(groups)) {
      const recipes = path.join(groups, groupId, "recipes");
      for (const recipeId of await subfolders(recipes)) {
        folders.push({ path: path.join(recipes, recipeId), groupId, recipeId });
      }
    }
    return folders;
  }

  private async isFresh(file: string): Promise<boolean> {
    try {
      const { mtimeMs } = await fs.stat(file);
      return this.now() - mtimeMs < FRESH_MS;
    } catch {
      return true;
    }
  }

  private async remove(found: Cleanable[], locale: string | null | undefined): Promise<MaintenanceCleaned> {
    let files = 0;
    let bytes = 0;
    for (const item of found) {
      await fs.rm(item.path, { recursive: true, force: true });
      files += item.files;
      bytes += item.bytes;
    }
    const size = localSize(bytes, locale);
    return {
      message: translatorFor(locale)("messages.maintenance.filesRemoved", { count: files, size }),
      error: false,
    };
  }
}

async function entries(folder: string) {
  try {
    return await fs.readdir(folder, { withFileTypes: true });
  } catch {
    return [];
  }
}

async function subfolders(folder: string): Promise<string[]> {
  return (await entries(folder)).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

async function filesUnder(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await entries(folder)) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

async function countFiles(folder: string): Promise<number> {
  try {
    if (!(await fs.stat(folder)).isDirectory()) return 1;
  } catch {
    return 0;
  }
  return (await filesUnder(folder)).length;
}
