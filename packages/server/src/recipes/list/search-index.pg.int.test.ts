import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../../test-support/test-context.js";

/** PostgreSQL's trigram index gathers new entries in a short pending list (migration 0018). */
const t = useTestContext();

async function trigramIndexOptions(): Promise<string[] | undefined> {
  const { rows } = await sql<{ options: string[] | null }>`
    select reloptions as options from pg_class where oid = to_regclass('recipes_search_text_trgm_idx')`.execute(t.db);
  return rows[0] ? (rows[0].options ?? []) : undefined;
}

describe("PostgreSQL's trigram index of recipe search", () => {
  it("keeps a pending list of at most 256 kB", async (context) => {
    const options = await trigramIndexOptions();
    if (options === undefined) context.skip("pg_trgm is not available on this server");
    expect(options).toEqual(expect.arrayContaining(["fastupdate=on", "gin_pending_list_limit=256"]));
  });
});
