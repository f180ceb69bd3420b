// `npm run bench:load`: the built server under many clients at once. Seeds 1,000 recipes on SQLite
// and PostgreSQL, then 200 kept-alive connections send a household's mix for 60 s (per twenty
// requests: 6 list pages, 4 searches, 6 recipes, 3 `users/self`, and one edit of a recipe) and the
// latency percentiles, throughput, errors and the server's memory are printed. The load generator
// runs in this process on the same 2 cores as the server: with taskset available, the server is
// pinned to CPU 0 and the generator to CPU 1, so that neither steals the other's core; otherwise
// they share both (the figures say which). Prints figures; asserts nothing. BENCH_LOAD_SECONDS,
// BENCH_LOAD_CONNECTIONS and BENCH_LOAD_RECIPES change the run; BENCH_LOAD_BASELINE names another
// build's `packages/server/dist/main.js` to measure before this one, engine by engine, in the same run.
//
// Besides the whole run, each connection's first answer is reported apart from the rest. The
// generator opens all connections at once; Node takes one waiting connection off the listen queue
// per event-loop turn (strace shows one accept4 per turn, never draining the queue), and a turn on
// a saturated core answers every request ready on the open connections, 80–100 ms on SQLite. So the
// last connections wait seconds in the kernel's queue before their first request is even read,
// while the request itself takes milliseconds; a bare Node HTTP server shows the same ramp. The
// "steady" figures are every answer but each connection's first.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openSeeder, SEARCHES } from "./recipe-seed.mjs";
import {
  POSTGRES_ADMIN_URL,
  postgresDatabase,
  residentMiB,
  signIn,
  startServer,
  stop,
  untilReady,
} from "./server-process.mjs";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS || 200);
const RECIPES = Number(process.env.BENCH_LOAD_RECIPES || 1000);

const pinned = spawnSync("taskset", ["-p", "-c", "1", String(process.pid)], { stdio: "ignore" }).status === 0;

/** Twenty requests a connection sends in turn; each picks its recipe or search afresh. */
function householdMix(slugs, headers) {
  let next = 0;
  const pick = (list) => list[next++ % list.length];
  const get = (path) => ({ method: "GET", headers, setupRequest: (request) => ({ ...request, path: path() }) });
  const list = () => get(() => `/api/recipes?page=${1 + (next++ % 5)}&perPage=30&orderBy=name&orderDirection=asc`);
  const search = () => get(() => `/api/recipes?search=${encodeURIComponent(pick(SEARCHES))}&perPage=30`);
  const recipe = () => get(() => `/api/recipes/${pick(slugs)}`);
  const self = () => get(() => "/api/users/self");
  const edit = {
    method: "PATCH",
    headers: { ...headers, "content-type": "application/json" },
    setupRequest: (request) => ({
      ...request,
      path: `/api/recipes/${pick(slugs)}`,
      body: JSON.stringify({ description: `Edited under load, ${next++}` }),
    }),
  };
  return [
    list(),
    recipe(),
    search(),
    recipe(),
    self(),
    list(),
    recipe(),
    search(),
    list(),
    self(),
    recipe(),
    list(),
    search(),
    recipe(),
    edit,
    list(),
    self(),
    recipe(),
    search(),
    list(),
  ];
}

function percentile(sorted, p) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs autocannon, keeping each connection's first latency apart from the others. */
async function measure(url, requests) {
  const firstAnswers = [];
  const steady = [];
  const answered = new WeakSet();
  const startedAt = performance.now();
  let lastFirstAnswerAt = 0;
  const run = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  run.on("response", (client, _status, _bytes, latency) => {
    if (answered.has(client)) {
      steady.push(latency);
      return;
    }
    answered.add(client);
    firstAnswers.push(latency);
    lastFirstAnswerAt = performance.now() - startedAt;
  });
  const result = await run;
  steady.sort((a, b) => a - b);
  return {
    result,
    allConnectedMs: lastFirstAnswerAt,
    slowestFirstAnswerMs: Math.max(0, ...firstAnswers),
    steady: { p50: percentile(steady, 50), p99: percentile(steady, 99), max: steady.at(-1) ?? 0 },
  };
}

async function benchEngine(label, engine, env, target, main) {
  const first = startServer(env, main);
  await untilReady(first);
  await stop(first);
  const seeder = await openSeeder({ engine, target });
  try {
    await seeder.grow(RECIPES);
  } finally {
    await seeder.close();
  }

  const server = startServer(env, main);
  try {
    if (pinned) spawnSync("taskset", ["-p", "-c", "0", String(server.child.pid)], { stdio: "ignore" });
    await untilReady(server);
    const headers = await signIn(server);
    const rssBefore = residentMiB(server.child.pid);
    const measured = await measure(server.url, householdMix(seeder.slugs, headers));
    return { label, ...measured, rssBefore, rssAfter: residentMiB(server.child.pid) };
  } finally {
    await stop(server);
  }
}

console.log(
  `Larder load benchmark: ${RECIPES.toLocaleString("en")} recipes, ${CONNECTIONS} connections for ${SECONDS} s, ` +
    `per 20 requests 6 lists, 4 searches, 6 recipes, 3 users/self, 1 recipe edit; Node ${process.version}, ` +
    (pinned ? "server on CPU 0, load generator on CPU 1" : `server and generator sharing ${os.cpus().length} cores`),
);
const builds = [{ name: "this build", main: undefined }];
if (process.env.BENCH_LOAD_BASELINE)
  builds.unshift({ name: "baseline", main: path.resolve(process.env.BENCH_LOAD_BASELINE) });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-load-"));
const runs = [];
try {
  for (const build of builds) {
    const sqliteDir = path.join(dataDir, `sqlite-${runs.length}`);
    const target = path.join(sqliteDir, "larder.db");
    runs.push(await benchEngine(`SQLite, ${build.name}`, "sqlite", { DATA_DIR: sqliteDir }, target, build.main));
  }
  for (const build of builds) {
    const postgres = await postgresDatabase("larder_bench_load");
    if (!postgres) {
      console.log(`PostgreSQL: skipped, nothing answers at ${POSTGRES_ADMIN_URL}`);
      break;
    }
    try {
      const env = { DATA_DIR: path.join(dataDir, `postgres-${runs.length}`), DATABASE_URL: postgres.url };
      runs.push(await benchEngine(`PostgreSQL, ${build.name}`, "postgres", env, postgres.url, build.main));
    } finally {
      await postgres.drop();
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
for (const { label, result, allConnectedMs, slowestFirstAnswerMs, steady, rssBefore, rssAfter } of runs) {
  const { latency, requests, non2xx, errors, timeouts } = result;
  console.log(
    `\n${label}: ${requests.average.toFixed(0)} req/s; latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, ` +
      `max ${latency.max} ms; ${non2xx} non-2xx, ${errors} errors, ${timeouts} timeouts; ` +
      `RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MiB\n` +
      `  every connection answered once after ${(allConnectedMs / 1000).toFixed(1)} s, slowest first answer ` +
      `${slowestFirstAnswerMs.toFixed(0)} ms; steady (each connection's first answer left out): p50 ${steady.p50.toFixed(0)} ms, ` +
      `p99 ${steady.p99.toFixed(0)} ms, max ${steady.max.toFixed(0)} ms`,
  );
}
