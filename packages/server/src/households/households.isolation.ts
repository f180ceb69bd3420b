import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** Mealie 2's household calls: Bob's household is Beta, and Alpha's is nowhere in his reach. */
export function householdIsolationProbes(w: IsolationWorld): Probes {
  const bobList = async () => (await w.asBob.post("/api/households/shopping/lists", { name: "Bob's list" })).json();
  return {
    "GET /api/households/self": async () => {
      const response = await w.asBob.get("/api/households/self");
      expect(response.json()).toMatchObject({ id: w.beta.id, groupId: w.beta.id, name: "Beta", group: "Beta" });
      expect(response.json().users).toHaveLength(2);
      w.expectNoAlphaData(response.body);
    },
    "GET /api/households/members": async () => {
      const response = await w.asBob.get("/api/households/members?perPage=-1");
      expect(response.json().items).toHaveLength(2);
      w.expectNoAlphaData(response.body);
    },
    "GET /api/households/preferences": async () => {
      const response = await w.asBob.get("/api/households/preferences");
      expect(response.statusCode).toBe(200);
      w.expectNoAlphaData(response.body);
    },
    "PUT /api/households/preferences": async () => {
      const before = (await w.asAlice.get("/api/households/preferences")).json();
      const response = await w.asBob.put("/api/households/preferences", { privateHousehold: false, firstDayOfWeek: 4 });
      expect(response.statusCode).toBe(200);
      expect((await w.asAlice.get("/api/households/preferences")).json()).toEqual(before);
    },
    "GET /api/groups/households": async () => {
      const response = await w.asBob.get("/api/groups/households?perPage=-1");
      expect(response.json().items.map((household: { id: string }) => household.id)).toEqual([w.beta.id]);
      w.expectNoAlphaData(response.body);
    },
    "GET /api/groups/households/:household_slug": async () => {
      expect((await w.asBob.get(`/api/groups/households/${w.beta.slug}`)).json().id).toBe(w.beta.id);
      for (const alpha of [w.alpha.slug, w.alpha.id]) {
        const response = await w.asBob.get(`/api/groups/households/${alpha}`);
        expect(response.statusCode).toBe(404);
        w.expectNoAlphaData(response.body);
      }
    },
    "POST /api/households/shopping/lists/:item_id/recipe": async () => {
      const alphaList = (await w.asAlice.post("/api/households/shopping/lists", { name: "Alice's list" })).json();
      const recipe = await w.alphaRecipe();
      const own = await bobList();
      const intoOwn = await w.asBob.post(`/api/households/shopping/lists/${own.id}/recipe`, [{ recipeId: recipe.id }]);
      expect(intoOwn.statusCode).toBe(404);
      const bobsSlug = (await w.asBob.post("/api/recipes", { name: `Bob's bulk dish ${Date.now()}` })).json();
      const bobsRecipeId = (await w.asBob.get(`/api/recipes/${bobsSlug}`)).json().id;
      const intoAlice = await w.asBob.post(`/api/households/shopping/lists/${alphaList.id}/recipe`, [
        { recipeId: bobsRecipeId },
      ]);
      expect(intoAlice.statusCode).toBe(404);
      w.expectNoAlphaData(intoAlice.body);
      const still = (await w.asAlice.get(`/api/households/shopping/lists/${alphaList.id}`)).json();
      expect(still.recipeReferences).toEqual([]);
      expect(still.listItems).toEqual([]);
    },
  };
}
