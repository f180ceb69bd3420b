// `npm run bench:events`: what notifiers cost a change, and how fast the outbox is delivered, on
// SQLite and (when a server answers) PostgreSQL through the built server. The same run times
// `POST /api/recipes` in rounds that alternate between the group having no notifiers and five
// enabled ones that want "recipe created" (four receivers that answer at once, one that never
// answers): paced, one request every BENCH_EVENT_INTERVAL_MS (40 ms: changes as a household makes
// them, the deliveries sent between them; this is the time a request gains), alternating request
// by request between the group with the notifiers and a group without; and back to back in rounds
// (the deliveries' work competes with the next request for the two cores: the throughput cost).
// Then it posts a burst of recipes and times until the answering receivers have heard of all of
// them. Prints figures; asserts nothing.
// BENCH_BASELINE names another build's `packages/server/dist/main.js`, run first on each engine, so
// that before and after are measured in the same run.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { quantile, send } from "./http-timing.mjs";
import { postgresDatabase, signIn, startServer, stop, untilReady } from "./server-process.mjs";

const ROUNDS = Number(process.env.BENCH_EVENT_ROUNDS || 6);
const PER_ROUND = Number(process.env.BENCH_EVENT_REQUESTS || 50);
const BURST = Number(process.env.BENCH_EVENT_BURST || 300);
const INTERVAL_MS = Number(process.env.BENCH_EVENT_INTERVAL_MS || 40);
const BASELINE = process.env.BENCH_BASELINE && path.resolve(process.env.BENCH_BASELINE);

// The receivers run in a process of their own: handling the notifications in this one would hold
// up its reading of the very responses it times.
const RECEIVER = `
const http = require("node:http");
const server = http.createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    if (request.url.startsWith("/hang")) return;
    process.stdout.write("heard\\n");
    response.end("ok");
  });
});
server.listen(0, "127.0.0.1", () => process.stdout.write("port " + server.address().port + "\\n"));
`;
let heard = 0;
let onHeard = () => {};
const receiver = spawn(process.execPath, ["-e", RECEIVER], { stdio: ["ignore", "pipe", "inherit"] });
const host = await new Promise((resolve) => {
  readline.createInterface({ input: receiver.stdout }).on("line", (line) => {
    if (line.startsWith("port ")) resolve(`127.0.0.1:${line.slice(5)}`);
    else {
      heard += 1;
      onHeard();
    }
  });
});

