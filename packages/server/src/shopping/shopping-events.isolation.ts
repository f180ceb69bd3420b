import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/**
 * The live view of a shopping list: Bob cannot follow Alice's list. He gets a 404 at once, no
 * stream is opened (the suite's `inject` would wait for it to end), and nobody listens in his name.
 */
export function shoppingEventsIsolationProbes(w: IsolationWorld): Probes {
  return {
    "GET /api/groups/shopping/lists/:item_id/events": async () => {
      const listId = randomUUID();
      const now = new Date();
      await w.t.db
        .insertInto("shopping_lists")
        .values({
          id: listId,
          group_id: w.alpha.id,
          user_id: w.alice.id,
          name: "Alpha's groceries",
          created_at: now,
          update_at: now,
        })
        .execute();
      const listeners = w.t.services.events.listenerCount;
      const response = await w.asBob.get(`/api/groups/shopping/lists/${listId}/events`);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).not.toContain("text/event-stream");
      expect(response.body).not.toContain("Alpha's groceries");
      w.expectNoAlphaData(response.body);
      expect(w.t.services.events.listenerCount).toBe(listeners);
    },
  };
}
