import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogueProgress } from "../../scripts/catalogues.mjs";
import { operationRoutes } from "./build/operationRoutes.ts";
import { pureContracts } from "./build/pureContracts.ts";

/**
 * The server's copy of the app (`vite build -c vite.ssr.config.ts`): ssr/entry-server.tsx as
 * dist-ssr/entry-server.js, with every library inside dist-ssr, so that the server renders pages
 * (server/src/http/server-render.ts) without the web app's packages installed beside it. The server
 * loads it on the first page it renders, not at start-up, and the entry loads a page's code or a
 * language's catalogue when one is first rendered: in one file, the 40 catalogues' non-Latin-1
 * texts made V8 keep the whole 7.5 MB source as two bytes a character, and the first page cost
 * 46 MiB instead of 31. ASCII output (other characters escaped) keeps each file's source at one
 * byte a character.
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
    rolldownOptions: { output: { chunkFileNames: "chunk-[name]-[hash].js", charset: "ascii" } },
  },
});
