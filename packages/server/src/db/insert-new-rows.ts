import type { Insertable, Kysely } from "kysely";
import type { Database } from "./schema.js";

/** Rows per statement: well under both engines' limits on parameters, even for wide tables. */
const CHUNK = 200;

type Table = "foods" | "units" | "labels";

/**
 * Inserts many rows in a few statements, leaving out those a unique index refuses (a name another
 * writer took meanwhile); answers how many went in.
 */
export async function insertNewRows<T extends Table>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const result = await db
      .insertInto(table as "foods")
      .values(rows.slice(start, start + CHUNK) as Insertable<Database["foods"]>[])
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}
