// `npm run bench:load`: the built server under many clients at once. Seeds 1,000 recipes on SQLite
// and PostgreSQL, then 200 kept-alive connections send a household's mix for 60 s (per twenty
// requests: 6 list pages, 4 searches, 6 recipes, 3 `users/self`, and one edit of a recipe) and the
// latency percentiles, throughput, errors and the server's memory are printed. The load generator
// runs in this process on the same 2 cores as the server: with taskset available, the server is
// pinned to CPU 0 and the generator to CPU 1, so that neither steals the other's core; otherwise
// they share both (the figures say which). Prints figures; asserts nothing. BENCH_LOAD_SECONDS,
// BENCH_LOAD_CONNECTIONS and BENCH_LOAD_RECIPES change the run.
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

async function benchEngine(label, engine, env, target) {
  const first = startServer(env);
  await untilReady(first);
  await stop(first);
  const seeder = await openSeeder({ engine, target });
  try {
    await seeder.grow(RECIPES);
  } finally {
    await seeder.close();
  }

  const server = startServer(env);
  try {
    if (pinned) spawnSync("taskset", ["-p", "-c", "0", String(server.child.pid)], { stdio: "ignore" });
    await untilReady(server);
    const headers = await signIn(server);
    const rssBefore = residentMiB(server.child.pid);
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: householdMix(seeder.slugs, headers),
    });
    return { label, result, rssBefore, rssAfter: residentMiB(server.child.pid) };
  } finally {
    await stop(server);
  }
}

console.log(
  `Larder load benchmark: ${RECIPES.toLocaleString("en")} recipes, ${CONNECTIONS} connections for ${SECONDS} s, ` +
    `per 20 requests 6 lists, 4 searches, 6 recipes, 3 users/self, 1 recipe edit; Node ${process.version}, ` +
    (pinned ? "server on CPU 0, load generator on CPU 1" : `server and generator sharing ${os.cpus().length} cores`),
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-load-"));
const runs = [];
try {
  const sqliteDir = path.join(dataDir, "sqlite");
  runs.push(await benchEngine("SQLite", "sqlite", { DATA_DIR: sqliteDir }, path.join(sqliteDir, "larder.db")));
  const postgres = await postgresDatabase("larder_bench_load");
  if (postgres) {
    try {
      const env = { DATA_DIR: path.join(dataDir, "postgres"), DATABASE_URL: postgres.url };
      runs.push(await benchEngine("PostgreSQL", "postgres", env, postgres.url));
    } finally {
      await postgres.drop();
    }
  } else {
    console.log(`PostgreSQL: skipped, nothing answers at ${POSTGRES_ADMIN_URL}`);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
for (const { label, result, rssBefore, rssAfter } of runs) {
  const { latency, requests, non2xx, errors, timeouts } = result;
  console.log(
    `\n${label}: ${requests.average.toFixed(0)} req/s; latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, ` +
      `max ${latency.max} ms; ${non2xx} non-2xx, ${errors} errors, ${timeouts} timeouts; ` +
      `RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MiB`,
  );
}
