// Builds the server (tsc project references, then one bundle with Rolldown) and the web app (Vite),
// skipping what is up to date (`--force`: everything). `npm start` imports `buildNeeded`, which only
// reads file dates, and runs this script in a process of its own only when there is work.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { mtimeOf, mustRun, newestMtime, root } from "./lib.mjs";

export const SERVER_MAIN = "packages/server/dist/main.js";
/** What `dist/main.js` holds: the loader of the bundled server. */
const SERVER_LOADER = "scripts/server-loader.mjs";
/**
 * First line of the bundled `dist/main.js`. tsc writes an unbundled `dist/main.js` of its own when
 * `main.ts` changes (or `tsc -b` runs alone after a clean): the line tells the two apart.
 */
const BUNDLE_BANNER = "// Larder server bundle (scripts/build.mjs)";

/**
 * Left outside the bundle and loaded from node_modules: native addons. Bundled uses of `__dirname`
 * are on paths Larder does not take (pino's worker-thread transports, @fastify/swagger's reading of
 * its own package.json, caught: Larder names the version itself), except swagger-ui's (below).
 */
const SERVER_EXTERNALS = ["better-sqlite3", "sharp", "@node-rs/argon2", "pg-native"];

const SWAGGER_UI = "@fastify/swagger-ui";

/**
 * swagger-ui serves the pages and logo next to its code (`__dirname`). Bundled, its `__dirname`
 * becomes its folder in node_modules, found at run time: loaded from there instead, it brought a
 * second copy of @fastify/static and yaml, a tenth of the start's CPU time.
 */
const swaggerUiFiles = {
  name: "swagger-ui-files",
  transform(code, id) {
    const packageDir = path.join(root, "node_modules", SWAGGER_UI);
    if (!id.startsWith(packageDir + path.sep) || !code.includes("__dirname")) return null;
    const folder = path.relative(packageDir, path.dirname(id)).split(path.sep).join("/");
    const dirname = `require("node:path").join(require("node:path").dirname(require.resolve(${JSON.stringify(`${SWAGGER_UI}/package.json`)})), ${JSON.stringify(folder)})`;
    return code.replaceAll("__dirname", dirname);
  },
};

/**
 * @fastify/compress asks of every payload whether it is a fetch Response or a web stream with
 * `instanceof`, and Node loads undici (fetch) or its web streams the first time a program reads
 * either global: 20 ms and 10 MiB resident on the first answer of a server that may never fetch. A
 * payload that is not an object (a JSON text), a Buffer or a Node stream is neither, which these
 * checks now say before reading the globals.
 */
const compressPayloadChecks = {
  name: "compress-payload-checks",
  transform(code, id) {
    if (id !== path.join(root, "node_modules/@fastify/compress/lib/utils.js")) return null;
    let patched = code;
    for (const global of ["Response", "ReadableStream"]) {
      const check = `return obj instanceof ${global}\n`;
      if (!patched.includes(check)) throw new Error(`@fastify/compress changed: no "${check.trim()}" in ${id}`);
      patched = patched.replace(
        check,
        `return typeof obj === 'object' && obj !== null && !Buffer.isBuffer(obj) && typeof obj.pipe !== 'function' && obj instanceof ${global}\n`,
      );
    }
    return patched;
  },
};

const configs = ["package-lock.json", "tsconfig.base.json", "tsconfig.json"];

/** Whether the bundled server is older than its sources, or not there (tsc's unbundled output). */
function serverOutOfDate() {
  const main = path.join(root, SERVER_MAIN);
  if (!fs.existsSync(main)) return true;
  const sources = newestMtime([
    "packages/shared",
    "packages/server/src",
    "packages/server/tsconfig.json",
    SERVER_LOADER,
    // This script: the bundle's options and plugins.
    "scripts/build.mjs",
    ...configs,
  ]);
  if (sources > fs.statSync(main).mtimeMs) return true;
  const head = Buffer.alloc(BUNDLE_BANNER.length);
  const fd = fs.openSync(main, "r");
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  return head.toString("utf8") !== BUNDLE_BANNER;
}

