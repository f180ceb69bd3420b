import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../app.js";
import { type Config, loadConfig } from "../config/config.js";
import type { Services } from "../services.js";
import { postgresTestUrl, testEngine } from "./test-database.js";

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  config: Config;
  /** Stops the server and starts it again on the same data, as a restart of the process would. */
  restart(): Promise<TestApp>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Configuration variables, as a user would set them. */
  env?: Record<string, string>;
  webDir?: string;
}

/**
 * A real Larder server on the engine chosen by TEST_DB_ENGINE: a fresh SQLite file, or a fresh
 * PostgreSQL schema that is dropped on close.
 */
export async function createTestApp({ env = {}, webDir }: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-test-"));
  const engine = testEngine();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", DB_ENGINE: engine, ...env });
  let dropSchema = async () => {};
  let postgresOptions: string | undefined;

  if (config.database.engine === "postgres") {
    const url = await postgresTestUrl();
    const schema = `larder_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    config.database = { engine: "postgres", connectionString: url };
    postgresOptions = `-c search_path=${schema}`;
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
  }

  const start = async (): Promise<TestApp> => {
    const { app, services } = await buildApp(config, { postgresOptions, webDir });
    await app.ready();
    return {
      app,
      services,
      config,
      async restart() {
        await app.close();
        return start();
      },
      async close() {
        await app.close();
        await dropSchema();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  };
  return start();
}

/** Signs in through the API and returns the Authorization header for later requests. */
export async function signIn(
  app: FastifyInstance,
  username = "changeme@example.com",
  password = "MyPassword",
): Promise<{ authorization: string }> {
  const response = await app.inject({ method: "POST", url: "/api/auth/token", payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { authorization: `Bearer ${response.json().access_token}` };
}
