// Backup and restore of a large library, on both engines: the server's own backup of 10,000
// recipes (BENCH_RECIPES) with three small generated WebP images each, then its restore, timed
// through the API, with the server's peak resident memory sampled meanwhile.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { openSeeder } from "./recipe-seed.mjs";
import { postgresDatabase, residentMiB, signIn, startServer, stop, untilReady } from "./server-process.mjs";

const RECIPES = Number(process.env.BENCH_RECIPES ?? 10000);
const VARIANTS = 16;

/** A few distinct images, a photo's worth of noise each, reused across recipes. */
async function images() {
  const made = [];
  for (let index = 0; index < VARIANTS; index++) {
    const noise = Buffer.alloc(320 * 240 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * (index + 7) * 2654435761) >>> 24;
    const raw = { raw: { width: 320, height: 240, channels: 3 } };
    made.push({
      original: await sharp(noise, raw).webp({ quality: 70 }).toBuffer(),
      tiny: await sharp(noise, raw).resize(64, 64).webp({ quality: 70 }).toBuffer(),
    });
  }
  return made;
}

async function writeImages(dataDir, groupId, ids) {
  const variants = await images();
  let bytes = 0;
  ids.forEach((id, index) => {
    const folder = path.join(dataDir, "groups", groupId, "recipes", id, "images");
    fs.mkdirSync(folder, { recursive: true });
    const { original, tiny } = variants[index % VARIANTS];
    fs.writeFileSync(path.join(folder, "original.webp"), original);
    fs.writeFileSync(path.join(folder, "min-original.webp"), original);
    fs.writeFileSync(path.join(folder, "tiny-original.webp"), tiny);
    bytes += original.length * 2 + tiny.length;
  });
  return bytes;
}

/** Runs `work` while sampling the server's resident memory; answers its seconds and the peak MiB. */
async function measured(server, work) {
  let peak = residentMiB(server.child.pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMiB(server.child.pid));
  }, 20);
  const startedAt = process.hrtime.bigint();
  try {
    const result = await work();
    return { seconds: Number(process.hrtime.bigint() - startedAt) / 1e9, peak, result };
  } finally {
    clearInterval(timer);
  }
}

async function call(server, headers, method, url) {
  const response = await fetch(`${server.url}${url}`, { method, headers });
  const body = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${body}`);
  return body ? JSON.parse(body) : null;
}

async function benchEngine(label, engine, env, target) {
  console.log(`\n${label}: seeding ${RECIPES.toLocaleString("en")} recipes with images...`);
  const first = startServer(env);
  await untilReady(first);
  await stop(first);
  const seeder = await openSeeder({ engine, target });
  try {
    await seeder.grow(RECIPES);
  } finally {
    await seeder.close();
  }
  const imageBytes = await writeImages(env.DATA_DIR, seeder.groupId, seeder.allIds);

  const server = startServer(env);
  try {
    await untilReady(server);
    const idle = residentMiB(server.child.pid);
    const headers = await signIn(server);
    const backup = await measured(server, () => call(server, headers, "POST", "/api/admin/backups"));
    const { imports } = await call(server, headers, "GET", "/api/admin/backups");
    const name = imports[0].name;
    const restore = await measured(server, () =>
      call(server, headers, "POST", `/api/admin/backups/${encodeURIComponent(name)}/restore`),
    );
    const again = await signIn(server);
    const page = await call(server, again, "GET", "/api/recipes?perPage=1");
    if (page.total !== RECIPES) throw new Error(`${label}: ${page.total} recipes after the restore, not ${RECIPES}`);
    return { label, idle, backup, restore, size: imports[0].size, imageBytes };
  } finally {
    await stop(server);
  }
}

console.log(
  `Larder backup benchmark on ${os.cpus().length} cores, Node ${process.version}: ${RECIPES.toLocaleString("en")} recipes, 3 WebP images each`,
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-backups-"));
const results = [];
try {
  const sqliteDir = path.join(dataDir, "sqlite");
  results.push(await benchEngine("SQLite", "sqlite", { DATA_DIR: sqliteDir }, path.join(sqliteDir, "larder.db")));
  const postgres = await postgresDatabase("larder_bench_backups");
  if (postgres) {
    try {
      const postgresDir = path.join(dataDir, "postgres");
      results.push(
        await benchEngine(
          "PostgreSQL",
          "postgres",
          { DATA_DIR: postgresDir, DB_ENGINE: "postgres", DATABASE_URL: postgres.url },
          postgres.url,
        ),
      );
    } finally {
      await postgres.drop();
    }
  } else {
    console.log("PostgreSQL: no server answers at TEST_POSTGRES_URL; skipped.");
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${"".padEnd(12)}│ backup (s) │ peak RSS │ restore (s) │ peak RSS │ idle RSS │ archive`);
const mib = (value) => `${value.toFixed(0)} MiB`.padStart(8);
for (const r of results) {
  const backup = `${r.backup.seconds.toFixed(1).padStart(10)} │ ${mib(r.backup.peak)}`;
  const restore = `${r.restore.seconds.toFixed(1).padStart(11)} │ ${mib(r.restore.peak)}`;
  const archive = `${r.size} (images ${(r.imageBytes / 1048576).toFixed(0)} MiB)`;
  console.log(`${r.label.padEnd(12)}│ ${backup} │ ${restore} │ ${mib(r.idle)} │ ${archive}`);
}
console.log("The restore's time includes the backup of the current data it makes first.");
