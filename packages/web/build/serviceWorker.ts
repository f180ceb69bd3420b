import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import type { Plugin } from "vite";

const SOURCES = fileURLToPath(new URL("../src/", import.meta.url));
const WORKER_ENTRY = fileURLToPath(new URL("../src/serviceWorker/sw.ts", import.meta.url));

/**
 * The modules whose code the service worker keeps from the start, beside the app's own start-up
 * code: the shopping-list pages and what they load later (dialogs, reordering), the code that
 * sends changes made offline, and the toasts. Other pages are kept once visited.
 */
const OFFLINE_MODULES = [
  "pages/ShoppingList/",
  "pages/ShoppingLists/",
  "components/ShoppingSync/",
  "components/Toast/",
];

/** Files of public/ the installed app needs: its manifest and icons. */
const PUBLIC_FILES = [
  "/manifest.webmanifest",
  "/favicon.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-512.png",
];

interface ChunkLike {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Builds the service worker (src/serviceWorker/sw.ts) into `dist/sw.js`, beside index.html so that
 * it controls the whole site, with the list of files it keeps and a version that changes with them
 * (a changed sw.js is what makes browsers install the new build's worker).
 */
export function serviceWorker(): Plugin {
  return {
    name: "larder:service-worker",
    apply: "build",
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is ChunkLike & typeof file => file.type === "chunk");
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const kept = new Set<string>();
      const keep = (chunk: ChunkLike | undefined, withDynamic: boolean) => {
        if (!chunk || kept.has(chunk.fileName)) return;
        kept.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) kept.add(css);
        for (const name of chunk.imports) keep(byName.get(name), withDynamic);
        if (withDynamic) for (const name of chunk.dynamicImports) keepIfOffline(byName.get(name));
      };
      // A lazily loaded chunk is kept when it holds code of an offline module (and then with its own lazy parts).
      const keepIfOffline = (chunk: ChunkLike | undefined) => {
        if (chunk?.moduleIds.some(isOfflineModule)) keep(chunk, true);
      };
      for (const chunk of chunks) {
        if (chunk.isEntry) keep(chunk, false);
        else keepIfOffline(chunk);
      }
      const precache = ["/index.html", ...PUBLIC_FILES, ...[...kept].sort().map((file) => `/${file}`)];
      const version = createHash("sha256").update(precache.join("\n")).digest("hex").slice(0, 16);

      const { output } = await build({
        input: WORKER_ENTRY,
        write: false,
        platform: "browser",
        output: { format: "iife", minify: true },
      });
      const code = (output[0]?.code ?? "")
        .replaceAll("__BUILD_VERSION__", JSON.stringify(version))
        .replaceAll("__PRECACHE__", JSON.stringify(precache));
      this.emitFile({ type: "asset", fileName: "sw.js", source: code });
    },
  };
}

function isOfflineModule(id: string): boolean {
  return id.startsWith(SOURCES) && OFFLINE_MODULES.some((module) => id.startsWith(`${SOURCES}${module}`));
}
