// Installs the npm dependencies when they are missing or older than the lockfile, and makes sure
// the native SQLite driver loads (it compiles from source on Node 20).
import { spawnSync } from "node:child_process";
import { mtimeOf, mustRun, root } from "./lib.mjs";

const installedMarker = "node_modules/.package-lock.json";

if (mtimeOf(installedMarker) === 0) {
  console.log("Installing dependencies (the SQLite driver compiles, about a minute)...");
  mustRun("npm", ["ci", "--no-audit", "--no-fund"]);
} else if (mtimeOf(installedMarker) < Math.max(mtimeOf("package-lock.json"), mtimeOf("package.json"))) {
  console.log("Updating dependencies...");
  mustRun("npm", ["install", "--no-audit", "--no-fund"]);
}

const probe = spawnSync(process.execPath, ["-e", "new (require('better-sqlite3'))(':memory:').close()"], {
  cwd: `${root}/packages/server`,
  stdio: "pipe",
});
if (probe.status !== 0) {
  console.log("Rebuilding the SQLite driver for this Node version...");
  mustRun("npm", ["rebuild", "better-sqlite3"]);
}
