import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DatabaseSettings } from "../config/config.js";
import { SqliteValuesPlugin } from "./engine-values-plugin.js";
import type { Database } from "./schema.js";

export type Engine = DatabaseSettings["engine"];

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

const PG_INT8_OID = 20;

/** Opens the configured database. `postgresOptions` passes server settings such as a search_path (tests use it). */
export function openDatabase(settings: DatabaseSettings, postgresOptions?: string): DatabaseHandle {
  if (settings.engine === "sqlite") {
    fs.mkdirSync(path.dirname(settings.file), { recursive: true });
    const sqlite = new SqliteDatabase(settings.file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      plugins: [new SqliteValuesPlugin()],
    });
    return { db, engine: "sqlite", close: () => db.destroy() };
  }

  const pool = new pg.Pool({
    connectionString: settings.connectionString,
    max: 10,
    options: postgresOptions,
    // COUNT(*) is int8: read it as a number, as SQLite does.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === PG_INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: "postgres", close: () => db.destroy() };
}
