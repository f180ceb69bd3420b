import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../../test-support/isolation-world.js";

/** The recipe list: no listing, search, tag or filter shows Bob one of Alice's recipes. */
export function recipeListIsolationProbes(w: IsolationWorld): Probes {
  return {
    "GET /api/recipes": async () => {
      const recipe = await w.alphaRecipe();
      const tagged = await w.asAlice.patch(`/api/recipes/${recipe.slug}`, {
        tags: [{ name: `Alpha list tag ${recipe.id}` }],
      });
      const tagId = tagged.json().tags[0].id;
      for (const query of [
        "?perPage=-1",
        `?search=${encodeURIComponent(recipe.name)}`,
        `?tags=${tagId}`,
        `?queryFilter=${encodeURIComponent(`id = ${recipe.id}`)}`,
        `?queryFilter=${encodeURIComponent(`tags.id = ${tagId}`)}`,
      ]) {
        const response = await w.asBob.get(`/api/recipes${query}`);
        expect(response.statusCode, query).toBe(200);
        expect(response.body).not.toContain(recipe.id);
        expect(response.body).not.toContain(recipe.name);
        w.expectNoAlphaData(response.body);
      }
    },
  };
}
