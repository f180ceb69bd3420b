import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogueProgress } from "../../scripts/catalogues.mjs";
import { operationRoutes } from "./build/operationRoutes.ts";
import { precompress } from "./build/precompress.ts";
import { pureContracts } from "./build/pureContracts.ts";
import { serviceWorker } from "./build/serviceWorker.ts";

const sharedSources = fileURLToPath(new URL("../shared/src/", import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  // Each language's percentage of the texts translated, counted from the catalogues as the app is
  // built (i18n/index.ts): a catalogue that lacks texts English has shows a lower figure.
  define: { __LOCALE_PROGRESS__: JSON.stringify(catalogueProgress()) },
  plugins: [react(), operationRoutes(), pureContracts(), serviceWorker(), precompress()],
  // The shared package is consumed from source, so the web needs no build of it first.
  resolve: { alias: { "@larder/shared": fileURLToPath(new URL("../shared/src/index.ts", import.meta.url)) } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page module needs, read by the server to hint a
    // page's code in index.html (server/src/http/page-hints.ts).
    manifest: true,
    // The first chunk holds React, MUI and the router on purpose (see codeSplitting below).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // The shared package's modules only declare things: one imported for a constant or a
      // function need not bring the rest of its file along (see pureContracts).
      treeshake: { moduleSideEffects: (id) => (id.startsWith(sharedSources) ? false : undefined) },
      output: {
        codeSplitting: {
          // Everything the entry imports statically is loaded first on every page anyway: in one
          // chunk it compresses better than in the two dozen pieces Rolldown otherwise makes of it
          // (pieces it shares with the lazy pages).
          groups: [{ name: "app", tags: ["$initial"] }],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:9000" },
  },
});
