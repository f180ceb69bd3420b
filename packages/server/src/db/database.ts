import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  SqliteDialect,
  type SqliteDatabase as SqliteDialectDatabase,
} from "kysely";
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

/** Distinct SQL texts kept prepared; the application has a few hundred. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every statement anew, which costs about as much as running a small query:
 * prepared statements are kept by SQL text and reused (the oldest is dropped past the limit).
 * Safe because Kysely runs one statement at a time on SQLite and never streams here.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => {
      sqlite.close();
    },
  };
}

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
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
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
