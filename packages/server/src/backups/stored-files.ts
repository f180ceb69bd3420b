import fs from "node:fs";
import path from "node:path";

/**
 * What of DATA_DIR is the household's data, which a backup holds and a restore replaces: every
 * stored file (groups/ with recipe images and assets, users/ with avatars …) except the database
 * files, the signing secret, the backups themselves, logs, temporary files and bulk exports waiting
 * for download.
 */
const NOT_DATA_AT_TOP = new Set([
  "backups",
  "logs",
  "larder.db",
  "larder.db-wal",
  "larder.db-shm",
  "larder.db-journal",
]);

/** Whether a top-level name of DATA_DIR holds the household's data. */
export function isDataTopLevel(name: string): boolean {
  return !NOT_DATA_AT_TOP.has(name) && !name.startsWith(".");
}

/** Whether a path relative to DATA_DIR (forward slashes) is one a backup holds and a restore may write. */
export function isDataPath(relative: string): boolean {
  const parts = relative.split("/");
  if (parts.length < 1 || parts.some((part) => part === "" || part === "." || part === "..")) return false;
  if (relative.includes("\\") || relative.includes("\0")) return false;
  const [top = ""] = parts;
  if (!isDataTopLevel(top)) return false;
  // groups/{group}/exports: bulk exports, which expire.
  if (top === "groups" && parts[2] === "exports") return false;
  const name = parts.at(-1) ?? "";
  return !name.endsWith(".tmp") && !name.endsWith(".partial");
}

/** Every data file under DATA_DIR, relative with forward slashes, in a stable order; links are skipped. */
export async function listDataFiles(dataDir: string): Promise<{ path: string; size: number }[]> {
  const found: { path: string; size: number }[] = [];
  const walk = async (relative: string) => {
    const entries = await fs.promises.readdir(path.join(dataDir, relative), { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (relative === "" && !isDataTopLevel(entry.name)) continue;
        await walk(child);
      } else if (entry.isFile() && isDataPath(child)) {
        const { size } = await fs.promises.stat(path.join(dataDir, child));
        found.push({ path: child, size });
      }
    }
  };
  await walk("");
  return found;
}
