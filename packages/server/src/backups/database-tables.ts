import { type Kysely, sql } from "kysely";
import type { Engine } from "../db/database.js";
import { BOOLEAN_COLUMNS, type Database, TIMESTAMP_COLUMNS } from "../db/schema.js";
import type { SnapshotRow } from "./snapshot.js";

/** How a column's values are written in a backup, whatever the engine stores. */
export type ColumnKind = "boolean" | "timestamp" | "integer" | "float" | "text";

export interface ColumnInfo {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  /** Its primary key's columns (the order rows are read in); every column when it has none. */
  orderBy: string[];
  /** Tables its foreign keys point to. */
  parents: string[];
}

/**
 * Tables of the server's own bookkeeping: never in a backup, never emptied by a restore (the
 * migrations applied, the restores done, the scheduled jobs' runs).
 */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set([
  "kysely_migration",
  "kysely_migration_lock",
  "backup_restores",
  "job_runs",
]);

/**
 * Tables a restore empties but a backup leaves out: derived data that triggers rebuild from the
 * rows loaded (`recipe_summaries`), and passing state (sessions, which a restore ends; the event
 * outbox, whose pending deliveries would otherwise be sent again; bulk exports waiting for download).
 */
export const PASSING_TABLES: ReadonlySet<string> = new Set([
  "recipe_summaries",
  "user_sessions",
  "events",
  "event_deliveries",
  "group_exports",
]);

/** SQLite's full-text index of recipes: kept by triggers on `recipes`, never read or written here. */
const isSearchIndex = (table: string) => /^recipes_fts(_|$)/.test(table);

/**
 * Columns kept by triggers, which a restore recomputes rather than loads as they were: a group's
 * recipe count is counted again, and its list version moves past every value it had before the
 * restore, so that no instance serves a list page it kept from the old data.
 */
export const DERIVED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  groups: ["recipe_count", "recipes_version"],
};

/** Whether a table's rows go into a backup. */
export function isBackedUp(table: string): boolean {
  return !BOOKKEEPING_TABLES.has(table) && !PASSING_TABLES.has(table) && !isSearchIndex(table);
}

/** Whether a restore empties the table (every table of data, backed up or passing). */
export function isReplacedByRestore(table: string): boolean {
  return !BOOKKEEPING_TABLES.has(table) && !isSearchIndex(table);
}

/**
 * The tables of the schema a Kysely instance works in, read from the database itself so that a
 * table added by a later migration is backed up without anyone listing it; parents come before
 * the tables that refer to them.
 */
export async function listTables(db: Kysely<Database>, engine: Engine): Promise<TableInfo[]> {
  const tables = engine === "sqlite" ? await sqliteTables(db) : await postgresTables(db);
  return parentsFirst(tables);
}

async function sqliteTables(db: Kysely<Database>): Promise<TableInfo[]> {
  const { rows: names } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  const tables: TableInfo[] = [];
  for (const { name } of names) {
    if (isSearchIndex(name)) continue;
    const { rows: columns } = await sql<{ name: string; type: string; notnull: number; pk: number }>`
      select name, type, "notnull", pk from pragma_table_info(${name})`.execute(db);
    const { rows: keys } = await sql<{ parent: string }>`
      select distinct "table" as parent from pragma_foreign_key_list(${name})`.execute(db);
    const primaryKey = columns
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name);
    tables.push({
      name,
      columns: columns.map((column) => ({
        name: column.name,
        kind: sqliteKind(column.name, column.type),
        nullable: column.notnull === 0 && column.pk === 0,
      })),
      orderBy: primaryKey.length > 0 ? primaryKey : columns.map((column) => column.name),
      parents: keys.map((key) => key.parent),
    });
  }
  return tables;
}

/** SQLite stores booleans as integers and timestamps as text: the schema's lists say which are which. */
function sqliteKind(column: string, declared: string): ColumnKind {
  if (BOOLEAN_COLUMNS.has(column)) return "boolean";
  if (TIMESTAMP_COLUMNS.has(column)) return "timestamp";
  const type = declared.toLowerCase();
  if (type.includes("int")) return "integer";
  if (type.includes("real") || type.includes("floa") || type.includes("doub")) return "float";
  return "text";
}

