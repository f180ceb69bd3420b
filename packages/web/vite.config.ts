import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  // The shared package is consumed from source, so the web needs no build of it first.
  resolve: { alias: { "@larder/shared": fileURLToPath(new URL("../shared/src/index.ts", import.meta.url)) } },
  build: { outDir: "dist", emptyOutDir: true },
  server: {
    proxy: { "/api": "http://localhost:9000" },
  },
});
