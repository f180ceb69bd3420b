import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { endpoints } from "../../shared/src/endpoints/index.ts";

const SOURCES = fileURLToPath(new URL("../src/", import.meta.url));

/** `"GET recipes/:slug"`: an operation's method and its path below `/api/`. */
const routes = new Map(
  Object.entries(endpoints).map(([operationId, { method, path }]) => [
    operationId,
    `${method} ${path.replace(/^\/api\//, "")}`,
  ]),
);

/**
 * Writes each operation's route in place of its id wherever the app's code names an operation
 * (`api.call("getRecipe", ...)` becomes `api.call("GET recipes/:slug", ...)`), so that the client
 * needs no table at run time: the endpoint table's zod schemas would bring every schema and zod
 * itself into the first load, and even a table of every route weighed a kilobyte. The code is typed
 * against the table before this runs; ids are camelCase verbs that nothing else in the app spells.
 */
export function operationRoutes(): Plugin {
  return {
    name: "larder:operation-routes",
    // After TypeScript is stripped, so that ids named in types are left alone (and gone).
    enforce: "post",
    transform(code, id) {
      if (!id.startsWith(SOURCES) || !/\.tsx?$/.test(id)) return null;
      const replaced = code.replace(/(["'])(\w+)\1/g, (literal, quote: string, word: string) => {
        const route = routes.get(word);
        return route === undefined ? literal : `${quote}${route}${quote}`;
      });
      return replaced === code ? null : { code: replaced, map: null };
    },
  };
}
