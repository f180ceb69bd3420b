// `npm run bench:writes`: fills an empty library to 10,000 recipes through the HTTP API of the built
// server, as a client importing a collection would: 4 clients at once, each recipe created
// (POST /api/recipes with its name) and then fully updated (PUT /api/recipes/{slug} with 10
// ingredients naming their foods and units, 6 steps linked to them, categories, tags and tools by
// name). Prints recipes per second per band of 1,000 (so that a slowdown as the library grows
// shows) and overall, with the latency of the two calls, on SQLite and PostgreSQL. With taskset, the
// server runs on CPU 0 and the clients on CPU 1 (PostgreSQL's own processes are not pinned).
// Prints figures; asserts nothing. BENCH_WRITES_RECIPES and BENCH_WRITES_CLIENTS change the run;
// BENCH_BASELINE names another build's `packages/server/dist/main.js` to measure first, engine by
// engine, in the same run, with its own checkout's node flags; BENCH_ENGINES=sqlite (or postgres)
// runs one engine only. BENCH_CPU_PROF=<folder> writes a V8 CPU profile of each server there.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { recipeBodies } from "./recipe-seed.mjs";
import {
  cpuMilliseconds,
  POSTGRES_ADMIN_URL,
  postgresDatabase,
  serverFlagsOf,
  signIn,
  startServer,
  stop,
  untilReady,
} from "./server-process.mjs";

const RECIPES = Number(process.env.BENCH_WRITES_RECIPES || 10_000);
const CLIENTS = Number(process.env.BENCH_WRITES_CLIENTS || 4);
const BAND = 1000;
const ENGINES = (process.env.BENCH_ENGINES || "sqlite,postgres").split(",");
const CPU_PROFILES = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;

const pinned = spawnSync("taskset", ["-p", "-c", "1", String(process.pid)], { stdio: "ignore" }).status === 0;

function percentile(sorted, p) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One POST or PUT with a JSON body; the answer's JSON, or an error naming the call and what came back. */
async function call(url, method, headers, body) {
  const init = { method, headers: { ...headers, "content-type": "application/json" } };
  init.body = JSON.stringify(body);
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The clients fill the library; answers when each recipe was done (ms from the start) and the calls' latencies. */
async function fill(server, headers) {
  const bodies = recipeBodies();
  const doneAt = [];
  const creates = [];
  const updates = [];
  let started = 0;
  const startedAt = performance.now();
  const client = async () => {
    while (started < RECIPES) {
      started++;
      const body = bodies.next().value;
      const beforeCreate = performance.now();
      const slug = await call(`${server.url}/api/recipes`, "POST", headers, { name: body.name });
      const beforeUpdate = performance.now();
      await call(`${server.url}/api/recipes/${encodeURIComponent(slug)}`, "PUT", headers, body);
      const done = performance.now();
      creates.push(beforeUpdate - beforeCreate);
      updates.push(done - beforeUpdate);
      doneAt.push(done - startedAt);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { doneAt, creates, updates };
}

async function benchEngine(label, env, main) {
  const flags = [];
  if (CPU_PROFILES) {
    fs.mkdirSync(CPU_PROFILES, { recursive: true });
    flags.push(
      "--cpu-prof",
      `--cpu-prof-dir=${CPU_PROFILES}`,
      `--cpu-prof-name=${label.replace(/\W+/g, "-")}.cpuprofile`,
    );
  }
  const server = startServer(env, main, flags, main ? await serverFlagsOf(main) : undefined);
  try {
    if (pinned) spawnSync("taskset", ["-p", "-c", "0", String(server.child.pid)], { stdio: "ignore" });
    await untilReady(server);
    const headers = await signIn(server);
    const cpuBefore = cpuMilliseconds(server.child.pid);
    const { doneAt, creates, updates } = await fill(server, headers);
    // The server's own CPU time per recipe (PostgreSQL's is not counted): other work on the machine
    // takes throughput, not this.
    const serverCpuMs = (cpuMilliseconds(server.child.pid) - cpuBefore) / doneAt.length;
    const bands = [];
    for (let end = BAND; end <= doneAt.length; end += BAND) {
      const from = end === BAND ? 0 : doneAt[end - BAND - 1];
      bands.push(BAND / ((doneAt[end - 1] - from) / 1000));
    }
    creates.sort((a, b) => a - b);
    updates.sort((a, b) => a - b);
    return {
      label,
      overall: doneAt.length / (doneAt.at(-1) / 1000),
      serverCpuMs,
      bands,
      create: { p50: percentile(creates, 50), p99: percentile(creates, 99) },
      update: { p50: percentile(updates, 50), p99: percentile(updates, 99) },
    };
  } finally {
    await stop(server);
  }
}

console.log(
  `Larder write benchmark: ${RECIPES.toLocaleString("en")} recipes through the API by ${CLIENTS} clients, ` +
    `each created then fully updated (10 ingredients, 6 steps); Node ${process.version}, ` +
    (pinned ? "server on CPU 0, clients on CPU 1" : `server and clients sharing ${os.cpus().length} cores`),
);
const builds = [{ name: "this build", main: undefined }];
if (process.env.BENCH_BASELINE) builds.unshift({ name: "baseline", main: path.resolve(process.env.BENCH_BASELINE) });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-writes-"));
const runs = [];
const report = (run) => {
  const bands = run.bands.map((rate) => rate.toFixed(0)).join(", ");
  console.log(
    `\n${run.label}: ${run.overall.toFixed(1)} recipes/s overall; server CPU ${run.serverCpuMs.toFixed(2)} ms per recipe\n` +
      `  per band of ${BAND.toLocaleString("en")} recipes (recipes/s): ${bands}\n` +
      `  POST p50 ${run.create.p50.toFixed(1)} ms, p99 ${run.create.p99.toFixed(1)} ms; ` +
      `PUT p50 ${run.update.p50.toFixed(1)} ms, p99 ${run.update.p99.toFixed(1)} ms`,
  );
};
try {
  if (ENGINES.includes("sqlite")) {
    for (const build of builds) {
      const env = { DATA_DIR: path.join(dataDir, `sqlite-${runs.length}`) };
      runs.push(await benchEngine(`SQLite, ${build.name}`, env, build.main));
      report(runs.at(-1));
    }
  }
  if (ENGINES.includes("postgres")) {
    for (const build of builds) {
      const postgres = await postgresDatabase("larder_bench_writes");
      if (!postgres) {
        console.log(`PostgreSQL: skipped, nothing answers at ${POSTGRES_ADMIN_URL}`);
        break;
      }
      try {
        const env = { DATA_DIR: path.join(dataDir, `postgres-${runs.length}`), DATABASE_URL: postgres.url };
        runs.push(await benchEngine(`PostgreSQL, ${build.name}`, env, build.main));
        report(runs.at(-1));
      } finally {
        await postgres.drop();
      }
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
