// `npm run bench` (second part): the recipe API on a large library. Seeds 10,000 recipes into one
// group on SQLite and PostgreSQL, times the list and a two-word search (each asked again, as served
// from the page cache, and asked for the first time) and one recipe (a new one each time, and one
// asked again) and the filters Mealie's clients send (favourites, organizers, owner, last made) through
// the built server, then
// grows the library to 100,000 and times them again. Prints figures; asserts nothing (GUIDE §5:
// timings are never a test). BENCH_RECIPES, BENCH_RECIPES_LARGE and BENCH_REQUESTS change the sizes
// and the number of timed requests (for a quick run of the harness itself); BENCH_BASELINE names another
// build's `packages/server/dist/main.js` whose filter timings are taken on the large library first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../../scripts/lib.mjs";
import { REQUESTS, timeRequests, WARM_UP } from "./http-timing.mjs";
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

const SMALL = Number(process.env.BENCH_RECIPES || 10_000);
const LARGE = Number(process.env.BENCH_RECIPES_LARGE || 100_000);
const BASELINE = process.env.BENCH_BASELINE && path.resolve(process.env.BENCH_BASELINE);

/** The `total` a list answers for a URL, to show how much a search finds. */
async function totalOf(server, headers, url) {
  const response = await fetch(`${server.url}${url}`, { headers });
  if (response.status !== 200) return `HTTP ${response.status}`;
  return (await response.json()).total;
}

const searchUrl = (terms) => `/api/recipes?search=${encodeURIComponent(terms)}&perPage=50`;

/**
 * The filters and orders Mealie's clients send (its favourites page, its sort menu with "hide
 * recipes without a value", Mealie 2's organizer filters), each a page of 50 asked for the first time.
 */
async function filterUrls(server, headers) {
  const json = async (url) => (await fetch(`${server.url}${url}`, { headers })).json();
  const self = await json("/api/users/self");
  const [tag] = (await json("/api/organizers/tags?perPage=1&orderBy=name")).items;
  const [category] = (await json("/api/organizers/categories?perPage=1&orderBy=name")).items;
  const [tool] = (await json("/api/organizers/tools?perPage=1&orderBy=name")).items;
  const [newest] = (await json("/api/recipes?perPage=1&orderBy=dateAdded:desc")).items;
  const monthBefore = new Date(Date.parse(newest.dateAdded) - 30 * 86_400_000).toISOString().slice(0, 10);
  const page = (query) => `/api/recipes?page=1&perPage=50&${query}`;
  const filter = (text, order = "") => page(`queryFilter=${encodeURIComponent(text)}${order}`);
  return [
    ["favoritedBy.id = me", filter(`favoritedBy.id = "${self.id}"`)],
    ["tags.name = one tag", filter(`tags.name = "${tag.name}"`)],
    ["categories.slug IN [one]", filter(`categories.slug IN ["${category.slug}"]`)],
    ["tools.id = one tool", filter(`tools.id = ${tool.id}`)],
    ["user.id = owner", filter(`user.id = "${self.id}"`)],
    ["last_made IS NOT NULL, by it", filter("last_made IS NOT NULL", "&orderBy=last_made&orderDirection=desc")],
    ["dateAdded >= a month before", filter(`dateAdded >= ${monthBefore}`)],
    ["orderBy=user.username", page("orderBy=user.username:asc,name:asc")],
  ];
}

/** Each filter's number of matches and its timings, every request a first one (see `measure`). */
async function measureFilters(server, headers) {
  const filters = {};
  for (const [label, url] of await filterUrls(server, headers)) {
    const firstTime = Array.from({ length: WARM_UP + REQUESTS }, (_, i) => `${url}&paginationSeed=first-${i}`);
    filters[label] = {
      total: await totalOf(server, headers, url),
      timing: await timeRequests(server, headers, firstTime),
    };
  }
  return filters;
}

