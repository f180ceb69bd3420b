// `npm run bench`: start-up time, resident memory and sign-in-protected request throughput of the
// built server, on SQLite and (when it answers) PostgreSQL. Prints figures; asserts nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { SERVER_NODE_FLAGS } from "../../../scripts/lib.mjs";
import {
  POSTGRES_ADMIN_URL,
  postgresDatabase,
  residentMiB,
  signIn,
  startServer,
  stop,
  untilReady,
} from "./server-process.mjs";

const STARTS = 5;
const LOAD_SECONDS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function benchEngine(label, env) {
  // The first start creates the schema and the admin; the measured starts find an existing database.
  const first = startServer(env);
  await untilReady(first);
  await stop(first);

  const startTimes = [];
  for (let i = 0; i < STARTS; i++) {
    const server = startServer(env);
    startTimes.push(await untilReady(server));
    await stop(server);
  }

  const server = startServer(env);
  await untilReady(server);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleRss = residentMiB(server.child.pid);

  const load = await autocannon({
    url: `${server.url}/api/users/self`,
    headers: await signIn(server),
    connections: 10,
    duration: LOAD_SECONDS,
  });
  const loadedRss = residentMiB(server.child.pid);
  await stop(server);

  console.log(`\n${label}`);
  console.log(
    `  start to first 200 on /api/app/about  median ${median(startTimes).toFixed(0)} ms  (runs: ${startTimes.map((t) => t.toFixed(0)).join(", ")} ms)`,
  );
  console.log(
    `  resident memory after start            ${idleRss.toFixed(1)} MiB  (after the load below: ${loadedRss.toFixed(1)} MiB)`,
  );
  console.log(
    `  GET /api/users/self                    ${load.requests.average.toFixed(0)} req/s  (p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, 10 connections, ${LOAD_SECONDS} s, ${load.non2xx} non-2xx)`,
  );
}

console.log(
  `Larder server benchmark on ${os.cpus().length} cores, Node ${process.version}, flags ${SERVER_NODE_FLAGS.join(" ")}`,
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-"));
try {
  await benchEngine("SQLite", { DATA_DIR: path.join(dataDir, "sqlite") });
  const postgres = await postgresDatabase("larder_bench");
  if (postgres) {
    try {
      await benchEngine("PostgreSQL", { DATA_DIR: path.join(dataDir, "postgres"), DATABASE_URL: postgres.url });
    } finally {
      await postgres.drop();
    }
  } else console.log(`\nPostgreSQL: skipped, nothing answers at ${POSTGRES_ADMIN_URL}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
