/**
 * The server package's folder (`packages/server/`). This module sits one folder below it in every
 * form the server runs in: `src/` under the tests, `dist/` as tsc emits it, and inside the bundled
 * `dist/main.js`, whose modules all share the bundle's own URL. Files found relative to a deeper
 * module's URL would be looked up in the wrong place once bundled.
 */
export const PACKAGE_ROOT = new URL("../", import.meta.url);
