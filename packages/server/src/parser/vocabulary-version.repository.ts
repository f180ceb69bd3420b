import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** The tables whose rows a parse result shows: the foods (with their labels) and units the lines are matched to. */
const VOCABULARY_TABLES = ["foods", "units", "labels"] as const;

/**
 * A cheap stamp of a group's foods, units and labels: how many there are and when the latest was
 * written, per table. Adding, changing or removing one changes the stamp, so the parser can keep
 * its matching index until then instead of reading every food and unit on every call.
 */
export class VocabularyVersionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async version(groupId: string): Promise<string> {
    const [first, ...others] = VOCABULARY_TABLES.map((table) =>
      this.db
        .selectFrom(table)
        .where("group_id", "=", groupId)
        .select((eb) => [eb.fn.countAll<string | number>().as("count"), eb.fn.max("update_at").as("latest")]),
    );
    let query = first as NonNullable<typeof first>;
    for (const other of others) query = query.unionAll(other);
    const rows = await query.execute();
    return rows
      .map((row) => {
        const latest = row.latest as unknown;
        return `${row.count}@${latest instanceof Date ? latest.toISOString() : String(latest)}`;
      })
      .join(";");
  }
}
