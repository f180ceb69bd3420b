import { type Kysely, type Migration, Migrator } from "kysely";
import type { Engine } from "../database.js";
import type { Database } from "../schema.js";
import { foundation } from "./0001-foundation.js";

/** Every schema migration in order. Names sort in the order they must run; never rename or edit a released one. */
function migrations(engine: Engine): Record<string, Migration> {
  return {
    "0001-foundation": foundation(engine),
  };
}

/** Brings the schema up to date; on PostgreSQL concurrent starters wait on Kysely's migration lock. */
export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(engine) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${cause}`);
  }
}
