import type { Plugin } from "vite";
import { endpoints } from "../../shared/src/endpoints/index.ts";

const MODULE_ID = "virtual:operation-routes";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves `virtual:operation-routes`: the method and path of every operation of the shared endpoint
 * table, and nothing else, as `"GET recipes/:slug"` (the path below `/api/`). The web client needs them at run time; the table's zod schemas, which it
 * needs only for its types, would otherwise put every schema and zod itself into the first load.
 */
export function operationRoutes(): Plugin {
  return {
    name: "larder:operation-routes",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const routes = Object.fromEntries(
        Object.entries(endpoints).map(([operationId, { method, path }]) => [
          operationId,
          `${method} ${path.replace(/^\/api\//, "")}`,
        ]),
      );
      return `export default ${JSON.stringify(routes)};`;
    },
  };
}
