import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { eventually } from "../test-support/eventually.js";
import { useTestContext } from "../test-support/test-context.js";
import { onPostgresServer } from "../test-support/test-database.js";

/**
 * The planner's statistics kept current while a library grows (PostgreSQL only: SQLite's planner
 * needs none for these lookups). PostgreSQL server only: PGlite keeps no activity counters.
 */
describe.skipIf(!onPostgresServer())("planner statistics", () => {
  const larder = useTestContext();

  /** How many of the group's recipes the planner expects a lookup by group to meet. */
  async function expectedRecipesOf(groupId: string): Promise<number> {
    const plan = await sql<{
      "QUERY PLAN": string;
    }>`explain select id from recipes where group_id = ${groupId}`.execute(larder.db);
    return Number(/rows=(\d+)/.exec(plan.rows[0]?.["QUERY PLAN"] ?? "")?.[1]);
  }

  it("analyses a table that grew, so that the planner knows how many recipes a group holds", async () => {
    const owner = await larder.newMember();
    const now = new Date();
    const rows = Array.from({ length: 2000 }, (_, index) => ({
      id: randomUUID(),
      group_id: owner.groupId,
      user_id: owner.id,
      name: `Recipe ${index}`,
      slug: `recipe-${index}`,
      name_normalized: `recipe ${index}`,
      date_added: "2026-11-27",
      created_at: now,
      update_at: now,
    }));
    await larder.db.insertInto("recipes").values(rows).execute();
    // Never analysed: the planner takes the group for a small part of the table. Looking up one
    // name or slug of a big group, it then walks the group's rows instead of the name's index.
    expect(await expectedRecipesOf(owner.groupId)).toBeLessThan(200);

    // The inserts' counters reach the statistics views within a second or so of their commit.
    await eventually(async () => {
      expect(await larder.services.plannerStatistics.refresh()).toContain("recipes");
    });
    expect(await expectedRecipesOf(owner.groupId)).toBe(2000);
    // Nothing changed since: nothing is analysed again.
    expect(await larder.services.plannerStatistics.refresh()).not.toContain("recipes");
  });
});
