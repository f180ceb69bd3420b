// `npm run bench`: start-up time, resident memory and sign-in-protected request throughput of the
// built server, on SQLite and (when it answers) PostgreSQL. Prints figures; asserts nothing.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { SERVER_NODE_FLAGS } from "../../../scripts/lib.mjs";

const serverMain = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/test";
const STARTS = 5;
const LOAD_SECONDS = 5;

let nextPort = 9600;

function startServer(env) {
  const port = nextPort++;
  const startedAt = process.hrtime.bigint();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { child, port, startedAt, url: `http://127.0.0.1:${port}` };
}

/** Milliseconds from spawning the process to the first 200 on /api/app/about. */
async function untilReady(server) {
  for (;;) {
    try {
      const response = await fetch(`${server.url}/api/app/about`);
      if (response.status === 200) return Number(process.hrtime.bigint() - server.startedAt) / 1e6;
    } catch {}
    if (server.child.exitCode !== null) throw new Error("the server exited during start-up");
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

function residentMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function stop(server) {
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function benchEngine(label, env) {
  // The first start creates the schema and the admin; the measured starts find an existing database.
  const first = startServer(env);
  await untilReady(first);
  await stop(first);

  const startTimes = [];
  for (let i = 0; i < STARTS; i++) {
    const server = startServer(env);
    startTimes.push(await untilReady(server));
    await stop(server);
  }

  const server = startServer(env);
  await untilReady(server);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleRss = residentMiB(server.child.pid);

  const signIn = await fetch(`${server.url}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "changeme@example.com", password: "MyPassword" }),
  });
  const { access_token: token } = await signIn.json();
  const load = await autocannon({
    url: `${server.url}/api/users/self`,
    headers: { authorization: `Bearer ${token}` },
    connections: 10,
    duration: LOAD_SECONDS,
  });
  const loadedRss = residentMiB(server.child.pid);
  await stop(server);

  console.log(`\n${label}`);
  console.log(
    `  start to first 200 on /api/app/about  median ${median(startTimes).toFixed(0)} ms  (runs: ${startTimes.map((t) => t.toFixed(0)).join(", ")} ms)`,
  );
  console.log(
    `  resident memory after start            ${idleRss.toFixed(1)} MiB  (after the load below: ${loadedRss.toFixed(1)} MiB)`,
  );
  console.log(
    `  GET /api/users/self                    ${load.requests.average.toFixed(0)} req/s  (p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, 10 connections, ${LOAD_SECONDS} s, ${load.non2xx} non-2xx)`,
  );
}

async function postgresDatabase() {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  await admin.query("DROP DATABASE IF EXISTS larder_bench");
  await admin.query("CREATE DATABASE larder_bench");
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = "/larder_bench";
  return url.toString();
}

console.log(
  `Larder server benchmark on ${os.cpus().length} cores, Node ${process.version}, flags ${SERVER_NODE_FLAGS.join(" ")}`,
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-"));
try {
  await benchEngine("SQLite", { DATA_DIR: path.join(dataDir, "sqlite") });
  const postgresUrl = await postgresDatabase();
  if (postgresUrl)
    await benchEngine("PostgreSQL", { DATA_DIR: path.join(dataDir, "postgres"), DATABASE_URL: postgresUrl });
  else console.log(`\nPostgreSQL: skipped, nothing answers at ${POSTGRES_ADMIN_URL}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
