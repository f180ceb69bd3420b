import fs from "node:fs/promises";
import path from "node:path";

/** The bytes of a file, or of every file under a folder; 0 when it is missing. Symbolic links are not followed. */
export async function folderSize(target: string): Promise<number> {
  let stats: Awaited<ReturnType<typeof fs.lstat>>;
  try {
    stats = await fs.lstat(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.isFile() ? stats.size : 0;
  let total = 0;
  for (const entry of await fs.readdir(target).catch(() => [] as string[])) {
    total += await folderSize(path.join(target, entry));
  }
  return total;
}

const UNITS = ["bytes", "KiB", "MiB", "GiB", "TiB"];

/** "0 bytes", "12.4 MiB": sizes as the maintenance screen states them. */
export function humanSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
