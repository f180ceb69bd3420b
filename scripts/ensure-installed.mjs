// Installs the npm dependencies when they are missing or older than the lockfile, and makes sure
// the native SQLite driver loads (it compiles from source on Node 20). `npm start` imports
// `ensureInstalled`; run alone it does the same.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { mtimeOf, mustRun, root } from "./lib.mjs";

const installedMarker = "node_modules/.package-lock.json";
const sqliteDriver = "node_modules/better-sqlite3/build/Release/better_sqlite3.node";
/**
 * Written once the driver has loaded in this Node (its native ABI inside): while it is newer than
 * the driver and the install, the next start skips the probe, a second node process.
 */
const sqliteStamp = "node_modules/.larder-sqlite-loads";
const abi = `${process.platform}-${process.arch}-${process.versions.modules}`;

/** Installs or rebuilds what is missing; spawns nothing when the stamps say all is in place. */
export function ensureInstalled() {
  if (mtimeOf(installedMarker) === 0) {
    console.log("Installing dependencies (the SQLite driver compiles, about a minute)...");
    mustRun("npm", ["ci", "--no-audit", "--no-fund"]);
  } else if (mtimeOf(installedMarker) < Math.max(mtimeOf("package-lock.json"), mtimeOf("package.json"))) {
    console.log("Updating dependencies...");
    mustRun("npm", ["install", "--no-audit", "--no-fund"]);
  }
  if (sqliteDriverChecked()) return;

  const probe = spawnSync(process.execPath, ["-e", "new (require('better-sqlite3'))(':memory:').close()"], {
    cwd: `${root}/packages/server`,
    stdio: "pipe",
  });
  if (probe.status !== 0) {
    console.log("Rebuilding the SQLite driver for this Node version...");
    mustRun("npm", ["rebuild", "better-sqlite3"]);
  }
  fs.writeFileSync(path.join(root, sqliteStamp), abi);
}

function sqliteDriverChecked() {
  const stamp = mtimeOf(sqliteStamp);
  if (stamp === 0 || stamp < Math.max(mtimeOf(sqliteDriver), mtimeOf(installedMarker))) return false;
  return fs.readFileSync(path.join(root, sqliteStamp), "utf8") === abi;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) ensureInstalled();
