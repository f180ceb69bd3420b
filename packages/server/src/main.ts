import { fileURLToPath } from "node:url";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config/config.js";

const webDir = fileURLToPath(new URL("../../web/dist", import.meta.url));
// Loaded on the first page the server renders, not at start-up (http/server-render.ts).
const serverEntry = fileURLToPath(new URL("../../web/dist-ssr/entry-server.js", import.meta.url));

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app } = await buildApp(config, { webDir, serverEntry });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Larder is ready at ${config.baseUrl} (database: ${config.database.engine}, data: ${config.dataDir})`);
}

/** Settles once the server listens: the bundle's loader (scripts/server-loader.mjs) then keeps its compiled code. */
export const started: Promise<void> = main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
