// `npm run bench:load`: the built server under many clients at once, on SQLite and PostgreSQL. Two
// phases per engine, on one library (100,000 recipes by default, the size the memory figure is
// asked for):
//   1. one recipe: 50 kept-alive connections ask `GET /api/recipes/{slug}` signed in (a bearer
//      token) for 15 s, each time the next of 100 recipes spread over the library (what a
//      household has open on its devices; the read model keeps the last 2,000 read as JSON).
//      BENCH_LOAD_RECIPE_SET=2000 asks for 2,000 instead, nearly every one read from the database;
//   2. the household mix: 200 connections for 60 s, per twenty requests 6 list pages, 4 searches,
//      6 recipes, 3 `users/self` and one edit of a recipe.
// Each prints throughput, latency percentiles, errors and time-outs; the server's resident memory
// is printed before and after. The load generator runs in this process on the same 2 cores as the
// server: with taskset available, the server is pinned to CPU 0 and the generator to CPU 1, so
// that neither steals the other's core (PostgreSQL's own processes are not pinned); otherwise they
// share both (the figures say which). Prints figures; asserts nothing.
// BENCH_LOAD_RECIPES (library size), BENCH_LOAD_RECIPE_SECONDS and BENCH_LOAD_RECIPE_CONNECTIONS
// (phase 1), BENCH_LOAD_SECONDS and BENCH_LOAD_CONNECTIONS (phase 2) change the run; BENCH_ENGINES=
// sqlite (or postgres) runs one engine. BENCH_LOAD_BASELINE names another build's
// `packages/server/dist/main.js` to measure before this one, engine by engine, in the same run, on
// a copy of the same seeded library, with the node flags of its own checkout's `npm start`. BENCH_LOAD_RECIPE_SECONDS=0 leaves phase 1 out.
// BENCH_CPU_PROF=<folder> writes a V8 CPU profile of each server there (node --cpu-prof);
// BENCH_LOAD_HEAP_SNAPSHOT=<folder> writes a heap snapshot of each server after the mix.
// The mix's steady latencies are also printed by kind of request, and each build's line carries the
// machine's load average (others' work on the 2 cores shows in latency, less in CPU per request).
//
// Besides the whole mix, each connection's first answer is reported apart from the rest. The
// generator opens all connections at once; Node takes one waiting connection off the listen queue
// per event-loop turn (libuv accepts one per turn). Before the server started at most 16 requests a
// turn (http/turn-taking.ts), a turn on a saturated core answered every request ready on the open
// connections, 80–200 ms on SQLite, and the last connections waited up to 10 s in the kernel's
// queue before their first request was even read. The "steady" figures are every answer but each
// connection's first.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openSeeder, SEARCHES } from "./recipe-seed.mjs";
import {
  cpuMilliseconds,
  POSTGRES_ADMIN_URL,
  postgresDatabase,
  residentMiB,
  serverFlagsOf,
  signIn,
  startServer,
  stop,
  untilReady,
} from "./server-process.mjs";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS || 200);
const RECIPES = Number(process.env.BENCH_LOAD_RECIPES || 100_000);
const RECIPE_SECONDS = Number(process.env.BENCH_LOAD_RECIPE_SECONDS ?? 15);
const RECIPE_CONNECTIONS = Number(process.env.BENCH_LOAD_RECIPE_CONNECTIONS || 50);
const RECIPE_SET = Number(process.env.BENCH_LOAD_RECIPE_SET || 100);
const ENGINES = (process.env.BENCH_ENGINES || "sqlite,postgres").split(",");
const CPU_PROFILES = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const HEAP_SNAPSHOTS = process.env.BENCH_LOAD_HEAP_SNAPSHOT
  ? path.resolve(process.env.BENCH_LOAD_HEAP_SNAPSHOT)
  : undefined;

const pinned = spawnSync("taskset", ["-p", "-c", "1", String(process.pid)], { stdio: "ignore" }).status === 0;

