import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  SqliteDialect,
  type SqliteDatabase as SqliteDialectDatabase,
} from "kysely";
import type pg from "pg";
import type { DatabaseSettings } from "../config/config.js";
import { SqliteValuesPlugin, toSqliteValue } from "./engine-values-plugin.js";
import type { Database } from "./schema.js";
import { FALLBACK_AUTOCHECKPOINT_PAGES, JOURNAL_SIZE_LIMIT_BYTES, WalCheckpoints } from "./wal-checkpoints.js";

export type Engine = DatabaseSettings["engine"];

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /**
   * A new PostgreSQL client outside the pool, with the pool's settings, for a session that must
   * stay its own (LISTEN). Absent on SQLite and on a ready pool given by the caller.
   */
  newSessionClient?: (applicationName: string) => pg.Client;
  close(): Promise<void>;
}

const PG_INT8_OID = 20;

/**
 * The PostgreSQL driver, loaded when a PostgreSQL database is opened: a server on SQLite never
 * needs it, and loading it costs a tenth of a second (it builds a fetch Response to tell whether
 * it runs on Cloudflare, which loads Node's whole fetch implementation). Synchronous, as opening
 * the database is.
 */
const loadPostgresDriver = () => createRequire(import.meta.url)("pg") as typeof pg;

/** Distinct SQL texts kept prepared; the application has a few hundred. */
const STATEMENT_CACHE_SIZE = 1000;

type SqliteStatement = ReturnType<SqliteDialectDatabase["prepare"]>;

/** A prepared statement that binds booleans and Dates as SQLite stores them (see SqliteValuesPlugin). */
function bindingSqliteValues(statement: SqliteDatabase.Statement): SqliteStatement {
  const values = (parameters: readonly unknown[]) => parameters.map(toSqliteValue);
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(values(parameters)),
    run: (parameters) => statement.run(values(parameters)),
    iterate: (parameters) => statement.iterate(values(parameters)),
  };
}

/**
 * Kysely prepares every statement anew, which costs about as much as running a small query:
 * prepared statements are kept by SQL text and reused (the oldest is dropped past the limit).
 * Safe because Kysely runs one statement at a time on SQLite and never streams here. Pragmas are
 * not kept: some act when prepared (temp_store), and running such a kept statement again does nothing.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string) {
      if (/^\s*pragma\b/i.test(sql)) return bindingSqliteValues(sqlite.prepare(sql));
      let statement = statements.get(sql);
      if (!statement) {
        statement = bindingSqliteValues(sqlite.prepare(sql));
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

/**
 * PostgreSQL plans every unnamed statement again; for the reads that run on every request (the
 * signed-in user, one recipe, a list page) planning costs as much as executing. Statements with
 * parameters are sent as named prepared statements, which each connection parses and plans once and
 * then reuses (PostgreSQL switches to a generic plan after a few runs when it is no worse). The first
 * STATEMENT_CACHE_SIZE distinct texts get a name; later ones run unnamed. Statements without
 * parameters stay unnamed: they may hold several commands (migrations), which preparing forbids.
 */
function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < STATEMENT_CACHE_SIZE) {
      name = `larder_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    async connect() {
      const client = await pool.connect();
      return {
        query(text: string, values: readonly unknown[]) {
          const name = values.length > 0 ? nameOf(text) : undefined;
          return name ? client.query({ name, text, values: [...values] }) : client.query(text, [...values]);
        },
        release: () => client.release(),
      } as unknown as Awaited<ReturnType<PostgresPool["connect"]>>;
    },
    end: () => pool.end(),
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
    // temp_store stays FILE: with MEMORY, SQLite's sorter gives up its page-sized arena and sorts
    // filtered list pages 1-3 ms slower at 30,000 recipes. A recipe's write switches to MEMORY for
    // its own transaction (statement-journals.ts).
    // Checkpoints run on a thread of their own (see WalCheckpoints); commits only past a far limit.
    sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    sqlite.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);
    const checkpoints = new WalCheckpoints(settings.file);
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new SqliteValuesPlugin()],
    });
    return {
      db,
      engine: "sqlite",
      close: async () => {
        await checkpoints.stop();
        await db.destroy();
      },
    };
  }

  const driver = loadPostgresDriver();
  const pool =
    connection.postgresPool ??
    withPreparedStatements(
      new driver.Pool({
        connectionString: settings.connectionString,
        max: 10,
        options: connection.postgresOptions,
        // COUNT(*) is int8: read it as a number, as SQLite does.
        types: {
          getTypeParser: ((oid: number, format?: "text" | "binary") =>
            oid === PG_INT8_OID ? Number : driver.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
        },
      }),
    );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const newSessionClient = (applicationName: string) =>
    new driver.Client({
      connectionString: settings.connectionString,
      options: connection.postgresOptions,
      application_name: applicationName,
    });
  return {
    db,
    engine: "postgres",
    ...(connection.postgresPool ? {} : { newSessionClient }),
    close: () => db.destroy(),
  };
}