async function postgresTables(db: Kysely<Database>): Promise<TableInfo[]> {
  const { rows: columns } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
  }>`
    select c.table_name, c.column_name, c.data_type, c.is_nullable
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const { rows: keys } = await sql<{ table_name: string; column_name: string }>`
    select tc.table_name, kcu.column_name
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
    where tc.table_schema = current_schema() and tc.constraint_type = 'PRIMARY KEY'
    order by tc.table_name, kcu.ordinal_position`.execute(db);
  const { rows: references } = await sql<{ child: string; parent: string }>`
    select distinct child.relname as child, parent.relname as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    where k.contype = 'f' and child.relnamespace = current_schema()::regnamespace`.execute(db);
  const byName = new Map<string, TableInfo>();
  for (const column of columns) {
    let table = byName.get(column.table_name);
    if (!table) {
      table = { name: column.table_name, columns: [], orderBy: [], parents: [] };
      byName.set(column.table_name, table);
    }
    table.columns.push({
      name: column.column_name,
      kind: postgresKind(column.data_type),
      nullable: column.is_nullable === "YES",
    });
  }
  for (const key of keys) byName.get(key.table_name)?.orderBy.push(key.column_name);
  for (const reference of references) byName.get(reference.child)?.parents.push(reference.parent);
  for (const table of byName.values()) {
    if (table.orderBy.length === 0) table.orderBy = table.columns.map((column) => column.name);
  }
  return [...byName.values()];
}

function postgresKind(dataType: string): ColumnKind {
  if (dataType === "boolean") return "boolean";
  if (dataType.startsWith("timestamp")) return "timestamp";
  if (dataType === "integer" || dataType === "bigint" || dataType === "smallint") return "integer";
  if (dataType === "double precision" || dataType === "real" || dataType === "numeric") return "float";
  return "text";
}

/** Parents before children (a table referring to itself is no obstacle); a cycle keeps name order. */
function parentsFirst(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const placed = new Set<string>();
  const ordered: TableInfo[] = [];
  const place = (table: TableInfo, path: Set<string>) => {
    if (placed.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const parent of table.parents) {
      const parentTable = byName.get(parent);
      if (parentTable && parent !== table.name) place(parentTable, path);
    }
    path.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) place(table, new Set());
  return ordered;
}

/** A table's rows as a backup writes them, a batch at a time in primary-key order. */
export async function* readRows(
  db: Kysely<Database>,
  table: TableInfo,
  batchSize: number,
): AsyncGenerator<SnapshotRow[]> {
  const order = sql.join(table.orderBy.map((column) => sql.ref(column)));
  for (let offset = 0; ; offset += batchSize) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table.name)} order by ${order} limit ${batchSize} offset ${offset}`.execute(db);
    yield rows.map((row) => toSnapshotRow(table, row));
    if (rows.length < batchSize) return;
  }
}

function toSnapshotRow(table: TableInfo, row: Record<string, unknown>): SnapshotRow {
  const out: SnapshotRow = {};
  for (const column of table.columns) {
    const value = row[column.name];
    out[column.name] = value === undefined || value === null ? null : snapshotValue(column.kind, value);
  }
  return out;
}

function snapshotValue(kind: ColumnKind, value: unknown): string | number | boolean {
  switch (kind) {
    case "boolean":
      return typeof value === "number" ? value !== 0 : Boolean(value);
    case "timestamp": {
      const date = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
    }
    case "integer":
    case "float":
      return typeof value === "number" ? value : Number(value);
    case "text":
      return typeof value === "string" ? value : String(value);
  }
}

/** A value of a backup's row that its column cannot hold: the restore refuses the backup. */
export class RowMismatch extends Error {}

/** Checks a backup's row against its table's columns and turns it into the values the database takes. */
export function toDatabaseRow(table: TableInfo, row: SnapshotRow): Record<string, unknown> {
  const columns = new Map(table.columns.map((column) => [column.name, column]));
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    const column = columns.get(name);
    if (!column) throw new RowMismatch(`${table.name} has no column ${name}`);
    out[name] = databaseValue(table.name, column, value);
  }
  return out;
}

function databaseValue(table: string, column: ColumnInfo, value: unknown): unknown {
  const where = `${table}.${column.name}`;
  if (value === null) {
    if (!column.nullable) throw new RowMismatch(`${where} cannot be empty`);
    return null;
  }
  switch (column.kind) {
    case "boolean":
      if (typeof value === "boolean") return value;
      if (value === 0 || value === 1) return value === 1;
      throw new RowMismatch(`${where} must be true or false`);
    case "timestamp": {
      const date = typeof value === "string" ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) throw new RowMismatch(`${where} must be a date and time`);
      return date.toISOString();
    }
    case "integer":
      if (typeof value === "number" && Number.isInteger(value)) return value;
      throw new RowMismatch(`${where} must be a whole number`);
    case "float":
      if (typeof value === "number" && Number.isFinite(value)) return value;
      throw new RowMismatch(`${where} must be a number`);
    case "text":
      if (typeof value === "string") return value;
      throw new RowMismatch(`${where} must be text`);
  }
}

const PARAMETERS_PER_STATEMENT = 4000;

/** Inserts rows, a few statements per batch (each group of rows naming the same columns goes together). */
export async function insertRows(
  db: Kysely<Database>,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const bySignature = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const signature = Object.keys(row).sort().join("\u0000");
    let group = bySignature.get(signature);
    if (!group) {
      group = [];
      bySignature.set(signature, group);
    }
    group.push(row);
  }
  for (const group of bySignature.values()) {
    const columns = Object.keys(group[0] ?? {}).length || 1;
    // SQLite binds at most 32,766 parameters per statement, PostgreSQL 65,535; fewer keep each
    // statement's query tree and text, which outlive several turns of the event loop, small.
    const perStatement = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / columns));
    for (let start = 0; start < group.length; start += perStatement) {
      await db
        .insertInto(table as keyof Database)
        .values(group.slice(start, start + perStatement) as never)
        .execute();
    }
  }
}
