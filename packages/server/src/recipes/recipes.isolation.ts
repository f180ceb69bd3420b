import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** Recipes: Alice creates one through the API; Bob aims every recipe route at it by slug and by id. */
export function recipeIsolationProbes(w: IsolationWorld): Probes {
  async function expectAliceRecipeUnchanged(recipe: { id: string; slug: string; name: string }) {
    const response = await w.asAlice.get(`/api/recipes/${recipe.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: recipe.slug, name: recipe.name, lastMade: null, description: "" });
  }
  const eachTarget =
    (probe: (target: string, recipe: { id: string; slug: string; name: string }) => Promise<void>) => async () => {
      const recipe = await w.alphaRecipe();
      for (const target of [recipe.slug, recipe.id]) await probe(target, recipe);
      await expectAliceRecipeUnchanged(recipe);
    };
  return {
    "POST /api/recipes": async () => {
      const recipe = await w.alphaRecipe();
      const response = await w.asBob.post("/api/recipes", { name: recipe.name });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toBe(recipe.slug);
      expect((await w.asBob.get(`/api/recipes/${recipe.slug}`)).json().id).not.toBe(recipe.id);
      await expectAliceRecipeUnchanged(recipe);
    },
    "GET /api/recipes/:slug": async () => {
      const recipe = await w.alphaRecipe();
      const response = await w.asBob.get(`/api/recipes/${recipe.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(recipe.name);
      w.expectNoAlphaData(response.body);
    },
    "PUT /api/recipes/:slug": eachTarget(async (target, recipe) => {
      const response = await w.asBob.put(`/api/recipes/${target}`, { name: "Taken over", description: "x" });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(recipe.id);
    }),
    "PATCH /api/recipes/:slug": eachTarget(async (target) => {
      expect((await w.asBob.patch(`/api/recipes/${target}`, { description: "x" })).statusCode).toBe(404);
    }),
    "DELETE /api/recipes/:slug": eachTarget(async (target) => {
      expect((await w.asBob.delete(`/api/recipes/${target}`)).statusCode).toBe(404);
    }),
    "POST /api/recipes/:slug/duplicate": eachTarget(async (target) => {
      const response = await w.asBob.post(`/api/recipes/${target}/duplicate`, { name: "Bob's copy" });
      expect(response.statusCode).toBe(404);
      expect((await w.asBob.get("/api/recipes/bob-s-copy")).statusCode).toBe(404);
    }),
    "PATCH /api/recipes/:slug/last-made": eachTarget(async (target) => {
      const response = await w.asBob.patch(`/api/recipes/${target}/last-made`, {
        timestamp: "2026-01-01T12:00:00Z",
      });
      expect(response.statusCode).toBe(404);
    }),
  };
}
