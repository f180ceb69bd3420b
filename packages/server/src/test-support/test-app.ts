import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.js";
import { type Config, loadConfig } from "../config/config.js";
import type { Clock } from "../jobs/clock.js";
import type { Services } from "../services.js";
import { checkJsonTextReplies } from "./json-text-check.js";
import { createTestSchema, testEngine } from "./test-database.js";

/** One Larder instance of a test: its app and services. */
export interface TestInstance {
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

export interface TestApp extends TestInstance {
  config: Config;
  /** Stops the server and starts it again on the same data, as a restart of the process would. */
  restart(): Promise<TestApp>;
  /**
   * Another instance on the same database and data folder, as a second process behind a load
   * balancer would be; closing it leaves the data to this one.
   */
  anotherInstance(): Promise<TestInstance>;
}

export interface TestAppOptions {
  /** Configuration variables, as a user would set them. */
  env?: Record<string, string>;
  webDir?: string;
  /** The web app's server entry, for pages rendered on the server (http/server-render.ts). */
  serverEntry?: string;
  /**
   * Runs the scheduled jobs on their timer, reading the time from `clock`. Off by default: a
   * tick at an unforeseen moment would change what a test sees; tests call `services.jobs.runDue`.
   */
  runJobs?: boolean;
  clock?: Clock;
}

/**
 * A real Larder server on the engine chosen by TEST_DB_ENGINE: a fresh SQLite file, or a fresh
 * PostgreSQL schema that is dropped on close.
 */
export async function createTestApp({
  env = {},
  webDir,
  serverEntry,
  runJobs = false,
  clock,
}: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-test-"));
  const engine = testEngine();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", DB_ENGINE: engine, ...env });
  let dropSchema = async () => {};
  let connection = {};
  if (config.database.engine === "postgres") {
    const schema = await createTestSchema();
    config.database = { engine: "postgres", connectionString: schema.connectionString };
    connection = schema.connection;
    dropSchema = schema.drop;
  }

  const instance = async (): Promise<TestInstance> => {
    const { app, services } = await buildApp(config, { ...connection, webDir, serverEntry, runJobs, clock });
    checkJsonTextReplies(app);
    await app.ready();
    let closing: Promise<void> | undefined;
    // Closing twice (by the test, then by its context) closes once.
    return { app, services, close: () => (closing ??= app.close()) };
  };

  const start = async (): Promise<TestApp> => {
    const { app, services } = await instance();
    return {
      app,
      services,
      config,
      anotherInstance: instance,
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
