import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type Kysely, sql, type Transaction } from "kysely";
import { type DatabaseHandle, type Engine, openDatabase } from "../db/database.js";
import { migrateSchemaTo, migrationNames } from "../db/migrations/index.js";
import type { Database } from "../db/schema.js";
import { BadArchive } from "../exports/zip.js";
import {
  insertRows,
  isBackedUp,
  isReplacedByRestore,
  listTables,
  RowMismatch,
  type TableInfo,
  toDatabaseRow,
} from "./database-tables.js";
import type { BackupSnapshot, SnapshotRow } from "./snapshot.js";
import { isDataPath, isDataTopLevel } from "./stored-files.js";

/**
 * A restore, all or nothing (see docs/architecture.md, "Backups"):
 *
 * 1. The snapshot is loaded into fresh tables: a new SQLite file, or a new PostgreSQL schema in the
 *    same database, made by the migrations up to the snapshot's schema version, loaded, checked
 *    (every row against its columns, foreign keys) and migrated to the latest schema; its files are
 *    written into a fresh folder. Any failure so far drops them and leaves everything as it was.
 * 2. One transaction on the live database empties its tables, copies the fresh tables in and
 *    records the restore in `backup_restores`. The engine makes it atomic: a kill before its commit
 *    leaves the old data, after it the new. (Renaming schemas or files instead would carry away the
 *    pg_trgm extension that lives in `public`, or pair an open SQLite WAL with the wrong file.)
 *    On SQLite the triggers fired by the copy rebuild the derived data (recipe summaries, the search
 *    index); on PostgreSQL they are off during the copy and the swap makes the summaries itself
 *    (a migration that adds a trigger keeping derived data must add its rebuild to `swapTables`).
 * 3. The stored files are swapped folder by folder by renames that a plan written before the commit
 *    lists; each step is done only once, so the next start finishes a swap a kill interrupted
 *    (`finishInterruptedRestores`), and undoes a restore that never committed.
 */

/**
 * The steps of a restore, named for the failure points tests inject; "swapping" is inside the swap
 * transaction, once every table is copied and before the commit.
 */
export const RESTORE_STEPS = ["validated", "staged", "files-staged", "swapping", "committed", "files-swapped"] as const;
export type RestoreStep = (typeof RESTORE_STEPS)[number];

export interface RestoreContext {
  database: DatabaseHandle;
  dataDir: string;
  backupName: string;
  /** Called after each step; a test throws here to stand for a crash (see `SimulatedCrash`). */
  afterStep?: (step: RestoreStep) => Promise<void> | void;
}

/** Thrown by a test's `afterStep` to stand for the process dying there: nothing is cleaned up. */
export class SimulatedCrash extends Error {}

export interface RestoreOutcome {
  rows: Record<string, number>;
  files: number;
}

const WORK_PREFIX = ".restore-";
const STAGING_SCHEMA_PREFIX = "larder_restore_";
const INSERT_BATCH = 2000;

/** Whether a name in `DATA_DIR/backups` is a restore's work folder. */
export const isRestoreWork = (name: string): boolean => name.startsWith(WORK_PREFIX);

const workFolder = (dataDir: string, id: string) => path.join(dataDir, "backups", `${WORK_PREFIX}${id}`);

interface FilePlan {
  /** Renames in order; each is done when its source is gone or its target is there. */
  moves: { from: string; to: string }[];
}

export async function restoreSnapshot(snapshot: BackupSnapshot, context: RestoreContext): Promise<RestoreOutcome> {
  const { database, dataDir } = context;
  const id = randomBytes(8).toString("hex");
  const work = workFolder(dataDir, id);
  const step = async (name: RestoreStep) => context.afterStep?.(name);
  const known = migrationNames(database.engine);
  if (!known.includes(snapshot.schemaVersion)) {
    throw new BadArchive(
      `The backup's database schema (${snapshot.schemaVersion}) is newer than this server's: update Larder first`,
    );
  }
  for (const file of snapshot.files) {
    if (!isDataPath(file.path)) throw new BadArchive(`${file.path} is not a place a backup may write to`);
  }
  await step("validated");

  await fs.promises.mkdir(path.join(work, "data"), { recursive: true });
  let committed = false;
  const stagingSchema = `${STAGING_SCHEMA_PREFIX}${id}`;
  const stagingFile = path.join(work, "staging.db");
  try {
    const rows =
      database.engine === "sqlite"
        ? await stageOnSqlite(snapshot, stagingFile)
        : await stageOnPostgres(snapshot, database.db, stagingSchema);
    await step("staged");

    let files = 0;
    for (const file of snapshot.files) {
      const content = await file.read();
      if (content.length !== file.size) throw new BadArchive(`${file.path} does not have the size the backup says`);
      const target = path.join(work, "data", ...file.path.split("/"));
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, content);
      files += 1;
    }
    const plan = await planFileSwap(dataDir, work);
    await writeDurably(path.join(work, "plan.json"), JSON.stringify(plan));
    await step("files-staged");

    await swapTables(database, { id, backupName: context.backupName, stagingSchema, stagingFile }, () =>
      step("swapping"),
    );
    committed = true;
    await step("committed");

    await dropStaging(database, stagingSchema);
    await runFilePlan(plan);
    await step("files-swapped");
    await fs.promises.rm(work, { recursive: true, force: true });
    return { rows, files };
  } catch (error) {
    if (error instanceof SimulatedCrash) throw error;
    if (committed) {
      // The new tables are in: the files must follow, now or at the next start.
      await finishInterruptedRestores(database, dataDir).catch(() => {});
      throw error;
    }
    await dropStaging(database, stagingSchema).catch(() => {});
    await fs.promises.rm(work, { recursive: true, force: true }).catch(() => {});
    if (error instanceof RowMismatch) throw new BadArchive(`The backup does not fit Larder's tables: ${error.message}`);
    throw error;
  }
}

