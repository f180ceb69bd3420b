import { latestSchemaVersion } from "../../db/migrations/index.js";
import { BadArchive, mebibytes, type ZipReader } from "../../exports/zip.js";
import { AVATAR_FILE_NAME } from "../../media/avatar-store.js";
import { isSafeAssetFileName } from "../../media/recipe-assets.js";
import { IMAGE_FILE_NAMES, isImageFileName } from "../../media/recipe-images.js";
import type { SnapshotReader } from "../backups.service.js";
import type { BackupSnapshot, SnapshotFile, SnapshotRow } from "../snapshot.js";
import { convertMealieDatabase, type MealieDump } from "./mealie-tables.js";
import { mealieUuid } from "./mealie-values.js";

const DATABASE_FILE = "database.json";

/**
 * Where a Mealie backup keeps `database.json` (its `data/` folder beside it): at the top, or in
 * one folder when the archive was zipped again from a folder (macOS wraps it so and adds
 * `__MACOSX/`). Undefined when the archive is no Mealie backup.
 */
export function mealieBackupRoot(names: readonly string[]): string | undefined {
  const candidates = names
    .filter((name) => !name.startsWith("__MACOSX/") && (name === DATABASE_FILE || name.endsWith(`/${DATABASE_FILE}`)))
    .map((name) => name.slice(0, -DATABASE_FILE.length))
    .filter((root) => root.split("/").length <= 2);
  return candidates.sort((a, b) => a.length - b.length)[0];
}

/** A converted Mealie backup: its rows are whole lists, read from `database.json` at once. */
export type MealieSnapshot = Omit<BackupSnapshot, "tables"> & { tables: ReadonlyMap<string, readonly SnapshotRow[]> };

/** The restore's reader of Mealie v1 backups: an archive with a `database.json` at its top or in one folder. */
export const mealieBackupReader: SnapshotReader = {
  canRead: (zip) => mealieBackupRoot(zip.entries.map((entry) => entry.name)) !== undefined,
  read: (zip, limits) => mealieBackupSnapshot(zip, limits.maxBytes),
};

/**
 * A Mealie v1 backup (`database.json` with every table and `alembic_version`, and `data/` with
 * recipe images, assets and avatars) as a snapshot of Larder's current schema. The archive is
 * checked and its directory read at once; files are read when the restore copies them.
 */
export async function mealieBackupSnapshot(zip: ZipReader, maxBytes: number): Promise<MealieSnapshot> {
  const declared = zip.entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > maxBytes) throw new BadArchive(`The archive expands to more than ${mebibytes(maxBytes)}`);
  const root = mealieBackupRoot(zip.entries.map((entry) => entry.name));
  if (root === undefined) throw new BadArchive("The archive is not a Mealie backup: it holds no database.json");
  const dump = parseDump(await zip.read(`${root}${DATABASE_FILE}`));

  const data = `${root}data/`;
  const stored = zip.entries.filter(
    (entry) => entry.name.startsWith(data) && !entry.name.endsWith("/") && !isJunk(entry.name),
  );
  const sources = stored.map((entry) => ({ ...entry, place: placeOf(entry.name.slice(data.length)) }));
  const recipeImages = new Set<string>();
  const eventImages = new Set<string>();
  for (const { place } of sources) {
    if (place?.kind === "image" && place.file === "original.webp") recipeImages.add(place.recipeId);
    if (place?.kind === "event-image" && place.file === "original.webp") eventImages.add(place.eventId);
  }

  const converted = convertMealieDatabase(dump, { recipeImages, eventImages });
  const files: SnapshotFile[] = [];
  let filesLeftOut = 0;
  const add = (path: string, size: number, entryName: string) =>
    files.push({ path, size, read: () => zip.read(entryName) });

  for (const { name, size, place } of sources) {
    const groupId = place && "recipeId" in place ? converted.recipeGroups.get(place.recipeId) : undefined;
    const recipeFolder = `groups/${groupId}/recipes/${place && "recipeId" in place ? place.recipeId : ""}`;
    if (place?.kind === "image" && groupId) {
      add(`${recipeFolder}/images/${place.file}`, size, name);
    } else if (
      place?.kind === "event-image" &&
      converted.eventRecipes.get(place.eventId) === place.recipeId &&
      groupId &&
      eventImages.has(place.eventId)
    ) {
      add(`${recipeFolder}/images/timeline/${place.eventId}/${place.file}`, size, name);
    } else if (place?.kind === "asset" && groupId && converted.assetFiles.get(place.recipeId)?.has(place.file)) {
      add(`${recipeFolder}/assets/${place.file}`, size, name);
    } else if (place?.kind === "avatar" && converted.users.has(place.userId)) {
      add(`users/${place.userId}/${AVATAR_FILE_NAME}`, size, name);
    } else {
      filesLeftOut++;
    }
  }
  // Mealie kept only original.webp for some images: the other renditions are read from it.
  const placed = new Set(files.map((file) => file.path));
  const originals = files.filter((file) => file.path.endsWith("/original.webp"));
  for (const file of originals) {
    const folder = file.path.slice(0, -"original.webp".length);
    for (const rendition of IMAGE_FILE_NAMES) {
      if (!placed.has(`${folder}${rendition}`)) files.push({ ...file, path: `${folder}${rendition}` });
    }
  }

  const leftOut = [...converted.leftOut];
  if (filesLeftOut > 0) {
    leftOut.push({
      kind: "files",
      count: filesLeftOut,
      reason: "files that belong to no recipe, timeline event or user of the backup (templates, caches, older images)",
    });
  }
  return { schemaVersion: latestSchemaVersion(), tables: converted.tables, files, leftOut };
}

