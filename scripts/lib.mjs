// Helpers for the project's own scripts. They run before dependencies are installed, so they use
// Node's standard library only.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Node flags for the server process. A 2 MiB young-generation semi-space keeps the idle server
 * well under 100 MiB resident; the benchmark measured no loss of throughput from it. Under many
 * clients at once, though, the young generation promotes the garbage of requests in flight, and V8
 * let the old generation grow to three times its live objects before collecting it (40 MiB live,
 * 130 MiB held after `npm run bench:load`'s mix): a fixed growth of 30% collects it sooner, 30 to 50
 * MiB less resident for a few percent more CPU under that load. package.json's `start` script passes
 * them to the node that runs `scripts/start.mjs`, which then runs the server in its own process
 * (started another way, it starts itself again with them).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=2", "--heap-growing-percent=30"];

/** The linters, run through npx the same way by `npm run lint` and `npm test`. */
export const LINTERS = [
  ["biome", ["biome", "check", "."]],
  ["oxlint", ["oxlint"]],
];

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Runs a command in the repository root, inheriting the terminal; returns its exit status. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Runs a command and stops the script when it fails. */
export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${status})`);
    process.exit(status);
  }
}

const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "dist-ssr"]);

/**
 * Newest modification time of the files under the given paths (node_modules and dist excluded).
 * `npm start` asks it of some thousand files each time: folders are told apart by their directory
 * entries, and only files (and links) are stat'ed, once each.
 */
export function newestMtime(paths) {
  let newest = 0;
  const visitFolder = (folder) => {
    for (const child of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, child.name);
      if (!child.isDirectory()) visit(full);
      else if (!SKIPPED_FOLDERS.has(child.name)) visitFolder(full);
    }
  };
  const visit = (entry) => {
    let stat;
    try {
      stat = fs.statSync(entry);
    } catch {
      return; // not there, or a link to nothing
    }
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else if (!SKIPPED_FOLDERS.has(path.basename(entry))) visitFolder(entry);
  };
  for (const entry of paths) visit(path.resolve(root, entry));
  return newest;
}

export function mtimeOf(file) {
  const full = path.resolve(root, file);
  return fs.existsSync(full) ? fs.statSync(full).mtimeMs : 0;
}
