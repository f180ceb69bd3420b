import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const sharedSource = fileURLToPath(new URL("./packages/shared/src/index.ts", import.meta.url));
const resolve = { alias: { "@larder/shared": sharedSource } };

/**
 * Server integration tests run twice: once on SQLite and once on PostgreSQL. `*.pg.int.test.ts`
 * hold what only a PostgreSQL server has (several instances on one database, LISTEN/NOTIFY), and
 * `*.sqlite.int.test.ts` what only SQLite has (its search index queue).
 */
const integration = (engine: "sqlite" | "postgres") => ({
  resolve,
  test: {
    name: `server-${engine}`,
    include: ["packages/server/src/**/*.int.test.ts"],
    exclude: [`packages/server/src/**/*.${engine === "sqlite" ? "pg" : "sqlite"}.int.test.ts`],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { resolve, test: { name: "shared", include: ["packages/shared/src/**/*.test.ts"] } },
      {
        resolve,
        test: {
          name: "server-unit",
          include: ["packages/server/src/**/*.test.ts"],
          exclude: ["packages/server/src/**/*.int.test.ts"],
        },
      },
      integration("sqlite"),
      integration("postgres"),
      "packages/web/vitest.config.ts",
    ],
  },
});
