import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../../test-support/isolation-world.js";

/** The recipe list: no listing, search, tag or filter shows Bob one of Alice's recipes, nor counts them. */
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
    ...unorganizedProbe("/api/recipes/summary/untagged"),
    ...unorganizedProbe("/api/recipes/summary/uncategorized"),
  };

  /** Alice's new recipe has neither tags nor categories: Bob's summaries neither show nor count it. */
  function unorganizedProbe(path: string): Probes {
    return {
      [`GET ${path}`]: async () => {
        const bobsCount = (await w.asBob.get(`${path}?count=true`)).json();
        const recipe = await w.alphaRecipe();
        expect((await w.asAlice.get(path)).body).toContain(recipe.id);
        const response = await w.asBob.get(path);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain(recipe.id);
        w.expectNoAlphaData(response.body);
        expect((await w.asBob.get(`${path}?count=true`)).json()).toBe(bobsCount);
      },
    };
  }
}
