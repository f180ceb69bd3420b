import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { DatabaseSettings } from "../config/config.js";
import { onPostgresServer, testEngine } from "./test-database.js";

/**
 * The built server (`dist/main.js`, as `npm start` runs it) for tests that start it as a process of
 * its own, on the engine of the test project: a data folder and, on PostgreSQL, a database of its own.
 */
export const serverMain = fileURLToPath(new URL("../../dist/main.js", import.meta.url));

const engine = testEngine();
const built = fs.existsSync(serverMain);
/** Empty when the built server can run here; otherwise why the tests that start it are skipped. */
export const builtServerSkipReason = !built
  ? " (skipped: run `node scripts/build.mjs` first, the test starts dist/main.js)"
  : engine === "sqlite" || onPostgresServer()
    ? ""
    : " (skipped: needs a PostgreSQL server, not PGlite)";

const POSTGRES_URL = process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/test";

export interface World {
  dataDir: string;
  settings: DatabaseSettings;
  /** The server's settings for this world's data folder and database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function newWorld(): Promise<World> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-built-"));
  if (engine === "sqlite") {
    return {
      dataDir,
      settings: { engine: "sqlite", file: path.join(dataDir, "larder.db") },
      env: { DATA_DIR: dataDir, DB_ENGINE: "sqlite" },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `larder_built_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    dataDir,
    settings: { engine: "postgres", connectionString: url.toString() },
    env: { DATA_DIR: dataDir, DB_ENGINE: "postgres", DATABASE_URL: url.toString() },
    drop: async () => {
      // A killed server's sessions end on their own; forcing them could cut one of the test's own closing.
      for (let attempt = 0; ; attempt++) {
        try {
          await adminQuery(`DROP DATABASE IF EXISTS ${name}${attempt < 50 ? "" : " WITH (FORCE)"}`);
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await sleep(100);
        }
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A port nothing listens on now, for a server the test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}
