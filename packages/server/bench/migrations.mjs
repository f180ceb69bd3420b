// `npm run bench:migrations`: a 1,000-recipe Paprika export (the five recipes of
// ../shared/data/migrations/archives/paprika.zip, renamed, with their photos) uploaded to the built
// server on SQLite and on PostgreSQL. Prints recipes imported per second, the server's peak resident
// memory during the import, and the latency of GET /api/recipes while the import runs against idle.
// Prints figures; asserts nothing.
//
// BENCH_BASELINE=<another checkout's packages/server/dist/main.js> runs the same archive against that
// build too, engine by engine, so before and after are measured in one run on the same machine.
// BENCH_CPU_PROF=<folder> writes a V8 CPU profile of each server process there (node --cpu-prof).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { unzipSync, zipSync } from "fflate";
import { get, quantile } from "./http-timing.mjs";
import { postgresDatabase, residentMiB, signIn, startServer, stop, untilReady } from "./server-process.mjs";

const RECIPES = Number(process.env.BENCH_MIGRATION_RECIPES || 1000);
const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = path.resolve(here, "../../../../shared/data/migrations/archives/paprika.zip");
if (!fs.existsSync(fixture)) {
  console.log(`bench:migrations skipped: ${fixture} is absent (the team's shared data is not beside this clone)`);
  process.exit(0);
}

/** The fixture's recipes, each copied under a numbered name until there are RECIPES of them. */
function buildArchive() {
  const originals = Object.entries(unzipSync(fs.readFileSync(fixture)))
    .filter(([name]) => name.endsWith(".paprikarecipe") && !name.startsWith("__MACOSX/"))
    .map(([, content]) => JSON.parse(zlib.gunzipSync(content).toString("utf8")));
  const files = {};
  for (let index = 0; index < RECIPES; index++) {
    const original = originals[index % originals.length];
    const recipe = { ...original, name: `${original.name.trim()} ${index + 1}`, uid: `bench-${index}` };
    files[`Recipes/Recipe ${index + 1}.paprikarecipe`] = [zlib.gzipSync(JSON.stringify(recipe)), { level: 0 }];
  }
  return Buffer.from(zipSync(files));
}

function form(archive) {
  const body = new FormData();
  body.append("migration_type", "paprika");
  body.append("add_migration_tag", "true");
  body.append("archive", new Blob([archive], { type: "application/zip" }), "export.paprikarecipes");
  return body;
}

/** GET /api/recipes latencies (ms), one request after another, until `until()` is true or `count` are made. */
async function listLatencies(server, headers, { count, until = () => false }) {
  const latencies = [];
  while (latencies.length < count && !until()) {
    const started = process.hrtime.bigint();
    const response = await get(
      server,
      headers,
      "/api/recipes?page=1&perPage=30&orderBy=created_at&orderDirection=desc",
    );
    if (response.status !== 200) throw new Error(`GET /api/recipes answered ${response.status}`);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies.sort((a, b) => a - b);
}

const summary = (sorted) =>
  `median ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms (${sorted.length} requests)`;

const baseline = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const cpuProfiles = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;

async function run(label, env, archive, main) {
  const flags = cpuProfiles
    ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfiles}`, `--cpu-prof-name=${label.replace(/\W+/g, "-")}.cpuprofile`]
    : [];
  const server = startServer(env, main, flags);
  try {
    await untilReady(server);
    const headers = await signIn(server);
    const idle = await listLatencies(server, headers, { count: 100 });
    const idleRss = residentMiB(server.child.pid);

    const startedAt = process.hrtime.bigint();
    const response = await fetch(`${server.url}/api/groups/migrations`, {
      method: "POST",
      headers,
      body: form(archive),
    });
    const answeredMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
    if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    const report = await response.json();

    let peakRss = residentMiB(server.child.pid);
    let finished = null;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, residentMiB(server.child.pid));
    }, 25);
    // One person watches the import as the migrations screen does: the whole report (every entry so
    // far) once a second. The bench learns the import has finished from the cheap list of reports.
    const progressPolls = [];
    const watcher = (async () => {
      let lastFullRead = 0;
      for (;;) {
        if (Date.now() - lastFullRead >= 1000) {
          lastFullRead = Date.now();
          const started = process.hrtime.bigint();
          // fetch, not the timed requests' one kept-alive connection, which they would queue behind.
          const full = await fetch(`${server.url}/api/groups/reports/${report.id}`, { headers });
          if (full.status !== 200) throw new Error(`GET the report answered ${full.status}`);
          await full.arrayBuffer();
          progressPolls.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
        const listed = await fetch(`${server.url}/api/groups/reports?report_type=migration`, { headers });
        if (listed.status !== 200) throw new Error(`GET the reports answered ${listed.status}: ${await listed.text()}`);
        const list = await listed.json();
        if (list.find((item) => item.id === report.id)?.status !== "in-progress") {
          const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
          const current = await (await fetch(`${server.url}/api/groups/reports/${report.id}`, { headers })).json();
          finished = { report: current, seconds };
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const during = await listLatencies(server, headers, {
      count: Number.POSITIVE_INFINITY,
      until: () => finished !== null,
    });
    await watcher;
    clearInterval(sampler);

    const imported = finished.report.entries.filter((entry) => entry.success).length;
    console.log(`\n${label}`);
    console.log(
      `  upload answered in ${answeredMs.toFixed(0)} ms (archive ${(archive.length / 1048576).toFixed(1)} MiB)`,
    );
    console.log(
      `  ${imported} of ${RECIPES} recipes imported (${finished.report.status}) in ${finished.seconds.toFixed(1)} s: ${(imported / finished.seconds).toFixed(0)} recipes/s`,
    );
    console.log(`  resident memory: ${idleRss.toFixed(0)} MiB idle, peak ${peakRss.toFixed(0)} MiB during the import`);
    console.log(`  GET /api/recipes idle:             ${summary(idle)}`);
    if (during.length) console.log(`  GET /api/recipes during the import: ${summary(during)}`);
    console.log(`  GET the report, once a second:     ${summary(progressPolls.sort((a, b) => a - b))}`);
  } finally {
    await stop(server);
  }
}

const archive = buildArchive();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-migrations-"));
/** This build, then the baseline's when one is named. */
const builds = [{ name: "", main: undefined }, ...(baseline ? [{ name: " (baseline)", main: baseline }] : [])];
try {
  for (const build of builds) {
    await run(
      `SQLite${build.name}`,
      { DATA_DIR: path.join(dataDir, `sqlite${builds.indexOf(build)}`) },
      archive,
      build.main,
    );
  }
  for (const build of builds) {
    const postgres = await postgresDatabase("larder_bench_migrations");
    if (!postgres) {
      console.log("\nPostgreSQL: no server answers; skipped");
      break;
    }
    try {
      const env = { DATA_DIR: path.join(dataDir, `postgres${builds.indexOf(build)}`), DATABASE_URL: postgres.url };
      await run(`PostgreSQL${build.name}`, env, archive, build.main);
    } finally {
      await postgres.drop();
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
