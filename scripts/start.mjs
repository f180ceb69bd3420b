// `npm start`: installs what is missing, builds what changed, and starts Larder
// (SQLite under ./data at http://localhost:9000 unless configured otherwise).
import { spawn } from "node:child_process";
import { mustRun, root, SERVER_NODE_FLAGS } from "./lib.mjs";

mustRun(process.execPath, ["scripts/ensure-installed.mjs"]);
mustRun(process.execPath, ["scripts/build.mjs"]);

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "packages/server/dist/main.js"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
