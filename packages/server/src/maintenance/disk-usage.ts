import fs from "node:fs/promises";
import path from "node:path";
import { serverLocale, translatorFor } from "../i18n/server-texts.js";

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

/** A size in the largest binary unit under which it stays below 1024 (none for bytes). */
function scaled(bytes: number): { value: number; unit: number } {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return { value, unit };
}

/**
 * "0 bytes", "12.4 MiB": sizes as the maintenance screen states them (Mealie's fields, in English
 * whatever the request's language, as Mealie answers them).
 */
export function humanSize(bytes: number): string {
  const { value, unit } = scaled(bytes);
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/**
 * A size within a sentence in `locale`: its number written the language's way ("1,5 MiB" in
 * German), "bytes" translated with the language's plural forms; the unit symbols stay as they are.
 */
export function localSize(bytes: number, locale: string | null | undefined): string {
  const { value, unit } = scaled(bytes);
  if (unit === 0) return translatorFor(locale)("messages.maintenance.bytes", { count: value });
  const number = new Intl.NumberFormat(serverLocale(locale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(value);
  return `${number} ${UNITS[unit]}`;
}