/** The rows of a snapshot's table, whether held or read a batch at a time. */
async function* batchesOf(rows: readonly SnapshotRow[] | { batches(): AsyncIterable<readonly SnapshotRow[]> }) {
  if ("batches" in rows) {
    yield* rows.batches();
    return;
  }
  for (let start = 0; start < rows.length; start += INSERT_BATCH) yield rows.slice(start, start + INSERT_BATCH);
}

/** Loads the snapshot's rows into a migrated fresh schema and answers how many rows each table got. */
async function loadTables(
  db: Kysely<Database>,
  engine: Engine,
  snapshot: BackupSnapshot,
): Promise<{ rows: Record<string, number>; tables: TableInfo[] }> {
  const tables = await listTables(db, engine);
  const byName = new Map(tables.map((table) => [table.name, table]));
  for (const name of snapshot.tables.keys()) {
    const table = byName.get(name);
    if (!table || !isBackedUp(name)) throw new BadArchive(`The backup holds a table "${name}" Larder does not restore`);
  }
  const rows: Record<string, number> = {};
  for (const table of tables) {
    const source = snapshot.tables.get(table.name);
    if (!source) continue;
    let count = 0;
    for await (const batch of batchesOf(source)) {
      const values = batch.map((row) => toDatabaseRow(table, row));
      try {
        await insertRows(db, table.name, values);
      } catch (error) {
        throw new BadArchive(`The backup's ${table.name} rows cannot be loaded: ${(error as Error).message}`);
      }
      count += batch.length;
    }
    rows[table.name] = count;
  }
  return { rows, tables };
}

async function stageOnSqlite(snapshot: BackupSnapshot, file: string): Promise<Record<string, number>> {
  const staging = openDatabase({ engine: "sqlite", file });
  try {
    await migrateSchemaTo(staging.db, "sqlite", snapshot.schemaVersion);
    // Rows come in table order; foreign keys are checked once all are in.
    await sql`pragma foreign_keys = off`.execute(staging.db);
    const { rows } = await loadTables(staging.db, "sqlite", snapshot);
    const { rows: broken } = await sql<{ table: string; parent: string }>`
      select "table", parent from pragma_foreign_key_check limit 1`.execute(staging.db);
    if (broken[0]) {
      throw new BadArchive(`The backup's ${broken[0].table} rows refer to ${broken[0].parent} rows it does not hold`);
    }
    await sql`pragma foreign_keys = on`.execute(staging.db);
    await migrateSchemaTo(staging.db, "sqlite");
    // One self-contained file for the swap to attach.
    await sql`pragma journal_mode = delete`.execute(staging.db);
    return rows;
  } finally {
    await staging.close();
  }
}

async function stageOnPostgres(
  snapshot: BackupSnapshot,
  live: Kysely<Database>,
  schema: string,
): Promise<Record<string, number>> {
  // One connection of the pool, its search_path turned to the fresh schema for the while.
  return live.connection().execute(async (connection) => {
    const { rows: current } = await sql<{ path: string }>`select current_setting('search_path') as path`.execute(
      connection,
    );
    await sql`create schema ${sql.id(schema)}`.execute(connection);
    await sql.raw(`set search_path to "${schema}"`).execute(connection);
    try {
      await migrateSchemaTo(connection, "postgres", snapshot.schemaVersion);
      // The fresh tables' own triggers would only build derived data that the swap leaves behind.
      for (const table of await listTables(connection, "postgres")) {
        await sql`alter table ${sql.table(table.name)} disable trigger user`.execute(connection);
      }
      const { rows } = await loadTables(connection, "postgres", snapshot);
      await migrateSchemaTo(connection, "postgres");
      return rows;
    } finally {
      await sql.raw(`set search_path to ${current[0]?.path ?? "public"}`).execute(connection);
    }
  });
}

