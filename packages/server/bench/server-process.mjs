// Starting and stopping the built server for the benchmarks, the way `npm start` runs it.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { SERVER_NODE_FLAGS } from "../../../scripts/lib.mjs";

const serverMain = fileURLToPath(new URL("../dist/main.js", import.meta.url));
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/test";

/**
 * A port no one listens on, as the system hands it out. Not a counter from a fixed number: another
 * checkout's benchmark may run beside this one, and a server that cannot bind its port exits while
 * the other's answers in its place.
 */
export function freePort() {
  const script =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim());
}

/**
 * `main` may name another build of the server (a baseline checkout's `dist/main.js`); `nodeFlags`
 * are added to node's own (`--cpu-prof`, which NODE_OPTIONS does not take). `serverFlags` are the
 * flags `npm start` gives the server: this checkout's unless told (a baseline's own, say).
 */
export function startServer(env, main = serverMain, nodeFlags = [], serverFlags = SERVER_NODE_FLAGS) {
  const port = freePort();
  const startedAt = process.hrtime.bigint();
  const child = spawn(process.execPath, [...serverFlags, ...nodeFlags, main], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { child, port, startedAt, url: `http://127.0.0.1:${port}` };
}

/**
 * The flags `npm start` gives the server in the checkout that holds `main` (its
 * `scripts/lib.mjs`), so that a baseline build runs as its own `npm start` runs it.
 */
export async function serverFlagsOf(main) {
  const lib = path.resolve(path.dirname(main), "../../../scripts/lib.mjs");
  if (!fs.existsSync(lib)) return SERVER_NODE_FLAGS;
  return (await import(pathToFileURL(lib).href)).SERVER_NODE_FLAGS ?? [];
}

/** Milliseconds from spawning the process to the first 200 on /api/app/about. */
export async function untilReady(server) {
  for (;;) {
    try {
      const response = await fetch(`${server.url}/api/app/about`);
      if (response.status === 200) return Number(process.hrtime.bigint() - server.startedAt) / 1e6;
    } catch {}
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error("the server exited during start-up");
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

export async function stop(server) {
  // Already gone (exited, or killed by a signal): its "exit" event has fired and would never come again.
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  // A build that does not stop in time (an older one waited for hanging sends) is killed.
  const killer = setTimeout(() => server.child.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(killer);
}

/** CPU time (user and system) the process has used, in milliseconds. */
export function cpuMilliseconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

export function residentMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** Signs in (as the first-start administrator unless told who); returns the Authorization header. */
export async function signIn(server, { username = "changeme@example.com", password = "MyPassword" } = {}) {
  const response = await fetch(`${server.url}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { access_token: token } = await response.json();
  return { authorization: `Bearer ${token}` };
}

/**
 * A fresh, empty database on the PostgreSQL server for one benchmark, or undefined when no server
 * answers. `drop` removes it again. BENCH_POSTGRES_PREFIX goes before the name, so that checkouts
 * benchmarking on one PostgreSQL server at the same time each drop only their own databases.
 */
export async function postgresDatabase(benchName) {
  const name = `${process.env.BENCH_POSTGRES_PREFIX ?? ""}${benchName}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return existingDatabase(name);
}

/** Admin statements on the PostgreSQL server, one connection each. */
async function onPostgresServer(...statements) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

function existingDatabase(name) {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** A copy of this database (nothing may be connected to it meanwhile), named like `postgresDatabase` names. */
    async copy(benchName) {
      const copyName = `${process.env.BENCH_POSTGRES_PREFIX ?? ""}${benchName}`;
      if (!/^[a-z_][a-z0-9_]*$/.test(copyName)) throw new Error(`not a plain database name: ${copyName}`);
      await onPostgresServer(`DROP DATABASE IF EXISTS ${copyName}`, `CREATE DATABASE ${copyName} TEMPLATE ${name}`);
      return existingDatabase(copyName);
    },
    drop: () => onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