function parseDump(content: Buffer): MealieDump {
  let dump: unknown;
  try {
    dump = JSON.parse(content.toString("utf8"));
  } catch {
    throw new BadArchive("database.json of the Mealie backup is not valid JSON");
  }
  if (!dump || typeof dump !== "object" || Array.isArray(dump)) {
    throw new BadArchive("database.json of the Mealie backup holds no tables");
  }
  const version = (dump as MealieDump).alembic_version;
  if (!Array.isArray(version) || version.length === 0) {
    throw new BadArchive("database.json has no alembic_version: only backups of Mealie v1 and later are read");
  }
  return dump as MealieDump;
}

/** Files that operating systems leave in folders. */
function isJunk(name: string): boolean {
  const base = name.slice(name.lastIndexOf("/") + 1);
  return base.startsWith("._") || base === ".DS_Store" || base === ".PLACEHOLDER";
}

type Place =
  | { kind: "image"; recipeId: string; file: string }
  | { kind: "event-image"; recipeId: string; eventId: string; file: string }
  | { kind: "asset"; recipeId: string; file: string }
  | { kind: "avatar"; userId: string };

/** What a file under Mealie's `data/` is, from its path there. */
function placeOf(path: string): Place | undefined {
  const parts = path.split("/");
  if (parts[0] === "users" && parts.length === 3 && parts[2] === AVATAR_FILE_NAME) {
    const userId = mealieUuid(parts[1]);
    return userId ? { kind: "avatar", userId } : undefined;
  }
  if (parts[0] !== "recipes") return undefined;
  const recipeId = mealieUuid(parts[1]);
  if (!recipeId) return undefined;
  const [, , folder, ...rest] = parts;
  if (folder === "images" && rest.length === 1 && isImageFileName(rest[0] as string)) {
    return { kind: "image", recipeId, file: rest[0] as string };
  }
  if (folder === "images" && rest.length === 3 && rest[0] === "timeline" && isImageFileName(rest[2] as string)) {
    const eventId = mealieUuid(rest[1]);
    return eventId ? { kind: "event-image", recipeId, eventId, file: rest[2] as string } : undefined;
  }
  if (folder === "assets" && rest.length === 1 && isSafeAssetFileName(rest[0] as string)) {
    return { kind: "asset", recipeId, file: rest[0] as string };
  }
  return undefined;
}