/** The one transaction that replaces the live tables' rows with the fresh tables'. */
async function swapTables(
  database: DatabaseHandle,
  staging: { id: string; backupName: string; stagingSchema: string; stagingFile: string },
  beforeCommit: () => Promise<void>,
): Promise<void> {
  const { db, engine } = database;
  const tables = (await listTables(db, engine)).filter((table) => isReplacedByRestore(table.name));
  const source = (table: string) =>
    engine === "postgres" ? sql.table(`${staging.stagingSchema}.${table}`) : sql.table(`restore_staging.${table}`);
  if (engine === "sqlite") await sql`attach database ${staging.stagingFile} as restore_staging`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const maxVersion = await single(trx, sql`select coalesce(max(recipes_version), 0) as value from groups`);
      const maxStamp = await single(trx, sql`select coalesce(max(stamp), 0) as value from recipe_summaries`);
      if (engine === "postgres") {
        // Row by row, the triggers would mark a recipe's summary stale once per ingredient: they
        // stay off until the commit (ALTER TABLE is transactional) and the summaries are made below.
        for (const table of tables) {
          await sql`alter table ${sql.table(table.name)} disable trigger user`.execute(trx);
        }
        await sql`truncate table ${sql.join(tables.map((table) => sql.table(table.name)))}`.execute(trx);
      } else {
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        // Summaries first: the triggers of the other deletes then find nothing to mark stale.
        const children = [...tables]
          .reverse()
          .sort((a, b) => Number(b.name === "recipe_summaries") - Number(a.name === "recipe_summaries"));
        for (const table of children) await sql`delete from ${sql.table(table.name)}`.execute(trx);
      }
      for (const table of tables) {
        if (!isBackedUp(table.name)) continue;
        const columns = sql.join(table.columns.map((column) => sql.ref(column.name)));
        await sql`insert into ${sql.table(table.name)} (${columns}) select ${columns} from ${source(table.name)}`.execute(
          trx,
        );
      }
      if (engine === "postgres") {
        await sql`insert into recipe_summaries (recipe_id) select id from recipes`.execute(trx);
        for (const table of tables) {
          await sql`alter table ${sql.table(table.name)} enable trigger user`.execute(trx);
        }
      }
      await sql`update groups set
        recipe_count = (select count(*) from recipes where recipes.group_id = groups.id),
        recipes_version = recipes_version + ${maxVersion + 1}`.execute(trx);
      await sql`update recipe_summaries set stamp = stamp + ${maxStamp + 1}`.execute(trx);
      if (engine === "postgres") await resetSequences(trx);
      await trx.insertInto("backup_restores").values({ id: staging.id, backup_name: staging.backupName }).execute();
      await beforeCommit();
    });
  } finally {
    if (engine === "sqlite") await sql`detach database restore_staging`.execute(db);
  }
}

async function single(trx: Transaction<Database>, query: ReturnType<typeof sql<{ value: number }>>): Promise<number> {
  const { rows } = await query.execute(trx);
  return Number(rows[0]?.value ?? 0);
}

/** Serial columns continue after the highest id loaded. */
async function resetSequences(trx: Transaction<Database>): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`.execute(trx);
  for (const { table_name, column_name } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table_name}, ${column_name}),
      coalesce((select max(${sql.ref(column_name)}) from ${sql.table(table_name)}), 0) + 1, false)`.execute(trx);
  }
}

async function dropStaging(database: DatabaseHandle, schema: string): Promise<void> {
  if (database.engine === "postgres") await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
}

/**
 * The renames that put the fresh folders in place: every data folder of DATA_DIR moves into the
 * work folder's `old/`, then every fresh one moves into DATA_DIR.
 */
async function planFileSwap(dataDir: string, work: string): Promise<FilePlan> {
  const current = (await fs.promises.readdir(dataDir)).filter(isDataTopLevel);
  const fresh = (await fs.promises.readdir(path.join(work, "data"))).filter(isDataTopLevel);
  await fs.promises.mkdir(path.join(work, "old"), { recursive: true });
  return {
    moves: [
      ...current.map((name) => ({ from: path.join(dataDir, name), to: path.join(work, "old", name) })),
      ...fresh.map((name) => ({ from: path.join(work, "data", name), to: path.join(dataDir, name) })),
    ],
  };
}

async function runFilePlan(plan: FilePlan): Promise<void> {
  for (const { from, to } of plan.moves) {
    if (fs.existsSync(to) || !fs.existsSync(from)) continue;
    await fs.promises.rename(from, to);
  }
}

async function writeDurably(file: string, content: string): Promise<void> {
  const handle = await fs.promises.open(file, "w");
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * At start-up: finishes the file swap of a restore whose tables were swapped in before the process
 * died, and throws away the fresh tables and files of one that never got that far.
 */
export async function finishInterruptedRestores(database: DatabaseHandle, dataDir: string): Promise<void> {
  const backups = path.join(dataDir, "backups");
  const names = await fs.promises.readdir(backups).catch(() => [] as string[]);
  for (const name of names) {
    if (!isRestoreWork(name)) continue;
    const id = name.slice(WORK_PREFIX.length);
    const work = path.join(backups, name);
    const done = await database.db.selectFrom("backup_restores").select("id").where("id", "=", id).executeTakeFirst();
    await dropStaging(database, `${STAGING_SCHEMA_PREFIX}${id}`);
    if (done) {
      const plan = await fs.promises
        .readFile(path.join(work, "plan.json"), "utf8")
        .then((text) => JSON.parse(text) as FilePlan)
        .catch(() => null);
      if (plan) await runFilePlan(plan);
    }
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
