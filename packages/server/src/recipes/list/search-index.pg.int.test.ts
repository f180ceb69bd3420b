import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../../test-support/test-context.js";

/**
 * PostgreSQL's trigram index gathers new entries in a short pending list (migration 0018), which
 * every search reads: a recipe is found as soon as its write is committed, before the list is merged.
 */
const t = useTestContext();

async function trigramIndexOptions(): Promise<string[] | undefined> {
  const { rows } = await sql<{ options: string[] | null }>`
    select reloptions as options from pg_class where oid = to_regclass('recipes_search_text_trgm_idx')`.execute(t.db);
  return rows[0] ? (rows[0].options ?? []) : undefined;
}

describe("the trigram index of recipe search", () => {
  it("keeps a pending list of at most 256 kB", async (context) => {
    const options = await trigramIndexOptions();
    if (options === undefined) context.skip("pg_trgm is not available on this server");
    expect(options).toEqual(expect.arrayContaining(["fastupdate=on", "gin_pending_list_limit=256"]));
  });

  it("finds recipes at once, however many wait in the pending list", async () => {
    const owner = await t.newMember();
    const caller = t.as(owner);
    const found = async (term: string) =>
      (await caller.get(`/api/recipes?perPage=50&search=${encodeURIComponent(term)}`)).json().total;
    for (let index = 0; index < 30; index++) {
      const slug = (await caller.post("/api/recipes", { name: `Stew ${index}` })).json();
      const food = index % 2 === 0 ? "parsnip" : "celeriac";
      const put = await caller.put(`/api/recipes/${slug}`, {
        name: `Stew ${index}`,
        description: `batch ${index}`,
        recipeIngredient: [{ quantity: 1, note: `${food} number${index}x`, food: { name: food } }],
      });
      expect(put.statusCode).toBe(200);
      expect(await found(`number${index}x`)).toBe(1);
    }
    expect(await found("parsnip")).toBe(15);
    expect(await found("celeriac")).toBe(15);
    expect(await found("flour")).toBe(0);
  });
});
