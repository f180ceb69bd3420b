import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ArchiveLimits, unzipEntries } from "../exports/zip.js";
import type {
  MigratedRecipe,
  MigrationFormat,
  UnreadableRecipe,
  UploadedFiles,
} from "../migrations/formats/migration-format.js";

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** The team's real exports of other apps (`../shared/data/migrations/archives`), never copied into the repository. */
export const sharedArchivesFolder = path.resolve(repositoryRoot, "../shared/data/migrations/archives");

/** One of the shared exports: its path, and why a test of it is skipped when it is absent. */
export function sharedArchive(name: string): { file: string; present: boolean; skipped: string } {
  const file = path.join(sharedArchivesFolder, name);
  const present = fs.existsSync(file);
  return {
    file,
    present,
    skipped: present ? "" : ` (skipped: ${file} is absent; these tests read the team's shared data in place)`,
  };
}

export const TEST_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntryBytes: 25 * 1024 * 1024,
  maxTotalBytes: 100 * 1024 * 1024,
  maxEntries: 10_000,
};

/** An upload as the migration hands it to a format: a zip's wanted files (nested zips opened), or the file itself. */
export async function uploadedFiles(
  format: MigrationFormat,
  name: string,
  bytes: Buffer,
  limits: ArchiveLimits = TEST_ARCHIVE_LIMITS,
): Promise<UploadedFiles> {
  if (!/\.zip$/i.test(name)) return new Map([[name, bytes]]);
  const files = await unzipEntries(bytes, (entry) => format.wants(entry), limits);
  return format.expand ? format.expand(files, limits) : files;
}

/** Every recipe a format reads from an upload, in order. */
export async function readUpload(
  format: MigrationFormat,
  name: string,
  bytes: Buffer,
): Promise<(MigratedRecipe | UnreadableRecipe)[]> {
  return [...format.read(await uploadedFiles(format, name, bytes))];
}

export function isMigrated(recipe: MigratedRecipe | UnreadableRecipe): recipe is MigratedRecipe {
  return "recipe" in recipe;
}

/** The files under a fixture folder, by their path inside it, to zip as an app would. */
export function folderFiles(folder: string): { name: string; content: Buffer }[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => fs.statSync(path.join(folder, name)).isFile())
    .sort()
    .map((name) => ({ name: name.split(path.sep).join("/"), content: fs.readFileSync(path.join(folder, name)) }));
}