/**
 * One CommonJS module for the server, `dist/server.cjs`, with the modules loaded on demand
 * (`import()`) in `dist/chunk-*.cjs`, and `dist/main.js`, the loader that runs it with V8's code cache
 * (scripts/server-loader.mjs; CommonJS because Node 20 can give a cache only to a script, not to an
 * ES module). Node then reads a few files at start instead of some two thousand, which halves the
 * time to the first answer. tsc's per-module output stays beside it for the benchmarks and scripts
 * that import single modules.
 */
async function bundleServer() {
  const { rolldown } = await import("rolldown");
  const serverDir = path.join(root, "packages/server");
  const bundle = await rolldown({
    input: path.join(serverDir, "src/main.ts"),
    platform: "node",
    tsconfig: path.join(serverDir, "tsconfig.json"),
    external: (id) => SERVER_EXTERNALS.some((name) => id === name || id.startsWith(`${name}/`)),
    plugins: [swaggerUiFiles, compressPayloadChecks],
    // The entry exports `started` (the loader waits on it), and by default an entry's exports are
    // kept exact: code it shares with an import()ed module then went to a chunk of its own, which
    // Node compiled at every start, outside the code cache (zod and the schemas, 800 kB). Allowed to
    // export more, the entry keeps that code.
    preserveEntrySignatures: "allow-extension",
    logLevel: "warn",
  });
  try {
    const dist = path.join(serverDir, "dist");
    // The last build's chunks, and the code caches of its bundle.
    for (const name of fs.existsSync(dist) ? fs.readdirSync(dist) : []) {
      if (name.startsWith("chunk-") || name.startsWith("server.cjs.")) fs.rmSync(path.join(dist, name));
    }
    await bundle.write({
      dir: dist,
      format: "cjs",
      entryFileNames: "server.cjs",
      // Beside server.cjs, not in a folder of their own: src/package-root.ts finds the package one
      // folder up from whichever file holds it.
      chunkFileNames: "chunk-[name]-[hash].cjs",
      // import() of a package left outside (sharp, jsdom) as require(): a script compiled from a code
      // cache has no import() of its own (src/import-module.ts).
      dynamicImportInCjs: false,
      // V8 keeps a module's whole source in memory, as two bytes a character once one character is
      // beyond Latin-1: with non-ASCII characters escaped and comments (some with "§") left out, the
      // bundle's source takes under 4 MB of heap instead of 9.
      charset: "ascii",
      comments: false,
    });
  } finally {
    await bundle.close();
  }
  // Last: its date is what serverOutOfDate compares.
  fs.writeFileSync(
    path.join(root, SERVER_MAIN),
    `${BUNDLE_BANNER}\n${fs.readFileSync(path.join(root, SERVER_LOADER), "utf8")}`,
  );
}

const webSources = () => newestMtime(["packages/shared/src", "packages/web", ...configs]);

function webOutOfDate(sources = webSources()) {
  return sources > mtimeOf("packages/web/dist/index.html");
}

/** The web app's server entry (`packages/web/vite.ssr.config.ts`), which renders first visits. */
function webServerEntryOutOfDate(sources = webSources()) {
  return sources > mtimeOf("packages/web/dist-ssr/entry-server.js");
}

/** Whether a build has anything to do: a few file dates, read without spawning anything. */
export function buildNeeded() {
  if (serverOutOfDate()) return true;
  const sources = webSources();
  return webOutOfDate(sources) || webServerEntryOutOfDate(sources);
}

/** Builds what changed since the last build (`force`: everything). */
export async function build({ force = false } = {}) {
  if (force || serverOutOfDate()) {
    console.log("Building the server...");
    mustRun("npx", ["tsc", "-b"]);
    await bundleServer();
  }
  if (force || webOutOfDate()) {
    console.log("Type-checking and building the web app...");
    mustRun("npx", ["tsc", "-p", "packages/web"]);
    mustRun("npx", ["vite", "build", "packages/web", "--logLevel", "warn"]);
  }
  if (force || webServerEntryOutOfDate()) {
    console.log("Building the web app's server entry...");
    mustRun("npx", ["vite", "build", "-c", "packages/web/vite.ssr.config.ts", "packages/web", "--logLevel", "warn"]);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await build({ force: process.argv.includes("--force") });
}
