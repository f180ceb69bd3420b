import path from "node:path";

/** macOS's resource forks (`__MACOSX/…`, `._name`) and hidden files (`.DS_Store`): never part of an export. */
export function isArchiveNoise(name: string): boolean {
  return name.startsWith("__MACOSX/") || name.split("/").some((part) => part.startsWith("."));
}

/** The last part of a path, without its extension when `extension` is given. */
export function baseName(name: string, extension?: string): string {
  return path.posix.basename(name, extension);
}

/** The folder of a path inside an archive, "" at its root. */
export function folderOf(name: string): string {
  const folder = path.posix.dirname(name);
  return folder === "." ? "" : folder;
}

/** Text of an optional field: trimmed, or null when empty or not text. */
export function textOf(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return null;
  return value.trim() || null;
}

/** A rating of 1 to 5 stars on Larder's scale, or null (apps write 0 or nothing for "not rated"). */
export function starRating(value: unknown): number | null {
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number) || number <= 0) return null;
  return Math.min(5, Math.round(number));
}