async function measure(server, headers, slugs) {
  // Each request asks for another recipe, spread over the whole library.
  const spread = Array.from(
    { length: WARM_UP + REQUESTS },
    (_, i) => slugs[Math.floor((i * slugs.length) / (WARM_UP + REQUESTS))],
  );
  const hits = {};
  for (const terms of SEARCHES) hits[terms] = await totalOf(server, headers, searchUrl(terms));
  // A page asked again comes from the server's page cache (valid until the group's recipes change);
  // a paginationSeed never asked before makes every request a first one, its recipes' list items
  // read from the database, where they are stored once made. Random order with a new seed each time
  // reaches recipes never listed before, whose items are made and stored on the way: the cost of a
  // list right after its recipes changed.
  const firstTime = (urls) =>
    Array.from({ length: WARM_UP + REQUESTS }, (_, i) => `${urls[i % urls.length]}&paginationSeed=first-${i}`);
  return {
    filters: await measureFilters(server, headers),
    list: await timeRequests(server, headers, ["/api/recipes?perPage=50"]),
    listFirst: await timeRequests(server, headers, firstTime(["/api/recipes?perPage=50"])),
    listRandom: await timeRequests(server, headers, firstTime(["/api/recipes?perPage=50&orderBy=random"])),
    search: await timeRequests(server, headers, SEARCHES.map(searchUrl)),
    searchFirst: await timeRequests(server, headers, firstTime(SEARCHES.map(searchUrl))),
    // Another recipe each time, so that none is served from the server's recent recipes.
    recipe: await timeRequests(
      server,
      headers,
      spread.map((slug) => `/api/recipes/${slug}`),
    ),
    recipeAgain: await timeRequests(server, headers, [`/api/recipes/${slugs[0]}`]),
    hits,
  };
}

async function seed(seeder, total) {
  const startedAt = Date.now();
  await seeder.grow(total, (done) => {
    if (process.stdout.isTTY)
      process.stdout.write(`\r  seeding ${done.toLocaleString("en")} / ${total.toLocaleString("en")}`);
  });
  if (process.stdout.isTTY) process.stdout.write("\r\x1b[K");
  return (Date.now() - startedAt) / 1000;
}

async function measuredServer(env, work, main) {
  const server = startServer(env, main);
  try {
    await untilReady(server);
    const result = await work(server, await signIn(server));
    return { ...result, rss: residentMiB(server.child.pid) };
  } finally {
    await stop(server);
  }
}

async function benchEngine(label, engine, env, target) {
  console.log(`\n${label}: migrating, then seeding ${SMALL.toLocaleString("en")} recipes...`);
  // The first start migrates the schema (search indexes included) and creates the administrator.
  const first = startServer(env);
  await untilReady(first);
  await stop(first);

  const seeder = await openSeeder({ engine, target });
  try {
    const seedSmall = await seed(seeder, SMALL);
    const small = await measuredServer(env, (server, headers) => measure(server, headers, seeder.slugs));
    console.log(`${label}: growing to ${LARGE.toLocaleString("en")} recipes...`);
    const seedLarge = await seed(seeder, LARGE);
    // The baseline build first, on the same library: the filters before and after in one run.
    const baseline = BASELINE ? await measuredServer(env, measureFilters, BASELINE) : undefined;
    const large = await measuredServer(env, (server, headers) => measure(server, headers, seeder.slugs));
    return { label, small, large, baseline, seedSmall, seedLarge };
  } finally {
    await seeder.close();
  }
}

const ms = (value) => (value === undefined ? "-" : `${value.toFixed(1)} ms`);
const cell = (timing) => {
  const failures = [...timing.statuses].filter(([status]) => status !== 200);
  if (failures.length > 0) return `HTTP ${failures.map(([status, n]) => `${status}×${n}`).join(" ")}`.padEnd(21);
  return `${ms(timing.median).padStart(9)} ${ms(timing.p95).padStart(10)} `;
};

