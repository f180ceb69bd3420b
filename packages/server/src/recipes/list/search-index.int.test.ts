import { describe, expect, it } from "vitest";
import { useTestContext } from "../../test-support/test-context.js";

/**
 * Each engine's trigram index of recipe search writes in batches: PostgreSQL's gathers entries in a
 * short pending list (migration 0018), SQLite's queues recipes and indexes them before a search and
 * from a timer (0019). Either way a search finds a recipe as soon as its write is committed.
 */
const t = useTestContext();

describe("the trigram index of recipe search", () => {
  it("finds recipes at once, however many wait to be indexed", async () => {
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

  it("forgets a recipe's old words and a deleted recipe at once", async () => {
    const owner = await t.newMember();
    const caller = t.as(owner);
    const found = async (term: string) =>
      (await caller.get(`/api/recipes?search=${encodeURIComponent(term)}`))
        .json()
        .items.map((item: { slug: string }) => item.slug);
    const first = (await caller.post("/api/recipes", { name: "Quincemarmalade tart" })).json();
    const second = (await caller.post("/api/recipes", { name: "Quincemarmalade cake" })).json();
    expect((await found("quincemarmalade")).sort()).toEqual([first, second].sort());

    const patched = await caller.patch(`/api/recipes/${first}`, { description: "", name: "Damsonjam tart" });
    expect(patched.statusCode).toBe(200);
    const renamed = patched.json().slug;
    expect(await found("quincemarmalade")).toEqual([second]);
    expect(await found("damsonjam")).toEqual([renamed]);

    expect((await caller.delete(`/api/recipes/${second}`)).statusCode).toBe(200);
    expect(await found("quincemarmalade")).toEqual([]);
    // A recipe made after a deletion may take the deleted one's place in the index: never its words.
    const third = (await caller.post("/api/recipes", { name: "Medlarcurd pie" })).json();
    expect(await found("quincemarmalade")).toEqual([]);
    expect(await found("medlarcurd")).toEqual([third]);
  });
});
