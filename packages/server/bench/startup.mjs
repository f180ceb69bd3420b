// `npm run bench`: start-up time and resident memory of Larder with an existing library
// (BENCH_STARTUP_RECIPES recipes, 10,000 unless told), on SQLite and (when it answers) PostgreSQL:
// the server process alone, and `npm start` as a user runs it (nothing changed since the last build),
// from the command to the first 200 on /api/app/about; the memory of everything `npm start` leaves
// running; then sign-in-protected request throughput. Prints figures; asserts nothing. Each start's
// CPU time (user and system, all threads) to the first 200 is printed beside its wall time: on a
// machine shared with other work it is the steadier of the two.
//
// BENCH_BASELINE names another build to measure first, in the same run: its
// `packages/server/dist/main.js`, or the checkout holding it (whose `npm start` is then timed too).
// BENCH_POSTGRES_DB names the database the PostgreSQL part creates and drops (larder_bench_startup);
// BENCH_STARTS, the starts measured each way (5).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { SERVER_NODE_FLAGS } from "../../../scripts/lib.mjs";
import { openSeeder } from "./recipe-seed.mjs";
import {
  cpuMilliseconds,
  freePort,
  POSTGRES_ADMIN_URL,
  postgresDatabase,
  residentMiB,
  signIn,
  startServer,
  stop,
  untilReady,
} from "./server-process.mjs";

const STARTS = Number(process.env.BENCH_STARTS || 5);
const LOAD_SECONDS = 5;
const RECIPES = Number(process.env.BENCH_STARTUP_RECIPES || 10_000);
/** How long a started server is left before its memory is read: what it does right after listening counts. */
const SETTLE_MS = 1000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const thisCheckout = fileURLToPath(new URL("../../../", import.meta.url));
const builds = [
  { name: "this build", checkout: thisCheckout, main: path.join(thisCheckout, "packages/server/dist/main.js") },
];
if (process.env.BENCH_BASELINE) builds.unshift({ name: "baseline", ...baselineBuild(process.env.BENCH_BASELINE) });

function baselineBuild(given) {
  const resolved = path.resolve(given);
  if (fs.statSync(resolved).isDirectory()) {
    return { checkout: resolved, main: path.join(resolved, "packages/server/dist/main.js") };
  }
  // A checkout's packages/server/dist/main.js: its `npm start` is timed when the checkout is whole.
  const checkout = path.resolve(resolved, "../../../..");
  const whole = fs.existsSync(path.join(checkout, "scripts/start.mjs"));
  return { checkout: whole ? checkout : undefined, main: resolved };
}

/** The process and its descendants, as /proc lists them: pid, parent, command line, resident MiB. */
function processTree(rootPid) {
  const all = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").join(" ").trim();
      all.push({ pid: Number(entry), parent, command });
    } catch {} // gone meanwhile
  }
  const tree = [];
  const visit = (pid) => {
    const own = all.find((proc) => proc.pid === pid);
    if (!own) return;
    try {
      tree.push({ ...own, rss: residentMiB(pid) });
    } catch {
      return;
    }
    for (const child of all.filter((proc) => proc.parent === pid)) visit(child.pid);
  };
  visit(rootPid);
  return tree;
}

