import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { BOOLEAN_COLUMNS, TIMESTAMP_COLUMNS } from "./schema.js";

/** A parameter as SQLite can bind it: booleans as 0/1, Dates as ISO text. */
export function toSqliteValue(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * SQLite has no boolean or timestamp type. Booleans and Dates are written as 0/1 and ISO text by the
 * statement wrapper in `database.ts` (`toSqliteValue`, on the bound parameters: cheaper than walking
 * every query's tree here); this plugin reads the columns listed in the schema back as booleans and
 * Dates, so repositories see the same values on SQLite as on PostgreSQL.
 */
export class SqliteValuesPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const [first] = args.result.rows;
    if (!first) return args.result;
    // Every row of a result has the same columns: find the ones to convert once.
    const booleans = Object.keys(first).filter((key) => BOOLEAN_COLUMNS.has(key));
    const timestamps = Object.keys(first).filter((key) => TIMESTAMP_COLUMNS.has(key));
    if (booleans.length === 0 && timestamps.length === 0) return args.result;
    for (const row of args.result.rows) {
      for (const key of booleans) {
        const value = row[key];
        if (typeof value === "number") row[key] = value !== 0;
      }
      for (const key of timestamps) {
        const value = row[key];
        if (typeof value === "string") row[key] = new Date(value);
      }
    }
    return args.result;
  }
}
