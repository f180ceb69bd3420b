// Becomes `packages/server/dist/main.js` (scripts/build.mjs writes it there): starts the bundled
// server, `server.cjs` beside it, with V8's code cache. Node 20 keeps no compiled code between runs
// (no module.enableCompileCache), and compiling the 4 MB bundle and the functions start-up calls was
// a fifth of the start's CPU time and most of its peak native memory. The first start compiles as
// before and, once it listens and has answered its first requests, keeps what V8 compiled in
// `server.cjs.<key>.cache`; later starts read that instead of compiling. The key names this bundle
// (its size and date) and this Node (version, flags): a rebuilt bundle or another Node gets a cache
// of its own, and the build deletes the old ones. V8 checks the cache too and ignores one it cannot
// use; a folder that cannot be written to only means no cache.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire, Module } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

/** How long after listening the cache is written: the first requests' code is then compiled too. */
const CACHE_AFTER_MS = 500;

const bundle = fileURLToPath(new URL("./server.cjs", import.meta.url));

function cacheFileOf(bundleFile) {
  const { size, mtimeMs } = fs.statSync(bundleFile);
  const node = [process.version, process.arch, process.execArgv.join(" "), process.env.NODE_OPTIONS ?? ""];
  const key = createHash("sha1")
    .update([...node, size, mtimeMs].join("\n"))
    .digest("hex")
    .slice(0, 16);
  return `${bundleFile}.${key}.cache`;
}

function readIfThere(file) {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The bundle compiled as Node compiles a CommonJS module (same wrapper), from the cache when it has one. */
function compile(cacheFile) {
  const cachedData = readIfThere(cacheFile);
  // ASCII only (the build's `charset`): read as Latin-1, V8 keeps it as one byte a character.
  const wrapped = `(function (exports, require, module, __filename, __dirname) { ${fs.readFileSync(bundle, "latin1")}\n});`;
  const script = new vm.Script(wrapped, {
    filename: bundle,
    cachedData,
  });
  return { script, cached: cachedData !== undefined && !script.cachedDataRejected };
}

function keepCompiledCode(script, cacheFile) {
  try {
    // A read-only install: nothing to serialise for.
    fs.accessSync(path.dirname(cacheFile), fs.constants.W_OK);
    const partial = `${cacheFile}.${process.pid}`;
    fs.writeFileSync(partial, script.createCachedData());
    // Whole or not at all: instances started together may write it at the same time.
    fs.renameSync(partial, cacheFile);
  } catch {}
}

// Node 20 serves no import() made by a script compiled from a code cache (its host-defined options
// do not survive the cache): the bundle imports what it names at run time through this one
// (src/import-module.ts), and the build turns its other import() calls into require().
globalThis[Symbol.for("larder.importModule")] = (specifier) => import(specifier);

const cacheFile = cacheFileOf(bundle);
const { script, cached } = compile(cacheFile);
// Registered as Node registers a module it loads: the chunks reach the code they share with the
// bundle through require("./server.cjs"), which must find this one, not run the server again.
const require = createRequire(bundle);
const entry = new Module(bundle);
entry.filename = bundle;
require.cache[bundle] = entry;
script.runInThisContext()(entry.exports, require, entry, bundle, path.dirname(bundle));
entry.loaded = true;
if (!cached) {
  void Promise.resolve(entry.exports.started).then(() => {
    setTimeout(() => keepCompiledCode(script, cacheFile), CACHE_AFTER_MS).unref();
  });
}
