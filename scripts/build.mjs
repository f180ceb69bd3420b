// Builds the server (tsc project references) and the web app (Vite), skipping what is up to date.
import { mtimeOf, mustRun, newestMtime } from "./lib.mjs";

const force = process.argv.includes("--force");
const configs = ["package-lock.json", "tsconfig.base.json", "tsconfig.json"];

const serverSources = newestMtime([
  "packages/shared",
  "packages/server/src",
  "packages/server/tsconfig.json",
  ...configs,
]);
if (force || serverSources > mtimeOf("packages/server/dist/main.js")) {
  console.log("Building the server...");
  mustRun("npx", ["tsc", "-b"]);
}

const webSources = newestMtime(["packages/shared/src", "packages/web", ...configs]);
if (force || webSources > mtimeOf("packages/web/dist/index.html")) {
  console.log("Type-checking and building the web app...");
  mustRun("npx", ["tsc", "-p", "packages/web"]);
  mustRun("npx", ["vite", "build", "packages/web", "--logLevel", "warn"]);
}

// The web app's server entry (packages/web/vite.ssr.config.ts), which the server renders first visits with.
if (force || webSources > mtimeOf("packages/web/dist-ssr/entry-server.js")) {
  console.log("Building the web app's server entry...");
  mustRun("npx", ["vite", "build", "-c", "packages/web/vite.ssr.config.ts", "packages/web", "--logLevel", "warn"]);
}
