import { type Kysely, type Migration, Migrator, sql } from "kysely";
import type { Engine } from "../database.js";
import type { Database } from "../schema.js";
import { foundation } from "./0001-foundation.js";
import { recipes } from "./0002-recipes.js";
import { recipeSearch } from "./0003-recipe-search.js";
import { groupReports } from "./0004-group-reports.js";
import { recipeListVersion } from "./0006-recipe-list-version.js";
import { recipeSummaries } from "./0007-recipe-summaries.js";
import { userSessions } from "./0008-user-sessions.js";
import { mealPlans } from "./0009-meal-plans.js";
import { jobRuns } from "./0010-job-runs.js";
import { shoppingLists } from "./0011-shopping-lists.js";
import { recipeFilterIndexes } from "./0012-recipe-filter-indexes.js";
import { events } from "./0013-events.js";
import { backupRestores } from "./0014-backup-restores.js";
import { commitTimeListVersion } from "./0015-commit-time-list-version.js";
import { recipeNameOrder } from "./0016-recipe-name-order.js";
import { userLocale } from "./0017-user-locale.js";
import { recipeSearchPendingList } from "./0018-recipe-search-pending-list.js";
import { recipeSearchQueue } from "./0019-recipe-search-queue.js";

/** Every schema migration in order. Names sort in the order they must run; never rename or edit a released one. */
function migrations(engine: Engine): Record<string, Migration> {
  return {
    "0001-foundation": foundation(engine),
    "0002-recipes": recipes(engine),
    "0003-recipe-search": recipeSearch(engine),
    "0004-group-reports": groupReports(engine),
    "0006-recipe-list-version": recipeListVersion(engine),
    "0007-recipe-summaries": recipeSummaries(engine),
    "0008-user-sessions": userSessions(engine),
    "0009-meal-plans": mealPlans(engine),
    "0010-job-runs": jobRuns(engine),
    "0011-shopping-lists": shoppingLists(engine),
    "0012-recipe-filter-indexes": recipeFilterIndexes(),
    "0013-events": events(engine),
    "0014-backup-restores": backupRestores(engine),
    "0015-commit-time-list-version": commitTimeListVersion(engine),
    "0016-recipe-name-order": recipeNameOrder(),
    "0017-user-locale": userLocale(),
    "0018-recipe-search-pending-list": recipeSearchPendingList(engine),
    "0019-recipe-search-queue": recipeSearchQueue(engine),
  };
}

/** The name of the last migration: the schema version a backup's rows are written for. */
export function latestSchemaVersion(): string {
  return migrationNames("sqlite").at(-1) as string;
}

/** The names of every migration, oldest first: a schema version is the name of the last one applied. */
export function migrationNames(engine: Engine): string[] {
  return Object.keys(migrations(engine));
}

/**
 * Brings a fresh schema (a restore's staging tables) to the migration `name` exactly, or to the
 * latest when `name` is absent.
 */
export async function migrateSchemaTo(db: Kysely<Database>, engine: Engine, name?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(engine) },
    migrationTableSchema: engine === "postgres" ? await currentSchema(db) : undefined,
  });
  const { error, results } = name ? await migrator.migrateTo(name) : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${cause}`);
  }
}

/** Brings the schema up to date; on PostgreSQL concurrent starters wait on Kysely's migration lock. */
export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (await isUpToDate(db, Object.keys(migrations(engine)))) return;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(engine) },
    // Kysely otherwise takes a migration table in any schema of the database for this one's.
    migrationTableSchema: engine === "postgres" ? await currentSchema(db) : undefined,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${cause}`);
  }
}

/** Whether the schema is up to date: every migration recorded (one read). */
export function isMigrated(db: Kysely<Database>, engine: Engine): Promise<boolean> {
  return isUpToDate(db, Object.keys(migrations(engine)));
}

/**
 * Whether every migration is already recorded: the usual case at start-up, answered by one read.
 * Kysely's migrator would first read the columns of every table to find its own.
 */
async function isUpToDate(db: Kysely<Database>, names: readonly string[]): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const recorded = new Set(rows.map((row) => row.name));
    return names.every((name) => recorded.has(name));
  } catch {
    // No migration table yet (a new database), or the read failed: the migrator decides and reports.
    return false;
  }
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("PostgreSQL has no current schema: check the search_path of the database user");
  return schema;
}