function printTable(results) {
  const rows = [
    ["GET /api/recipes?perPage=50", "list", "< 5 ms"],
    ["  the same, first time", "listFirst", "< 5 ms"],
    ["  random order, new seed", "listRandom", "(items made)"],
    ["two-word search, perPage=50", "search", "< 15 ms / < 50 ms"],
    ["  the same, first time", "searchFirst", "< 15 ms / < 50 ms"],
    ["GET /api/recipes/{slug}", "recipe", "< 3 ms"],
    ["  the same recipe again", "recipeAgain", "< 3 ms"],
  ];
  const header = results.map((r) => r.label.padEnd(21)).join(" │ ");
  const sub = results.map(() => `${"median".padStart(9)} ${"p95".padStart(10)} `).join(" │ ");
  console.log(`\n${"".padEnd(32)}│ ${header} │ target (Mealie v1.12)`);
  console.log(`${"".padEnd(32)}│ ${sub} │`);
  for (const [size, key] of [
    [SMALL, "small"],
    [LARGE, "large"],
  ]) {
    console.log(`${`${size.toLocaleString("en")} recipes`.padEnd(32)}│`);
    for (const [name, metric, target] of rows) {
      const cells = results.map((r) => cell(r[key][metric])).join(" │ ");
      const mealie = { list: " (15.3 ms at 50 recipes)", recipe: " (18.6 ms)" }[metric] ?? "";
      console.log(`  ${name.padEnd(30)}│ ${cells} │ ${target}${mealie}`);
    }
  }
  console.log(`\n${"queryFilter / orderBy, first time".padEnd(32)}│ ${header} │ matches`);
  for (const [size, key] of [
    [SMALL, "small"],
    [LARGE, "large"],
  ]) {
    console.log(`${`${size.toLocaleString("en")} recipes`.padEnd(32)}│`);
    for (const label of Object.keys(results[0][key].filters)) {
      const cells = results.map((r) => cell(r[key].filters[label].timing)).join(" │ ");
      const totals = results.map((r) => r[key].filters[label].total).join(" / ");
      console.log(`  ${label.padEnd(30)}│ ${cells} │ ${totals}`);
    }
  }
  if (BASELINE) {
    console.log(`${`${LARGE.toLocaleString("en")}, baseline build`.padEnd(32)}│  (${BASELINE})`);
    for (const label of Object.keys(results[0].large.filters)) {
      const cells = results
        .map((r) => (r.baseline[label] ? cell(r.baseline[label].timing) : "-".padEnd(21)))
        .join(" │ ");
      console.log(`  ${label.padEnd(30)}│ ${cells} │`);
    }
  }
  console.log("\nSearch terms and how many recipes each finds:");
  for (const terms of SEARCHES) {
    const found = results.map((r) => `${r.label} ${r.small.hits[terms]} / ${r.large.hits[terms]}`).join(", ");
    console.log(`  "${terms}": ${found}  (at ${SMALL.toLocaleString("en")} / ${LARGE.toLocaleString("en")})`);
  }
  console.log("\nSeeding (straight into the tables) and the server's resident memory after the requests:");
  for (const r of results) {
    console.log(
      `  ${r.label.padEnd(10)} ${SMALL.toLocaleString("en")} in ${r.seedSmall.toFixed(1)} s, up to ${LARGE.toLocaleString("en")} in ${r.seedLarge.toFixed(1)} s more; RSS ${r.small.rss.toFixed(0)} MiB / ${r.large.rss.toFixed(0)} MiB`,
    );
  }
}

console.log(
  `Larder recipe benchmark on ${os.cpus().length} cores, Node ${process.version}, flags ${SERVER_NODE_FLAGS.join(" ")}: ` +
    `${REQUESTS} sequential requests per figure after ${WARM_UP} warm-up, one kept-alive connection, compressed as for a browser, times to the decoded body`,
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-recipes-"));
const results = [];
try {
  const sqliteDir = path.join(dataDir, "sqlite");
  results.push(await benchEngine("SQLite", "sqlite", { DATA_DIR: sqliteDir }, path.join(sqliteDir, "larder.db")));
  const postgres = await postgresDatabase("larder_bench_recipes");
  if (postgres) {
    try {
      const env = { DATA_DIR: path.join(dataDir, "postgres"), DATABASE_URL: postgres.url };
      results.push(await benchEngine("PostgreSQL", "postgres", env, postgres.url));
    } finally {
      await postgres.drop();
    }
  } else {
    console.log(`\nPostgreSQL: skipped, nothing answers at ${POSTGRES_ADMIN_URL}`);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
printTable(results);
