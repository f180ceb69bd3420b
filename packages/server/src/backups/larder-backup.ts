import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Engine } from "../db/database.js";
import type { Database } from "../db/schema.js";
import { BadArchive, mebibytes, ZipFileWriter, type ZipReader } from "../exports/zip.js";
import { isBackedUp, listTables, readRows } from "./database-tables.js";
import type { BackupSnapshot, SnapshotFile, SnapshotRow, SnapshotRowBatches } from "./snapshot.js";
import { isDataPath, listDataFiles } from "./stored-files.js";

/**
 * Larder's backup format (version 1): one zip holding
 * - `larder-backup.json`, the manifest: format name and version, the app's version, the schema
 *   version (the last migration applied), the engine it was made on, when, each table with its
 *   row count and the files holding its rows, and every other entry with its size and SHA-256;
 * - `tables/{table}/{n}.jsonl`: a table's rows, one JSON object per line, at most 2,000 per file,
 *   values engine-neutral (booleans as booleans, dates as ISO 8601 text);
 * - `data/{path}`: every stored file of DATA_DIR at its path (see `stored-files.ts`).
 */
export const MANIFEST_NAME = "larder-backup.json";
export const FORMAT_NAME = "larder-backup";
export const FORMAT_VERSION = 1;
const ROWS_PER_FILE = 2000;
/** A zip without ZIP64 lists at most this many entries. */
const MAX_ZIP_ENTRIES = 65535;
const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