/** One engine's run: the server started on `env`, figures printed under `label`. */
async function benchEngine(label, env, main) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-events-"));
  // Loopback receivers: the administrator's setting that opens the server's own addresses.
  const server = startServer({ ...env, DATA_DIR: dataDir, SCRAPER_ALLOW_PRIVATE_NETWORK: "true" }, main);
  try {
    await untilReady(server);
    const headers = await signIn(server);
    const notifiers = [];
    for (const [index, target] of ["a", "b", "c", "d", "hang"].entries()) {
      const created = await send(server, headers, "POST", "/api/groups/events/notifications", {
        name: `Receiver ${index}`,
        appriseUrl: `json://${host}/${target}`,
      });
      if (created.status !== 201) throw new Error(`notifier: ${created.status} ${JSON.stringify(created.body)}`);
      notifiers.push(created.body);
    }
    const setNotifiers = async (enabled) => {
      for (const notifier of notifiers) {
        const response = await send(server, headers, "PUT", `/api/groups/events/notifications/${notifier.id}`, {
          ...notifier,
          enabled,
          options: { recipeCreated: true },
        });
        if (response.status !== 200) throw new Error(`notifier update: ${response.status}`);
      }
    };
    // A second group that has no notifiers: paced requests alternate between the two groups one by
    // one, so that both halves see the same server at the same moment.
    const quietGroup = await send(server, headers, "POST", "/api/admin/groups", { name: "Quiet kitchen" });
    if (quietGroup.status !== 201) throw new Error(`group: ${quietGroup.status} ${JSON.stringify(quietGroup.body)}`);
    const quiet = { username: "quiet", password: "Quiet-Kitchen-Bench-42!" };
    const quietUser = await send(server, headers, "POST", "/api/admin/users", {
      ...quiet,
      fullName: "Quiet Cook",
      email: "quiet@example.com",
      group: "Quiet kitchen",
    });
    if (quietUser.status !== 201) throw new Error(`user: ${quietUser.status} ${JSON.stringify(quietUser.body)}`);
    const quietHeaders = await signIn(server, quiet);
    let made = 0;
    const postRecipe = async (as = headers) => {
      made += 1;
      const startedAt = process.hrtime.bigint();
      const response = await send(server, as, "POST", "/api/recipes", { name: `Bench recipe ${made}` });
      const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
      if (response.status !== 201) throw new Error(`POST /api/recipes answered ${response.status}`);
      return ms;
    };

    // Warm-up, then rounds alternating between none and five notifiers.
    await setNotifiers(false);
    for (let i = 0; i < 30; i++) await postRecipe();
    for (let i = 0; i < 30; i++) await postRecipe(quietHeaders);
    const times = { pacedNone: [], pacedFive: [], none: [], five: [] };
    await setNotifiers(true);
    for (let i = 0; i < ROUNDS * PER_ROUND * 2; i++) {
      const withNotifiers = i % 2 === 1;
      const ms = await postRecipe(withNotifiers ? headers : quietHeaders);
      (withNotifiers ? times.pacedFive : times.pacedNone).push(ms);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, INTERVAL_MS - ms)));
    }
    for (let round = 0; round < ROUNDS * 2; round++) {
      const withNotifiers = round % 2 === 1;
      await setNotifiers(withNotifiers);
      for (let i = 0; i < PER_ROUND; i++) (withNotifiers ? times.five : times.none).push(await postRecipe());
    }

    // Throughput: a burst of recipes, until the four answering receivers have heard of each.
    await setNotifiers(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    heard = 0;
    const expected = BURST * 4;
    const allHeard = new Promise((resolve) => {
      onHeard = () => heard >= expected && resolve();
    });
    const burstStart = process.hrtime.bigint();
    for (let i = 0; i < BURST; i++) await postRecipe();
    await allHeard;
    const burstSeconds = Number(process.hrtime.bigint() - burstStart) / 1e9;

    for (const list of Object.values(times)) list.sort((a, b) => a - b);
    const ms = (value) => `${value.toFixed(3)} ms`;
    const row = (label, list) =>
      `${label.padEnd(46)} median ${ms(quantile(list, 0.5))}   p90 ${ms(quantile(list, 0.9))}   (${list.length} requests)`;
    const added = (five, none) => ms(quantile(five, 0.5) - quantile(none, 0.5));
    console.log(`${label}:`);
    console.log(row(`paced (every ${INTERVAL_MS} ms), group without notifiers`, times.pacedNone));
    console.log(row(`paced, group with 5 notifiers (1 hangs)`, times.pacedFive));
    console.log(`added by the notifiers, paced (median): ${added(times.pacedFive, times.pacedNone)}`);
    console.log(row("back to back, no notifiers", times.none));
    console.log(row("back to back, 5 notifiers (1 hangs)", times.five));
    console.log(`added by the notifiers, back to back (median): ${added(times.five, times.none)}`);
    console.log(
      `delivered: ${expected} notifications of ${BURST} recipes in ${burstSeconds.toFixed(2)} s ` +
        `(${(expected / burstSeconds).toFixed(0)} per second, recipes posted one after another meanwhile)`,
    );
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Larder events benchmark on ${os.cpus().length} cores, Node ${process.version}`);
/** The baseline build first, when one is named, then this one. */
async function benchBuilds(label, env) {
  if (BASELINE) await benchEngine(`${label}, baseline (${BASELINE})`, env, BASELINE);
  await benchEngine(BASELINE ? `${label}, this build` : label, env);
}

try {
  await benchBuilds("SQLite", {});
  for (const build of BASELINE ? ["baseline", "current"] : ["current"]) {
    const postgres = await postgresDatabase(`larder_bench_events_${build}`);
    if (!postgres) {
      console.log("PostgreSQL: no server answers, skipped");
      break;
    }
    try {
      const env = { DATABASE_URL: postgres.url };
      if (build === "baseline") await benchEngine(`PostgreSQL, baseline (${BASELINE})`, env, BASELINE);
      else await benchEngine(BASELINE ? "PostgreSQL, this build" : "PostgreSQL", env);
    } finally {
      await postgres.drop();
    }
  }
} finally {
  receiver.kill();
}
