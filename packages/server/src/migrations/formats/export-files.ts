import { parse as parseCsv } from "csv-parse/sync";
import { BadArchive } from "../../exports/zip.js";
import type { SchemaNode } from "../../scraper/extract/json-ld.js";
import type { IngredientGroup } from "../../scraper/extract/scraped-recipe.js";
import type { MigratedRecipe, UnreadableRecipe, UploadedFiles } from "./migration-format.js";

/** What the readers of the other apps' exports share: text files, paths, CSV tables, times, lists. */

/** A text file of an export: UTF-8 with its BOM dropped and Windows (or old Mac) line ends made "\n". */
export function textOf(bytes: Buffer): string {
  let text = bytes.toString("utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text.replace(/\r\n?/g, "\n");
}

/** The refusal of an upload that is not the app's export at all, said so that its owner understands. */
export function notAnExport(app: string, why: string): BadArchive {
  return new BadArchive(`This is not a ${app} export: ${why}`);
}

/** Files that archivers add beside the export's own (macOS resource forks, Finder and Explorer records). */
export function isArchiverNoise(path: string): boolean {
  return /(^|\/)(__MACOSX|\.DS_Store|Thumbs\.db|desktop\.ini)(\/|$)/i.test(path) || /(^|\/)\._/.test(path);
}

const IMAGE_FILE = /\.(jpe?g|png|gif|webp|avif|heic|bmp|tiff?)$/i;

export function isImagePath(path: string): boolean {
  return IMAGE_FILE.test(path) && !isArchiverNoise(path);
}

/** The folder a path is in, with its trailing slash ("" at the top of the archive). */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash + 1);
}

/** The file a path names, without its folders. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/**
 * The file a page's relative link (an `<img src>`, a front-matter image) names in the archive:
 * resolved from `folder`, with "./", "../" and percent-escapes read; null when it is not in the upload.
 */
export function linkedFile(files: UploadedFiles, folder: string, link: string): Buffer | null {
  let decoded = link.trim();
  try {
    decoded = decodeURI(decoded);
  } catch {
    // A malformed escape is read as it is written.
  }
  const parts: string[] = decoded.startsWith("/") ? [] : folder.split("/").filter(Boolean);
  for (const part of decoded.split(/[\\/]/)) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  return files.get(parts.join("/")) ?? null;
}

/** Whether a text is an http(s) address. */
export function isWebAddress(text: string | null | undefined): text is string {
  return !!text && /^https?:\/\/\S+$/i.test(text.trim());
}

/** A number of minutes as an ISO 8601 duration ("PT75M"), undefined when there is none or it is zero. */
export function isoMinutes(value: unknown): string | undefined {
  const minutes =
    typeof value === "number"
      ? value
      : Number(
          String(value ?? "")
            .trim()
            .replace(",", "."),
        );
  if (!Number.isFinite(minutes) || minutes <= 0) return undefined;
  return `PT${Math.ceil(minutes)}M`;
}

/** A time as the app wrote it: a bare number counts as minutes, any other text is kept for the times reader. */
export function timeOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  if (!text) return undefined;
  return /^\d+(?:[.,]\d+)?$/.test(text) ? isoMinutes(text) : text;
}

/** The non-empty, trimmed lines of a text. */
export function linesOf(text: string | null | undefined): string[] {
  return (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The names in a list written as text ("sides, vegetables", "Main;Italian"), trimmed, each once. */
export function namesIn(text: string | null | undefined, separator: RegExp): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of (text ?? "").split(separator)) {
    const name = part.trim();
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      names.push(name);
    }
  }
  return names;
}

/** A schema.org node without the fields the app left empty (undefined, null, "", [] or {}). */
export function withoutEmpty(node: SchemaNode): SchemaNode {
  const out: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined || value === null) continue;
    if (typeof value === "string" && !value.trim()) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0) continue;
    out[key] = value;
  }
  return out;
}

/** A rating on Larder's 0–5 scale from the app's own, null when there is none. */
export function ratingOf(value: unknown, outOf = 5): number | null {
  const rating = typeof value === "number" ? value : Number.parseFloat(String(value ?? ""));
  if (!Number.isFinite(rating) || rating <= 0) return null;
  return Math.min(5, Math.round((rating / outOf) * 5 * 10) / 10);
}

