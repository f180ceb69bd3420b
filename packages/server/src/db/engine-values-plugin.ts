import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";
import { BOOLEAN_COLUMNS, TIMESTAMP_COLUMNS } from "./schema.js";

function toSqliteValue(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

class SqliteParameterTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: toSqliteValue(node.value) };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...super.transformPrimitiveValueList(node), values: node.values.map(toSqliteValue) };
  }
}

/**
 * SQLite has no boolean or timestamp type: this plugin writes booleans as 0/1 and Dates as ISO text,
 * and reads the columns listed in the schema back as booleans and Dates, so repositories see the
 * same values on SQLite as on PostgreSQL.
 */
export class SqliteValuesPlugin implements KyselyPlugin {
  readonly #transformer = new SqliteParameterTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const key of Object.keys(row)) {
        const value = row[key];
        if (BOOLEAN_COLUMNS.has(key) && typeof value === "number") row[key] = value !== 0;
        else if (TIMESTAMP_COLUMNS.has(key) && typeof value === "string") row[key] = new Date(value);
      }
    }
    return args.result;
  }
}
