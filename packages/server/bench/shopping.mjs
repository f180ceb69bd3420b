// `npm run bench` (fourth part): the shopping list's heaviest write. On SQLite and PostgreSQL, a
// list of 300 items (half of them foods that recipes use) takes a recipe of 30 ingredients through
// the built server, `POST /api/groups/shopping/lists/{id}/recipe/{recipeId}`, answered with the
// whole list as the API does; each timed add is followed by an untimed removal, so that the list
// stays at 300 items. Prints the median and p95, and the server's CPU time per add (user + system,
// from /proc: what the add costs whatever else the machine is running); asserts nothing.
// BENCH_REQUESTS changes the count; BENCH_BASELINE names another build's `packages/server/dist/main.js` to
// measure first, engine by engine, in the same run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { quantile, REQUESTS, send, WARM_UP } from "./http-timing.mjs";
import { POSTGRES_ADMIN_URL, postgresDatabase, signIn, startServer, stop, untilReady } from "./server-process.mjs";

const LIST_ITEMS = 300;
const TICK_MS = 1000 / 100;

/** The server process's CPU time so far (user + system), from /proc, in ms (10 ms ticks). */
function serverCpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
const INGREDIENTS = 30;
const RECIPES = 10;

async function must(promise, what) {
  const response = await promise;
  if (response.status >= 300) throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

async function benchEngine(label, env, main) {
  const server = startServer(env, main);
  try {
    await untilReady(server);
    const headers = await signIn(server);
    const call = (method, url, body, what = `${method} ${url}`) => must(send(server, headers, method, url, body), what);
    const units = [];
    for (const name of ["cup", "gram", "tablespoon", "teaspoon", "piece"]) {
      units.push(await call("POST", "/api/units", { name }));
    }
    const foods = [];
    for (let i = 0; i < LIST_ITEMS; i++) foods.push(await call("POST", "/api/foods", { name: `Bench food ${i}` }));
    const list = await call("POST", "/api/groups/shopping/lists", { name: "Bench shop" });
    await call(
      "POST",
      "/api/groups/shopping/items/create-bulk",
      foods.map((food, i) => ({
        shoppingListId: list.id,
        foodId: food.id,
        unitId: units[i % units.length].id,
        quantity: 1 + (i % 4),
      })),
    );
    const recipeIds = [];
    for (let r = 0; r < RECIPES; r++) {
      const slug = await call("POST", "/api/recipes", { name: `Bench stew ${r}` });
      const ingredients = Array.from({ length: INGREDIENTS }, (_, i) => {
        // Half of the ingredients are foods already on the list (they merge), half are new lines.
        const food = i % 2 === 0 ? foods[(r * 37 + i * 11) % LIST_ITEMS] : undefined;
        return food
          ? {
              quantity: 1 + (i % 3),
              unit: { id: units[(r * 37 + i * 11) % units.length].id },
              food: { id: food.id },
              note: "",
            }
          : { quantity: 2, unit: null, food: null, note: `extra ${r}-${i}` };
      });
      const recipe = await call("PATCH", `/api/recipes/${slug}`, { recipeIngredient: ingredients });
      recipeIds.push(recipe.id);
    }
    const times = [];
    let cpuMs = 0;
    let items = 0;
    for (let i = 0; i < WARM_UP + REQUESTS; i++) {
      const recipeId = recipeIds[i % recipeIds.length];
      const url = `/api/groups/shopping/lists/${list.id}/recipe/${recipeId}`;
      const cpuBefore = serverCpuMs(server.child.pid);
      const startedAt = process.hrtime.bigint();
      const added = await call("POST", url, { recipeIncrementQuantity: 1 });
      const elapsed = Number(process.hrtime.bigint() - startedAt) / 1e6;
      items = added.listItems.length;
      if (i >= WARM_UP) {
        times.push(elapsed);
        cpuMs += serverCpuMs(server.child.pid) - cpuBefore;
      }
      await call("POST", `${url}/delete`, { recipeDecrementQuantity: 1 });
    }
    times.sort((a, b) => a - b);
    return { label, median: quantile(times, 0.5), p95: quantile(times, 0.95), cpu: cpuMs / times.length, items };
  } finally {
    await stop(server);
  }
}

console.log(
  `Larder shopping list benchmark on ${os.cpus().length} cores, Node ${process.version}: a ${INGREDIENTS}-ingredient ` +
    `recipe added to a list of ${LIST_ITEMS} items, ${REQUESTS} timed adds after ${WARM_UP} warm-up, one kept-alive connection`,
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-shopping-"));
try {
  const builds = [{ name: "this build", main: undefined }];
  if (process.env.BENCH_BASELINE) builds.unshift({ name: "baseline", main: path.resolve(process.env.BENCH_BASELINE) });
  const results = [];
  for (const build of builds) {
    const env = { DATA_DIR: path.join(dataDir, `sqlite-${results.length}`) };
    results.push(await benchEngine(`SQLite, ${build.name}`, env, build.main));
  }
  for (const build of builds) {
    const postgres = await postgresDatabase("larder_bench_shopping");
    if (!postgres) {
      console.log(`PostgreSQL: skipped, nothing answers at ${POSTGRES_ADMIN_URL}`);
      break;
    }
    try {
      const env = { DATA_DIR: path.join(dataDir, `postgres-${results.length}`), DATABASE_URL: postgres.url };
      results.push(await benchEngine(`PostgreSQL, ${build.name}`, env, build.main));
    } finally {
      await postgres.drop();
    }
  }
  for (const { label, median, p95, cpu, items } of results) {
    console.log(
      `${label}: add a recipe: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, server CPU ` +
        `${cpu.toFixed(1)} ms per add (list of ${items} items after it); load average ${os.loadavg()[0].toFixed(2)}`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
