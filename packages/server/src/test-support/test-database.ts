import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { PostgresConnectionOptions } from "../db/database.js";
import { PglitePool } from "./pglite-pool.js";

export type TestEngine = "sqlite" | "postgres";

/** The engine this test run targets (set per vitest project). */
export function testEngine(): TestEngine {
  return process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "sqlite";
}

/** TEST_POSTGRES_URL names the server; this value asks for PGlite in-process instead. */
export const PGLITE = "pglite";

/**
 * Whether this run is on a PostgreSQL server, where several sessions (and so several Larder
 * instances) can share the database: not on SQLite, and not on PGlite, which has one session.
 */
export function onPostgresServer(): boolean {
  return testEngine() === "postgres" && process.env.TEST_POSTGRES_URL !== PGLITE;
}

export interface TestSchema {
  connectionString: string;
  connection: PostgresConnectionOptions;
  drop(): Promise<void>;
}

/** A fresh schema on the test PostgreSQL (a server, or PGlite), dropped by `drop`. */
export async function createTestSchema(): Promise<TestSchema> {
  const schema = `larder_test_${randomBytes(6).toString("hex")}`;
  const url = process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/test";
  if (url === PGLITE) {
    const pglite = await sharedPglite();
    await pglite.exec(`CREATE SCHEMA ${schema}`);
    return {
      connectionString: "postgres://pglite",
      connection: { postgresPool: new PglitePool(pglite, schema) },
      drop: async () => {
        await pglite.exec(`DROP SCHEMA ${schema} CASCADE`);
      },
    };
  }
  await onServer(url, `CREATE SCHEMA ${schema}`);
  return {
    connectionString: url,
    connection: { postgresOptions: `-c search_path=${schema}` },
    drop: () => onServer(url, `DROP SCHEMA ${schema} CASCADE`),
  };
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(statement);
  } catch (error) {
    throw new Error(`PostgreSQL at ${url} (TEST_POSTGRES_URL): ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

let pglite: Promise<PGlite> | undefined;

/** One PGlite per test worker: starting one takes seconds and hundreds of MiB. */
function sharedPglite(): Promise<PGlite> {
  pglite ??= import("@electric-sql/pglite").then(({ PGlite }) => PGlite.create());
  return pglite;
}
