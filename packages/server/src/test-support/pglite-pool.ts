import type { PGlite } from "@electric-sql/pglite";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

/**
 * A Kysely connection pool over one in-process PGlite database, for machines without a PostgreSQL
 * server. PGlite has a single session, so connections are handed out one at a time, each with its
 * owner's search_path set, which keeps every test app in a schema of its own.
 */
export class PglitePool implements PostgresPool {
  private static queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly pglite: PGlite,
    private readonly schema: string,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const previous = PglitePool.queue;
    PglitePool.queue = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    await this.pglite.exec(`SET search_path TO ${this.schema}`);
    const { pglite } = this;
    async function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
      const result = await pglite.query<R>(sql, [...parameters]);
      return {
        command: result.command as PostgresQueryResult<R>["command"],
        rowCount: result.affectedRows ?? result.rows.length,
        rows: result.rows,
      };
    }
    // Kysely calls the cursor overload of query only for a dialect configured with `cursor`, which
    // the test database's dialect is not; the plain-query overload is all it uses here.
    return { query: query as PostgresPoolClient["query"], release };
  }

  async end(): Promise<void> {}
}