/** Twenty requests a connection sends in turn; each picks its recipe or search afresh. */
function householdMix(slugs, headers) {
  let next = 0;
  const pick = (list) => list[next++ % list.length];
  const get = (kind, path) => ({
    kind,
    method: "GET",
    headers,
    setupRequest: (request) => ({ ...request, path: path() }),
  });
  const list = () =>
    get("list", () => `/api/recipes?page=${1 + (next++ % 5)}&perPage=30&orderBy=name&orderDirection=asc`);
  const search = () => get("search", () => `/api/recipes?search=${encodeURIComponent(pick(SEARCHES))}&perPage=30`);
  const recipe = () => get("recipe", () => `/api/recipes/${pick(slugs)}`);
  const self = () => get("self", () => "/api/users/self");
  const edit = {
    kind: "edit",
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

/** Phase 1: one recipe after another, signed in; every answer counts. */
async function measureRecipes(url, allSlugs, headers) {
  const step = Math.max(1, Math.floor(allSlugs.length / RECIPE_SET));
  const slugs = allSlugs.filter((_, index) => index % step === 0).slice(0, RECIPE_SET);
  let next = 0;
  const requests = [
    {
      method: "GET",
      headers,
      setupRequest: (request) => ({ ...request, path: `/api/recipes/${slugs[next++ % slugs.length]}` }),
    },
  ];
  return autocannon({ url, connections: RECIPE_CONNECTIONS, duration: RECIPE_SECONDS, requests });
}

/**
 * Phase 2: runs autocannon with the mix, keeping each connection's first latency apart from the
 * others, and the others by kind of request (the one answered is still the iterator's current one
 * when autocannon reports it).
 */
async function measureMix(url, requests) {
  const firstAnswers = [];
  const steady = [];
  const byKind = new Map();
  const answered = new WeakSet();
  const startedAt = performance.now();
  let lastFirstAnswerAt = 0;
  const run = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  run.on("response", (client, _status, _bytes, latency) => {
    if (answered.has(client)) {
      steady.push(latency);
      const kind = client.requestIterator.currentRequest.kind;
      if (!byKind.has(kind)) byKind.set(kind, []);
      byKind.get(kind).push(latency);
      return;
    }
    answered.add(client);
    firstAnswers.push(latency);
    lastFirstAnswerAt = performance.now() - startedAt;
  });
  const result = await run;
  const spread = (latencies) => {
    latencies.sort((a, b) => a - b);
    return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? 0 };
  };
  return {
    result,
    allConnectedMs: lastFirstAnswerAt,
    slowestFirstAnswerMs: Math.max(0, ...firstAnswers),
    steady: spread(steady),
    steadyByKind: [...byKind].map(([kind, latencies]) => ({ kind, count: latencies.length, ...spread(latencies) })),
  };
}

/**
 * Seeds the library once per engine: the first build's server creates the schema and the
 * administrator, the seeder writes the recipes straight into the tables. Answers the slugs to ask for.
 */
async function seedLibrary(engine, env, target, main) {
  const first = startServer(env, main);
  await untilReady(first);
  await stop(first);
  const seeder = await openSeeder({ engine, target });
  const startedAt = performance.now();
  try {
    await seeder.grow(RECIPES);
  } finally {
    await seeder.close();
  }
  console.log(
    `${engine}: ${RECIPES.toLocaleString("en")} recipes seeded in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`,
  );
  return seeder.slugs;
}

/** Waits for the heap snapshot the server writes on SIGUSR2 into `folder`: a new file that stops growing. */
async function heapSnapshot(server, folder, label) {
  const before = new Set(fs.readdirSync(folder));
  server.child.kill("SIGUSR2");
  let size = -1;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const written = fs.readdirSync(folder).find((name) => !before.has(name) && name.endsWith(".heapsnapshot"));
    if (written === undefined) continue;
    const now = fs.statSync(path.join(folder, written)).size;
    if (now > 0 && now === size) {
      const named = path.join(folder, `${label.replace(/\W+/g, "-")}.heapsnapshot`);
      fs.renameSync(path.join(folder, written), named);
      return named;
    }
    size = now;
  }
}

