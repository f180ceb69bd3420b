/**
 * The loader of the bundled server (`dist/main.js`, scripts/server-loader.mjs) lends its own
 * `import()` under this name: the bundle runs as a script compiled from V8's code cache, and Node 20
 * serves no `import()` made by such a script's own code.
 */
const LENT_IMPORT = Symbol.for("larder.importModule");

/** `import()` of a module named at run time (a file URL or a package), in every form the server runs in. */
export function importModule(specifier: string): Promise<unknown> {
  const lent = (globalThis as { [LENT_IMPORT]?: (specifier: string) => Promise<unknown> })[LENT_IMPORT];
  return lent ? lent(specifier) : import(specifier);
}
