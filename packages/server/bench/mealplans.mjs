// `npm run bench` (third part): the meal planner's read on a household's three years of plans.
// Seeds 1,000 recipes and about 4,400 plan entries (1,096 days) into one group on SQLite and
// PostgreSQL, then times `GET /api/groups/mealplans` for a 31-day range (a different month each
// time, as a planner moving through the calendar asks) and a 7-day week through the built server.
// Prints figures; asserts nothing. BENCH_REQUESTS changes the number of timed requests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REQUESTS, timeRequests, WARM_UP } from "./http-timing.mjs";
import { openSeeder } from "./recipe-seed.mjs";
import { POSTGRES_ADMIN_URL, postgresDatabase, signIn, startServer, stop, untilReady } from "./server-process.mjs";

const RECIPES = 1_000;
const FIRST_DAY = "2024-01-01";
const DAYS = 1_096;

/** yyyy-MM-dd of FIRST_DAY plus `days`. */
function dayAfter(days) {
  const date = new Date(`${FIRST_DAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Ranges of `length` days starting at spread-out days of the three years. */
function ranges(length) {
  return Array.from({ length: 36 }, (_, i) => {
    const start = Math.floor((i * (DAYS - length)) / 36);
    return `/api/groups/mealplans?start_date=${dayAfter(start)}&end_date=${dayAfter(start + length - 1)}&perPage=-1`;
  });
}

async function benchEngine(label, engine, env, target) {
  const first = startServer(env);
  await untilReady(first);
  await stop(first);
  const seeder = await openSeeder({ engine, target });
  let entries;
  try {
    await seeder.grow(RECIPES);
    entries = await seeder.planMeals(FIRST_DAY, DAYS);
  } finally {
    await seeder.close();
  }
  const server = startServer(env);
  try {
    await untilReady(server);
    const headers = await signIn(server);
    const month = await timeRequests(server, headers, ranges(31));
    const week = await timeRequests(server, headers, ranges(7));
    return { label, entries, month, week };
  } finally {
    await stop(server);
  }
}

const ms = (value) => `${value.toFixed(2)} ms`;
console.log(
  `Larder meal plan benchmark on ${os.cpus().length} cores, Node ${process.version}: ${RECIPES.toLocaleString("en")} ` +
    `recipes, ${DAYS.toLocaleString("en")} days of plans; ${REQUESTS} sequential requests per figure after ${WARM_UP} ` +
    "warm-up, one kept-alive connection, compressed as for a browser",
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-mealplans-"));
try {
  const results = [];
  const sqliteDir = path.join(dataDir, "sqlite");
  results.push(await benchEngine("SQLite", "sqlite", { DATA_DIR: sqliteDir }, path.join(sqliteDir, "larder.db")));
  const postgres = await postgresDatabase("larder_bench_mealplans");
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
  for (const { label, entries, month, week } of results) {
    const statuses = [...new Set([...month.statuses.keys(), ...week.statuses.keys()])].join(", ");
    console.log(
      `${label}: ${entries.toLocaleString("en")} entries; 31 days: median ${ms(month.median)}, p95 ${ms(month.p95)}; ` +
        `7 days: median ${ms(week.median)}, p95 ${ms(week.p95)} (HTTP ${statuses})`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
