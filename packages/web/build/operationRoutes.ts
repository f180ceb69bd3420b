import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { endpoints } from "../../shared/src/endpoints/index.ts";

const MODULE_ID = "virtual:operation-routes";
const RESOLVED_ID = `\0${MODULE_ID}`;
const SOURCES = fileURLToPath(new URL("../src/", import.meta.url));

/**
 * Serves `virtual:operation-routes`: the method and path of the operations the web app calls, as
 * `"GET recipes/:slug"` (the path below `/api/`), and nothing else. The client needs them at run
 * time; the endpoint table's zod schemas, which it needs only for its types, would put every schema
 * and zod itself into the first load, and the operations it never calls would weigh on it too.
 * An operation counts as called when its id appears as a string in the app's sources (tests
 * included): `api.call` takes the id as a literal, typed against the table.
 */
export function operationRoutes(): Plugin {
  return {
    name: "larder:operation-routes",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const named = namedInSources();
      const routes = Object.fromEntries(
        Object.entries(endpoints)
          .filter(([operationId]) => named.has(operationId))
          .map(([operationId, { method, path }]) => [operationId, `${method} ${path.replace(/^\/api\//, "")}`]),
      );
      return `export default ${JSON.stringify(routes)};`;
    },
  };
}

/** Every quoted word in the app's TypeScript sources. */
function namedInSources(): Set<string> {
  const named = new Set<string>();
  for (const file of fs.readdirSync(SOURCES, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, word] of fs.readFileSync(path.join(SOURCES, file), "utf8").matchAll(/["'`](\w+)["'`]/g)) {
      named.add(word as string);
    }
  }
  return named;
}