const Manifest = z.object({
  format: z.literal(FORMAT_NAME),
  formatVersion: z.number().int().positive(),
  appVersion: z.string(),
  schemaVersion: z.string().min(1),
  engine: z.enum(["sqlite", "postgres"]),
  createdAt: z.string(),
  tables: z.record(z.string(), z.object({ rows: z.number().int().nonnegative(), files: z.array(z.string()) })),
  files: z.record(
    z.string(),
    z.object({ size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});
export type Manifest = z.infer<typeof Manifest>;

const sha256 = (content: Uint8Array) => createHash("sha256").update(content).digest("hex");

export interface BackupSource {
  /** A Kysely instance reading one consistent view of the database (a read transaction). */
  db: Kysely<Database>;
  engine: Engine;
  dataDir: string;
  appVersion: string;
  schemaVersion: string;
}

/**
 * Writes a backup of the database and DATA_DIR's stored files to `target`, streaming: one batch of
 * rows or one file in memory at a time. Answers the manifest.
 */
export async function writeBackup(source: BackupSource, target: string): Promise<Manifest> {
  const files = await listDataFiles(source.dataDir);
  const tables = (await listTables(source.db, source.engine)).filter((table) => isBackedUp(table.name));
  const manifest: Manifest = {
    format: FORMAT_NAME,
    formatVersion: FORMAT_VERSION,
    appVersion: source.appVersion,
    schemaVersion: source.schemaVersion,
    engine: source.engine,
    createdAt: new Date().toISOString(),
    tables: {},
    files: {},
  };
  const zip = new ZipFileWriter(target);
  let entries = 1;
  const add = async (name: string, content: Uint8Array) => {
    entries += 1;
    if (entries > MAX_ZIP_ENTRIES) throw new Error(`A backup holds at most ${MAX_ZIP_ENTRIES} files`);
    manifest.files[name] = { size: content.byteLength, sha256: sha256(content) };
    await zip.add({ name, content });
  };
  try {
    for (const table of tables) {
      const record = { rows: 0, files: [] as string[] };
      manifest.tables[table.name] = record;
      for await (const rows of readRows(source.db, table, ROWS_PER_FILE)) {
        if (rows.length === 0) continue;
        const name = `tables/${table.name}/${String(record.files.length + 1).padStart(5, "0")}.jsonl`;
        await add(name, Buffer.from(`${rows.map((row) => JSON.stringify(row)).join("\n")}\n`));
        record.rows += rows.length;
        record.files.push(name);
      }
    }
    for (const file of files) {
      // A file deleted since it was listed is simply not in the backup.
      const content = await fs.promises.readFile(path.join(source.dataDir, file.path)).catch(() => null);
      if (content) await add(`data/${file.path}`, content);
    }
    await zip.add({ name: MANIFEST_NAME, content: Buffer.from(JSON.stringify(manifest, null, 2)) });
    await zip.finish();
  } catch (error) {
    zip.abort();
    throw error;
  }
  return manifest;
}

/** Whether an archive is a Larder backup (it holds the manifest). */
export function isLarderBackup(zip: ZipReader): boolean {
  return zip.has(MANIFEST_NAME);
}

export interface ReadLimits {
  /** Most bytes the archive's entries may expand to together. */
  maxBytes: number;
  /** The migrations this server knows, oldest first. */
  migrations: readonly string[];
}

/**
 * Checks a Larder backup whole before anything is touched: the manifest, its versions, that the
 * archive holds exactly the entries it lists (each of its size and SHA-256, within the limits) and
 * that every path stays inside DATA_DIR's data; then answers a snapshot that reads rows and files
 * from the archive as the restore loads them (checking each against the manifest again).
 */
export async function readLarderBackup(zip: ZipReader, limits: ReadLimits): Promise<BackupSnapshot> {
  let manifest: Manifest;
  try {
    manifest = Manifest.parse(JSON.parse((await zip.read(MANIFEST_NAME)).toString("utf8")));
  } catch (error) {
    if (error instanceof BadArchive) throw error;
    throw new BadArchive("The backup's manifest cannot be read");
  }
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new BadArchive(`The backup was made by a newer Larder (backup format ${manifest.formatVersion})`);
  }
  if (!limits.migrations.includes(manifest.schemaVersion)) {
    throw new BadArchive(
      `The backup's database schema (${manifest.schemaVersion}) is newer than this server's: update Larder first`,
    );
  }

  let total = 0;
  const present = new Set<string>();
  for (const entry of zip.entries) {
    if (entry.name === MANIFEST_NAME || entry.name.endsWith("/")) continue;
    const listed = manifest.files[entry.name];
    if (!listed) throw new BadArchive(`${entry.name} is in the archive but not in its manifest`);
    if (listed.size !== entry.size) throw new BadArchive(`${entry.name} does not have the size its manifest says`);
    total += entry.size;
    if (total > limits.maxBytes) throw new BadArchive(`The backup expands to more than ${mebibytes(limits.maxBytes)}`);
    present.add(entry.name);
  }
  for (const name of Object.keys(manifest.files)) {
    if (!present.has(name)) throw new BadArchive(`${name} is missing from the archive`);
    if (!name.startsWith("tables/") && !(name.startsWith("data/") && isDataPath(name.slice("data/".length)))) {
      throw new BadArchive(`${name} is not a place a backup may write to`);
    }
  }
  const tableFiles = new Set<string>();
  for (const [table, { files }] of Object.entries(manifest.tables)) {
    if (!TABLE_NAME.test(table)) throw new BadArchive(`The backup names a table "${table}" Larder cannot have`);
    for (const file of files) {
      if (!file.startsWith(`tables/${table}/`) || !manifest.files[file]) {
        throw new BadArchive(`The table ${table} lists a file the archive does not hold`);
      }
      tableFiles.add(file);
    }
  }

  const checked = async (name: string): Promise<Buffer> => {
    const content = await zip.read(name);
    if (sha256(content) !== manifest.files[name]?.sha256)
      throw new BadArchive(`${name} is damaged (its SHA-256 does not match)`);
    return content;
  };
  // Every entry is read and checked once before the restore touches anything.
  for (const name of present) await checked(name);

  const tables = new Map<string, SnapshotRowBatches>();
  for (const [table, { rows, files }] of Object.entries(manifest.tables)) {
    tables.set(table, {
      count: rows,
      async *batches() {
        let seen = 0;
        for (const file of files) {
          const lines = (await checked(file))
            .toString("utf8")
            .split("\n")
            .filter((line) => line !== "");
          const batch: SnapshotRow[] = [];
          for (const line of lines) {
            let row: unknown;
            try {
              row = JSON.parse(line);
            } catch {
              throw new BadArchive(`${file} holds a line that is not JSON`);
            }
            if (typeof row !== "object" || row === null || Array.isArray(row)) {
              throw new BadArchive(`${file} holds a line that is not a row`);
            }
            batch.push(row as SnapshotRow);
          }
          seen += batch.length;
          yield batch;
        }
        if (seen !== rows)
          throw new BadArchive(`The table ${table} holds ${seen} rows, not the ${rows} its manifest says`);
      },
    });
  }
  const files: SnapshotFile[] = [...present]
    .filter((name) => name.startsWith("data/"))
    .map((name) => ({
      path: name.slice("data/".length),
      size: manifest.files[name]?.size ?? 0,
      read: () => checked(name),
    }));
  return { schemaVersion: manifest.schemaVersion, tables, files, leftOut: [] };
}
