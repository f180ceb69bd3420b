import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../../test-support/test-context.js";

/** SQLite's trigram index: a recipe's write queues it, and the queue is indexed in batches (migration 0019). */
const t = useTestContext();

async function queuedRecipes(): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count(*) as count from recipes_fts_queue`.execute(t.db);
  return Number(rows[0]?.count);
}

describe("SQLite's queue of recipes to index for search", () => {
  it("indexes queued recipes in the background, and after a restart", async () => {
    const owner = await t.newMember();
    const caller = t.as(owner);
    for (let index = 0; index < 5; index++) await caller.post("/api/recipes", { name: `Sorrelsoup ${index}` });
    await expect.poll(queuedRecipes, { timeout: 5_000 }).toBe(0);

    // A recipe committed but not yet indexed when the process stops is indexed after the restart.
    await t.services.searchIndex.stop();
    await caller.post("/api/recipes", { name: "Sorrelsoup late" });
    expect(await queuedRecipes()).toBe(1);
    await t.restart();
    expect((await t.as(owner).get("/api/recipes?search=sorrelsoup")).json().total).toBe(6);
    expect(await queuedRecipes()).toBe(0);
  });
});
