import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, type PostgresPool, SqliteDialect } from "kysely";
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

export interface PostgresConnectionOptions {
  /** Server settings for each connection, such as a search_path (tests use it). */
  postgresOptions?: string;
  /** A ready connection pool to use instead of connecting to the configured URL (tests use it). */
  postgresPool?: PostgresPool;
}

/** Opens the configured database. */
export function openDatabase(settings: DatabaseSettings, connection: PostgresConnectionOptions = {}): DatabaseHandle {
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

  const pool =
    connection.postgresPool ??
    new pg.Pool({
      connectionString: settings.connectionString,
      max: 10,
      options: connection.postgresOptions,
      // COUNT(*) is int8: read it as a number, as SQLite does.
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          oid === PG_INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: "postgres", close: () => db.destroy() };
}