/** `npm start` in the checkout, in a process group of its own (as a terminal's job is), timed from the spawn. */
function npmStart(checkout, env) {
  const port = freePort();
  const startedAt = process.hrtime.bigint();
  const child = spawn("npm", ["start"], {
    cwd: checkout,
    detached: true,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { child, port, startedAt, url: `http://127.0.0.1:${port}` };
}

/** Ctrl-C, as the terminal sends it: SIGINT to the whole group; whatever is left after 20 s is killed. */
async function stopGroup(server) {
  const groupAlive = () => {
    try {
      process.kill(-server.child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (groupAlive()) process.kill(-server.child.pid, "SIGINT");
  const deadline = Date.now() + 20_000;
  while (groupAlive()) {
    if (Date.now() > deadline) process.kill(-server.child.pid, "SIGKILL");
    await sleep(20);
  }
}

/** The server's own process in an `npm start` tree: the one running dist/main.js or the wrapper that imports it. */
function memoryOfTree(tree) {
  const isNpm = (proc) => /(^|\/)npm(-cli\.js)?( |$)/.test(proc.command) || proc.command.startsWith("sh -c");
  const server =
    tree.find((proc) => proc.command.includes("dist/main.js")) ??
    tree.find((proc) => proc.command.includes("scripts/start.mjs") && !proc.command.startsWith("sh -c"));
  const sum = (procs) => procs.reduce((total, proc) => total + proc.rss, 0);
  const npm = tree.filter(isNpm);
  const others = tree.filter((proc) => proc !== server && !isNpm(proc));
  return { total: sum(tree), npm: sum(npm), server: server?.rss ?? 0, others: sum(others), count: tree.length };
}

/** CPU time (user and system) of the process and its live descendants, and of the children they waited for. */
function treeCpuMilliseconds(rootPid) {
  let total = 0;
  for (const { pid } of processTree(rootPid)) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      total += ((Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 1000) / 100;
    } catch {} // gone meanwhile
  }
  return total;
}

async function benchBuild(build, env) {
  const alone = [];
  const aloneCpu = [];
  for (let i = 0; i < STARTS; i++) {
    const server = startServer(env, build.main);
    alone.push(await untilReady(server));
    aloneCpu.push(cpuMilliseconds(server.child.pid));
    await stop(server);
  }

  let npm;
  if (build.checkout) {
    // One start first, untimed: whatever its checks find out of date is then built, and the timed
    // starts find nothing changed.
    const warmUp = npmStart(build.checkout, env);
    try {
      await untilReady(warmUp);
    } finally {
      await stopGroup(warmUp);
    }
    const times = [];
    const cpu = [];
    let memory;
    for (let i = 0; i < STARTS; i++) {
      const started = npmStart(build.checkout, env);
      try {
        times.push(await untilReady(started));
        cpu.push(treeCpuMilliseconds(started.child.pid));
        if (i === STARTS - 1) {
          await sleep(SETTLE_MS);
          memory = memoryOfTree(processTree(started.child.pid));
        }
      } finally {
        await stopGroup(started);
      }
    }
    npm = { times, cpu, memory };
  }

  const server = startServer(env, build.main);
  try {
    await untilReady(server);
    await sleep(SETTLE_MS);
    const idleRss = residentMiB(server.child.pid);
    const load = await autocannon({
      url: `${server.url}/api/users/self`,
      headers: await signIn(server),
      connections: 10,
      duration: LOAD_SECONDS,
    });
    return { alone, aloneCpu, npm, idleRss, load, loadedRss: residentMiB(server.child.pid) };
  } finally {
    await stop(server);
  }
}

function report(label, { alone, aloneCpu, npm, idleRss, load, loadedRss }) {
  const runs = (times) => `runs: ${times.map((t) => t.toFixed(0)).join(", ")} ms`;
  console.log(`\n${label}`);
  console.log(
    `  server process alone, start to first 200 on /api/app/about  median ${median(alone).toFixed(0)} ms  (${runs(alone)})`,
  );
  console.log(
    `    its CPU time (user + system) to that 200                median ${median(aloneCpu).toFixed(0)} ms  (${runs(aloneCpu)})`,
  );
  if (npm) {
    const { total, npm: npmShare, server, others, count } = npm.memory;
    console.log(
      `  npm start (nothing changed) to first 200                   median ${median(npm.times).toFixed(0)} ms  (${runs(npm.times)})`,
    );
    console.log(
      `    CPU time of its processes to that 200                   median ${median(npm.cpu).toFixed(0)} ms  (${runs(npm.cpu)})`,
    );
    console.log(
      `  resident memory of what npm start leaves running           ${total.toFixed(1)} MiB in ${count} processes: ` +
        `npm (and its shell) ${npmShare.toFixed(1)}, server ${server.toFixed(1)}, other ${others.toFixed(1)} MiB`,
    );
  }
  console.log(
    `  server process alone, resident memory after start          ${idleRss.toFixed(1)} MiB  (after the load below: ${loadedRss.toFixed(1)} MiB)`,
  );
  console.log(
    `  GET /api/users/self                                        ${load.requests.average.toFixed(0)} req/s  (p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, 10 connections, ${LOAD_SECONDS} s, ${load.non2xx} non-2xx)`,
  );
}

/** Creates the schema (a first start of this build), then writes the library straight into the tables. */
async function prepareLibrary(engine, env, target) {
  const first = startServer(env);
  await untilReady(first);
  await stop(first);
  const seeder = await openSeeder({ engine, target });
  try {
    await seeder.grow(RECIPES);
  } finally {
    await seeder.close();
  }
  // The first start's daily backup is behind it; the measured starts find the library as a
  // running household's server would.
  const second = startServer(env);
  await untilReady(second);
  await sleep(SETTLE_MS);
  await stop(second);
}

async function benchEngine(engine, env, target) {
  await prepareLibrary(engine, env, target);
  for (const build of builds) {
    report(`${engine === "sqlite" ? "SQLite" : "PostgreSQL"}, ${build.name}`, await benchBuild(build, env));
  }
}

console.log(
  `Larder start-up benchmark on ${os.cpus().length} cores, Node ${process.version}, flags ${SERVER_NODE_FLAGS.join(" ")}, ` +
    `${RECIPES.toLocaleString("en")} recipes, ${STARTS} starts each; ${builds.map((build) => `${build.name}: ${build.checkout ?? build.main}`).join("; ")}`,
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-"));
try {
  const sqliteDir = path.join(dataDir, "sqlite");
  await benchEngine("sqlite", { DATA_DIR: sqliteDir }, path.join(sqliteDir, "larder.db"));
  const postgres = await postgresDatabase(process.env.BENCH_POSTGRES_DB || "larder_bench_startup");
  if (postgres) {
    try {
      await benchEngine(
        "postgres",
        { DATA_DIR: path.join(dataDir, "postgres"), DATABASE_URL: postgres.url },
        postgres.url,
      );
    } finally {
      await postgres.drop();
    }
  } else console.log(`\nPostgreSQL: skipped, nothing answers at ${POSTGRES_ADMIN_URL}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
