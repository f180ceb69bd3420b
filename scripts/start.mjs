// `npm start`: installs what is missing, builds what changed, and starts Larder (SQLite under ./data
// at http://localhost:9000 unless configured otherwise). When nothing changed the checks read a few
// file dates and spawn nothing, and the server then runs in this same process: no second Node
// beside it holding its own memory. Ctrl-C reaches the server's own signal handlers, which close it.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildNeeded, SERVER_MAIN } from "./build.mjs";
import { ensureInstalled } from "./ensure-installed.mjs";
import { mustRun, root, SERVER_NODE_FLAGS } from "./lib.mjs";

const missingFlags = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
if (missingFlags.length > 0) {
  // Started as `node scripts/start.mjs`, not through package.json's script: V8 takes its heap
  // flags only at launch.
  const child = spawn(process.execPath, [...missingFlags, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  ensureInstalled();
  // In a process of its own: the bundler and the type-checker would otherwise leave their memory in
  // the server's.
  if (buildNeeded()) mustRun(process.execPath, ["scripts/build.mjs"]);
  process.env.NODE_ENV ??= "production";
  process.chdir(root);
  await import(pathToFileURL(path.join(root, SERVER_MAIN)).href);
}
