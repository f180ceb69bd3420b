import pg from "pg";

export type TestEngine = "sqlite" | "postgres";

/** The engine this test run targets (set per vitest project). */
export function testEngine(): TestEngine {
  return process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "sqlite";
}

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";

/** TEST_POSTGRES_URL when set, else the local server; fails with a clear message when neither answers. */
export async function postgresTestUrl(): Promise<string> {
  const url = process.env.TEST_POSTGRES_URL || LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return url;
  } catch (error) {
    throw new Error(`PostgreSQL tests need a server at ${url} (set TEST_POSTGRES_URL): ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}
