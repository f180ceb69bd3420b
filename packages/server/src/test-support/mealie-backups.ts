import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import bcrypt from "bcryptjs";
import sharp from "sharp";
import { unzipEntries, type ZipEntry, zipInMemory } from "../exports/zip.js";
import { TEST_ARCHIVE_LIMITS } from "./migration-archives.js";

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** Real Mealie backups of several schema versions (`../shared/data/migrations/backups`), read in place. */
export const sharedBackupsFolder = path.resolve(repositoryRoot, "../shared/data/migrations/backups");

export const sharedBackupsPresent = fs.existsSync(sharedBackupsFolder);
export const sharedBackupsSkipped = sharedBackupsPresent
  ? ""
  : ` (skipped: ${sharedBackupsFolder} is absent; these tests read the team's shared data in place)`;

/** The shared Mealie backups' file names, in order (none when the folder is absent). */
export function sharedMealieBackups(): string[] {
  if (!sharedBackupsPresent) return [];
  return fs
    .readdirSync(sharedBackupsFolder)
    .filter((name) => name.endsWith(".zip"))
    .sort();
}

export function readSharedBackup(name: string): Buffer {
  return fs.readFileSync(path.join(sharedBackupsFolder, name));
}

/** A backup's `database.json`, wherever in the archive it is. */
export async function backupDatabase(archive: Buffer): Promise<Record<string, Record<string, unknown>[]>> {
  const files = await unzipEntries(
    archive,
    (name) => !name.startsWith("__MACOSX/") && name.endsWith("database.json"),
    TEST_ARCHIVE_LIMITS,
  );
  const [content] = files.values();
  if (!content) throw new Error("no database.json in the backup");
  return JSON.parse(content.toString("utf8"));
}

export const KNOWN_PASSWORD = "Mealie-password-1";

/**
 * One of the shared backups made into a backup a test knows more of: its first user's password
 * (the shared ones are anonymised) becomes a bcrypt hash of KNOWN_PASSWORD, as Mealie stores it,
 * and its first recipe gets an image (only `original.webp`, with the recipe id written as Mealie
 * on SQLite writes it: 32 hex digits) and an asset, its first user an avatar.
 */
export async function enrichedBackup(name: string): Promise<{
  archive: Buffer;
  user: { id: string; username: string; email: string };
  recipe: { id: string; slug: string; groupId: string };
}> {
  const database = await backupDatabase(readSharedBackup(name));
  const user = database.users?.[0];
  const recipe = database.recipes?.find((row) => row.group_id === user?.group_id);
  if (!user || !recipe) throw new Error(`${name} has no user with a recipe`);
  user.password = bcrypt.hashSync(KNOWN_PASSWORD, 4);
  database.recipe_assets = [
    ...(database.recipe_assets ?? []),
    { id: 999_999, recipe_id: recipe.id, name: "Card", icon: "mdi-file", file_name: "card.pdf" },
  ];
  const hexId = String(recipe.id).replaceAll("-", "");
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c04000" } })
    .webp()
    .toBuffer();
  const entries: ZipEntry[] = [
    { name: "database.json", content: Buffer.from(JSON.stringify(database)) },
    { name: `data/recipes/${hexId}/images/original.webp`, content: image },
    { name: `data/recipes/${hexId}/assets/card.pdf`, content: Buffer.from("%PDF-1.4 card") },
    { name: `data/users/${user.id}/profile.webp`, content: image },
    { name: "data/templates/recipes.md", content: Buffer.from("# template") },
  ];
  return {
    archive: zipInMemory(entries),
    user: { id: String(user.id), username: String(user.username), email: String(user.email) },
    recipe: { id: String(recipe.id), slug: String(recipe.slug), groupId: String(recipe.group_id) },
  };
}
