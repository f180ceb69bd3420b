import { type ColumnDataType, type Expression, sql } from "kysely";
import type { Engine } from "../database.js";

/** Column types and defaults that differ between the engines, so one migration serves both. */
export function columnTypes(engine: Engine) {
  const postgres = engine === "postgres";
  return {
    uuid: (postgres ? "uuid" : "text") as ColumnDataType,
    timestamp: (postgres ? "timestamptz" : "text") as ColumnDataType,
    boolean: (postgres ? "boolean" : "integer") as ColumnDataType,
    now: (postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`) as Expression<unknown>,
    bool: (value: boolean) => (postgres ? sql.lit(value) : sql.lit(value ? 1 : 0)) as Expression<unknown>,
    autoIncrementId: (postgres ? "serial" : "integer") as ColumnDataType,
    /** An 8-byte float: SQLite's REAL always is one; PostgreSQL's "real" is 4 bytes. */
    float: (postgres ? "double precision" : "real") as ColumnDataType,
  };
}