/**
 * The ingredients of a recipe as lines (schema.org's recipeIngredient) and, when the app gave them
 * headings ("For the glaze"), the same lines under their headings.
 */
export class IngredientLines {
  private readonly groups: IngredientGroup[] = [{ purpose: null, ingredients: [] }];
  private headed = false;

  heading(text: string): void {
    const purpose = text.trim();
    if (!purpose) return;
    this.headed = true;
    const last = this.groups[this.groups.length - 1];
    if (last && last.ingredients.length === 0 && last.purpose === null) last.purpose = purpose;
    else this.groups.push({ purpose, ingredients: [] });
  }

  line(text: string): void {
    const line = text.trim();
    if (line) this.groups[this.groups.length - 1]?.ingredients.push(line);
  }

  get lines(): string[] {
    return this.groups.flatMap((group) => group.ingredients);
  }

  /** The groups, only when a heading was met (otherwise the lines say it all). */
  get headedGroups(): IngredientGroup[] | undefined {
    return this.headed ? this.groups.filter((group) => group.ingredients.length > 0) : undefined;
  }
}

/** One record of a CSV file: its cells by the header's names (trimmed, in lower case), and its line. */
export interface CsvRecord {
  line: number;
  cells: string[];
  get(column: string): string;
}

/** The records of a CSV file, and the ones it could not read (reported with their line). */
export interface CsvTable {
  columns: string[];
  records: CsvRecord[];
  unreadable: { line: number; reason: string }[];
}

/**
 * An RFC 4180 table with a header line: quoted fields over several lines, doubled quotes, a BOM,
 * Windows line ends, records shorter or longer than the header. A record the parser cannot read is
 * reported on its own and the others are kept.
 */
export function readCsv(text: string): CsvTable {
  const unreadable: CsvTable["unreadable"] = [];
  const rows = parseCsv(text, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    info: true,
    on_skip: (error) => {
      if (!error) return;
      const reason =
        error.code === "CSV_QUOTE_NOT_CLOSED"
          ? "A quoted field is never closed, so the rest of the file could not be read"
          : error.message;
      unreadable.push({ line: typeof error.lines === "number" ? error.lines : 0, reason });
    },
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const [header, ...body] = rows;
  const columns = (header?.record ?? []).map((name) => name.trim().toLowerCase());
  const records = body
    .filter(({ record }) => record.some((cell) => cell.trim()))
    .map(({ record, info }) => ({
      line: info.lines,
      cells: record,
      get(column: string): string {
        const index = columns.indexOf(column.toLowerCase());
        return index < 0 ? "" : (record[index] ?? "").replace(/\r\n?/g, "\n").trim();
      },
    }));
  return { columns, records, unreadable };
}

/** Each record read by `read`, and each record the parser could not read, in the order of the file. */
export function inFileOrder(
  table: CsvTable,
  read: (record: CsvRecord) => MigratedRecipe | UnreadableRecipe,
): (MigratedRecipe | UnreadableRecipe)[] {
  const entries: [number, () => MigratedRecipe | UnreadableRecipe][] = [
    ...table.records.map((record): [number, () => MigratedRecipe | UnreadableRecipe] => [
      record.line,
      () => read(record),
    ]),
    ...table.unreadable.map(({ line, reason }): [number, () => MigratedRecipe | UnreadableRecipe] => [
      line,
      () => ({ label: `Line ${line}`, reason }),
    ]),
  ];
  return entries.sort(([a], [b]) => a - b).map(([, recipe]) => recipe());
}

/** The CSV files of an upload (a zip's, or the one uploaded file), archiver noise left out. */
export function csvFiles(files: UploadedFiles): [string, Buffer][] {
  const named = [...files].filter(([path]) => /\.(csv|txt)$/i.test(path) && !isArchiverNoise(path));
  if (named.length > 0) return named;
  // A single upload whose name lost its extension is still looked at; a zip's other files are not.
  return files.size === 1 ? [...files].filter(([path]) => !/\.zip$/i.test(path)) : [];
}

/** Whether the bytes look like text (a CSV) rather than an image, a zip or another binary file. */
export function looksLikeText(bytes: Buffer): boolean {
  return !bytes.subarray(0, 4096).includes(0);
}