/** Both phases against one build on its own copy of the library. */
async function benchBuild(label, env, main, slugs) {
  const flags = [];
  if (CPU_PROFILES) {
    fs.mkdirSync(CPU_PROFILES, { recursive: true });
    flags.push(
      "--cpu-prof",
      `--cpu-prof-dir=${CPU_PROFILES}`,
      `--cpu-prof-name=${label.replace(/\W+/g, "-")}.cpuprofile`,
    );
  }
  if (HEAP_SNAPSHOTS) {
    fs.mkdirSync(HEAP_SNAPSHOTS, { recursive: true });
    flags.push("--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${HEAP_SNAPSHOTS}`);
  }
  const server = startServer(env, main, flags, main ? await serverFlagsOf(main) : undefined);
  try {
    if (pinned) spawnSync("taskset", ["-p", "-c", "0", String(server.child.pid)], { stdio: "ignore" });
    await untilReady(server);
    const headers = await signIn(server);
    const rssBefore = residentMiB(server.child.pid);
    const cpuBefore = cpuMilliseconds(server.child.pid);
    const recipes = RECIPE_SECONDS > 0 ? await measureRecipes(server.url, slugs, headers) : undefined;
    // The server's own CPU time per answer: what it would serve on a core of its own, whoever else
    // runs on the machine meanwhile (other work on CPU 0 takes throughput, not this).
    if (recipes)
      recipes.serverCpuMicroseconds = ((cpuMilliseconds(server.child.pid) - cpuBefore) * 1000) / recipes.requests.total;
    const rssAfterRecipes = residentMiB(server.child.pid);
    const cpuBeforeMix = cpuMilliseconds(server.child.pid);
    const mix = await measureMix(server.url, householdMix(slugs, headers));
    mix.result.serverCpuMicroseconds =
      ((cpuMilliseconds(server.child.pid) - cpuBeforeMix) * 1000) / mix.result.requests.total;
    const run = { label, recipes, ...mix, rssBefore, rssAfterRecipes, rssAfter: residentMiB(server.child.pid) };
    report(run);
    if (HEAP_SNAPSHOTS)
      console.log(`  heap snapshot after the mix: ${await heapSnapshot(server, HEAP_SNAPSHOTS, label)}`);
    return run;
  } finally {
    await stop(server);
  }
}

function report({
  label,
  recipes,
  result,
  allConnectedMs,
  slowestFirstAnswerMs,
  steady,
  steadyByKind,
  rssBefore,
  rssAfterRecipes,
  rssAfter,
}) {
  const line = ({ latency, requests, non2xx, errors, timeouts, serverCpuMicroseconds }) =>
    `${requests.average.toFixed(0)} req/s; latency p50 ${latency.p50} ms, p90 ${latency.p90} ms, p99 ${latency.p99} ms, ` +
    `max ${latency.max} ms; ${non2xx} non-2xx, ${errors} errors, ${timeouts} timeouts; server CPU ` +
    `${serverCpuMicroseconds.toFixed(0)} µs per request (${(1e6 / serverCpuMicroseconds).toFixed(0)} req/s on a core of its own)`;
  console.log(
    `\n${label} (load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")})\n` +
      (recipes
        ? `  one recipe (${RECIPE_CONNECTIONS} connections, ${RECIPE_SECONDS} s, ${RECIPE_SET} recipes in turn): ${line(recipes)}\n`
        : "") +
      `  mix (${CONNECTIONS} connections, ${SECONDS} s): ${line(result)}\n` +
      `    every connection answered once after ${(allConnectedMs / 1000).toFixed(1)} s, slowest first answer ` +
      `${slowestFirstAnswerMs.toFixed(0)} ms; steady (each connection's first answer left out): p50 ${steady.p50.toFixed(0)} ms, ` +
      `p99 ${steady.p99.toFixed(0)} ms, max ${steady.max.toFixed(0)} ms\n` +
      `    by kind (steady): ${steadyByKind
        .map(
          ({ kind, count, p50, p99, max }) =>
            `${kind} ${count}: p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms`,
        )
        .join("; ")}\n` +
      `  server RSS: ${rssBefore.toFixed(0)} MiB at start, ${rssAfterRecipes.toFixed(0)} MiB after one recipe, ` +
      `${rssAfter.toFixed(0)} MiB after the mix`,
  );
}

console.log(
  `Larder load benchmark: ${RECIPES.toLocaleString("en")} recipes; one recipe by ${RECIPE_CONNECTIONS} connections for ` +
    `${RECIPE_SECONDS} s, then ${CONNECTIONS} connections for ${SECONDS} s sending per 20 requests 6 lists, 4 searches, ` +
    `6 recipes, 3 users/self, 1 recipe edit; Node ${process.version}, ` +
    (pinned ? "server on CPU 0, load generator on CPU 1" : `server and generator sharing ${os.cpus().length} cores`),
);
const builds = [{ name: "this build", main: undefined }];
if (process.env.BENCH_LOAD_BASELINE)
  builds.unshift({ name: "baseline", main: path.resolve(process.env.BENCH_LOAD_BASELINE) });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-load-"));
try {
  if (ENGINES.includes("sqlite")) {
    const seeded = path.join(dataDir, "sqlite-seeded");
    const slugs = await seedLibrary("sqlite", { DATA_DIR: seeded }, path.join(seeded, "larder.db"), builds[0].main);
    for (const [index, build] of builds.entries()) {
      // Each build gets a copy of the seeded data folder (database, signing secret); the last takes the original.
      const copy = index === builds.length - 1 ? seeded : path.join(dataDir, `sqlite-${index}`);
      if (copy !== seeded) fs.cpSync(seeded, copy, { recursive: true });
      await benchBuild(`SQLite, ${build.name}`, { DATA_DIR: copy }, build.main, slugs);
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }
  if (ENGINES.includes("postgres")) {
    const seeded = await postgresDatabase("larder_bench_load");
    if (!seeded) {
      console.log(`PostgreSQL: skipped, nothing answers at ${POSTGRES_ADMIN_URL}`);
    } else {
      try {
        const seededDir = path.join(dataDir, "postgres-seeded");
        const env = { DATA_DIR: seededDir, DATABASE_URL: seeded.url };
        const slugs = await seedLibrary("postgres", env, seeded.url, builds[0].main);
        for (const [index, build] of builds.entries()) {
          const copy = await seeded.copy(`larder_bench_load_${index}`);
          const copyDir = path.join(dataDir, `postgres-${index}`);
          fs.cpSync(seededDir, copyDir, { recursive: true });
          try {
            await benchBuild(
              `PostgreSQL, ${build.name}`,
              { DATA_DIR: copyDir, DATABASE_URL: copy.url },
              build.main,
              slugs,
            );
          } finally {
            await copy.drop();
          }
        }
      } finally {
        await seeded.drop();
      }
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
