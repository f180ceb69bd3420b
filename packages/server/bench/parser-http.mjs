// The HTTP part of `npm run bench:parser`: `POST /api/parser/ingredients` through the built server, as
// a client calls it, with a 30-line and a 100-line recipe, against a group of 300 foods and 40 units,
// on SQLite and (when a server answers at TEST_POSTGRES_URL) on PostgreSQL, in a schema of its own in
// that database. Times each call from sending to the parsed answer on one kept-alive connection; also
// reads the server's CPU time per call from /proc. Prints figures; asserts nothing. BENCH_BASELINE
// names another build's `packages/server/dist/main.js` to measure first, engine by engine, in the same run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { quantile, REQUESTS, send } from "./http-timing.mjs";
import { POSTGRES_ADMIN_URL, signIn, startServer, stop, untilReady } from "./server-process.mjs";

const TICK_MS = 1000 / 100;
/**
 * Calls before timing starts, per size: a server that has run for a while has compiled the parser's
 * hot paths; a few hundred lines are not enough for V8 to reach its optimised code.
 */
const WARM_UP = 100;
const SCHEMA = "larder_bench_parser";

/** The server process's CPU time so far (user + system), from /proc, in ms (10 ms ticks). */
function serverCpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function must(promise, what) {
  const response = await promise;
  if (response.status >= 300) throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

async function benchEngine(label, env, { lines, foodNames, unitNames }, main) {
  const server = startServer(env, main);
  try {
    await untilReady(server);
    const headers = await signIn(server);
    const call = (method, url, body) => must(send(server, headers, method, url, body), `${method} ${url}`);
    // Names that differ only in case or plural are one food or unit to the server (409): left out.
    for (const name of unitNames) await send(server, headers, "POST", "/api/units", { name });
    for (const name of foodNames) await send(server, headers, "POST", "/api/foods", { name });
    const results = [];
    for (const size of [30, 100]) {
      const recipes = Array.from({ length: 10 }, (_, index) => lines.slice(index * size, (index + 1) * size));
      const times = [];
      let cpuMs = 0;
      for (let i = 0; i < WARM_UP + REQUESTS; i++) {
        const body = { parser: "nlp", ingredients: recipes[i % recipes.length] };
        const cpuBefore = serverCpuMs(server.child.pid);
        const startedAt = process.hrtime.bigint();
        const parsed = await call("POST", "/api/parser/ingredients", body);
        const elapsed = Number(process.hrtime.bigint() - startedAt) / 1e6;
        if (parsed.length !== size) throw new Error(`${parsed.length} lines parsed of ${size}`);
        if (i >= WARM_UP) {
          times.push(elapsed);
          cpuMs += serverCpuMs(server.child.pid) - cpuBefore;
        }
      }
      times.sort((a, b) => a - b);
      results.push({ size, median: quantile(times, 0.5), p95: quantile(times, 0.95), cpu: cpuMs / times.length });
    }
    for (const { size, median, p95, cpu } of results) {
      console.log(
        `${label}: ${String(size).padStart(3)} lines: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, ` +
          `server CPU ${cpu.toFixed(2)} ms per call`,
      );
    }
  } finally {
    await stop(server);
  }
}

/** A schema of its own in the PostgreSQL database the tests use, or undefined when none answers. */
async function postgresSchema() {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  const run = async (sql) => {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await client.end();
  await run(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await run(`CREATE SCHEMA ${SCHEMA}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.searchParams.set("options", `-c search_path=${SCHEMA},public`);
  return { url: url.toString(), drop: () => run(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`) };
}

/** Runs the HTTP bench; `lines` are ingredient lines the model never trained on. */
export async function benchParserHttp(recipe) {
  console.log(
    `\nPOST /api/parser/ingredients through the built server (${os.cpus().length} cores, load average ` +
      `${os.loadavg()[0].toFixed(2)}): ${REQUESTS} timed calls after ${WARM_UP} warm-up per size, one kept-alive connection, ` +
      `a group of ${recipe.foodNames.length} foods and ${recipe.unitNames.length} units`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-parser-"));
  const builds = [{ name: "this build", main: undefined }];
  if (process.env.BENCH_BASELINE) builds.unshift({ name: "baseline", main: path.resolve(process.env.BENCH_BASELINE) });
  try {
    for (const [index, build] of builds.entries()) {
      const env = { DATA_DIR: path.join(dataDir, `sqlite-${index}`) };
      await benchEngine(`SQLite, ${build.name}`, env, recipe, build.main);
    }
    for (const [index, build] of builds.entries()) {
      const postgres = await postgresSchema();
      if (!postgres) {
        console.log(`PostgreSQL: skipped, nothing answers at ${POSTGRES_ADMIN_URL}`);
        return;
      }
      try {
        const env = { DATA_DIR: path.join(dataDir, `postgres-${index}`), DATABASE_URL: postgres.url };
        await benchEngine(`PostgreSQL, ${build.name}`, env, recipe, build.main);
      } finally {
        await postgres.drop();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
