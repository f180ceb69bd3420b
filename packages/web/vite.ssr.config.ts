import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogueProgress } from "../../scripts/catalogues.mjs";
import { operationRoutes } from "./build/operationRoutes.ts";
import { pureContracts } from "./build/pureContracts.ts";

/**
 * The server's copy of the app (`vite build -c vite.ssr.config.ts`): ssr/entry-server.tsx in one
 * file, dist-ssr/entry-server.js, with every library inside it, so that the server renders pages
 * (server/src/http/server-render.ts) without the web app's packages installed beside it. The server
 * loads it on the first page it renders, not at start-up.
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  // The same transforms of the app's code as the browser build (vite.config.ts), so that both render alike.
  plugins: [react(), operationRoutes(), pureContracts()],
  resolve: { alias: { "@larder/shared": fileURLToPath(new URL("../shared/src/index.ts", import.meta.url)) } },
  // React's production build: the development one checks more and renders several times slower.
  define: {
    "process.env.NODE_ENV": JSON.stringify("production"),
    __LOCALE_PROGRESS__: JSON.stringify(catalogueProgress()),
  },
  publicDir: false,
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: "src/ssr/entry-server.tsx",
    outDir: "dist-ssr",
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
