// `npm run bench` (fourth part): merging two foods that 1,000 recipes use each, on SQLite and
// PostgreSQL through the built server. Each run merges two fresh foods, each the extra ingredient
// of its own 1,000 recipes, so that every run moves 1,000 ingredients and refreshes the search text
// of 1,000 recipes; the figure is the median time of `PUT /api/foods/merge`, from sending to the
// answer. Prints figures; asserts nothing. BENCH_MERGE_RUNS changes the number of runs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { quantile, send } from "./http-timing.mjs";
import { openSeeder } from "./recipe-seed.mjs";
import { POSTGRES_ADMIN_URL, postgresDatabase, signIn, startServer, stop, untilReady } from "./server-process.mjs";

const USES = 1_000;
const RUNS = Number(process.env.BENCH_MERGE_RUNS || 5);
/** Two foods per run, each with recipes of its own. */
const RECIPES = RUNS * 2 * USES;

async function benchEngine(label, engine, env, target) {
  const first = startServer(env);
  await untilReady(first);
  await stop(first);
  const seeder = await openSeeder({ engine, target });
  const server = startServer(env);
  try {
    await seeder.grow(RECIPES);
    await untilReady(server);
    const headers = await signIn(server);
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const fromFood = await seeder.foodUsedBy(`merged away ${run}`, run * 2 * USES, USES);
      const toFood = await seeder.foodUsedBy(`merged into ${run}`, (run * 2 + 1) * USES, USES);
      const startedAt = process.hrtime.bigint();
      const response = await send(server, headers, "PUT", "/api/foods/merge", { fromFood, toFood });
      times.push(Number(process.hrtime.bigint() - startedAt) / 1e6);
      if (response.status !== 200)
        throw new Error(`merge answered ${response.status}: ${JSON.stringify(response.body)}`);
      const total = async (url) => (await send(server, headers, "GET", url)).body.total;
      // The seeder leaves search texts as they were before the foods: only the merged recipes' were
      // refreshed, and now hold the kept food's name.
      const kept = await total(`/api/recipes?perPage=1&foods=${toFood}`);
      const refreshed = await total(`/api/recipes?perPage=1&search=${encodeURIComponent(`"merged into ${run}"`)}`);
      if (kept !== 2 * USES || refreshed !== USES) {
        throw new Error(`after the merge: ${kept} recipes use the kept food, ${refreshed} are found by its name`);
      }
    }
    times.sort((a, b) => a - b);
    return { label, median: quantile(times, 0.5), min: times[0], max: times[times.length - 1] };
  } finally {
    await stop(server);
    await seeder.close();
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;
console.log(
  `Larder merge benchmark on ${os.cpus().length} cores, Node ${process.version}: ${RECIPES.toLocaleString("en")} ` +
    `recipes; ${RUNS} merges of two foods used by ${USES.toLocaleString("en")} recipes each`,
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-organize-"));
try {
  const results = [];
  const sqliteDir = path.join(dataDir, "sqlite");
  results.push(await benchEngine("SQLite", "sqlite", { DATA_DIR: sqliteDir }, path.join(sqliteDir, "larder.db")));
  const postgres = await postgresDatabase("larder_bench_organize");
  if (postgres) {
    try {
      const env = { DATA_DIR: path.join(dataDir, "postgres"), DATABASE_URL: postgres.url };
      results.push(await benchEngine("PostgreSQL", "postgres", env, postgres.url));
    } finally {
      await postgres.drop();
    }
  } else {
    console.log(`PostgreSQL: skipped, nothing answers at ${POSTGRES_ADMIN_URL}`);
  }
  for (const { label, median, min, max } of results) {
    console.log(
      `${label}: merging two foods of ${USES.toLocaleString("en")} recipes each: median ${ms(median)} (${ms(min)} to ${ms(max)})`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
