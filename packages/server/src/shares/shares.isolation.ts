import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** Share links: Alice's links are neither listed, read nor deleted by Bob, nor can he share her recipes. */
export function shareIsolationProbes(w: IsolationWorld): Probes {
  async function alphaShare(): Promise<{ id: string; recipeId: string }> {
    const recipe = await w.alphaSocialRecipe();
    return (await w.asAlice.post("/api/shared/recipes", { recipeId: recipe.id })).json();
  }
  return {
    "GET /api/shared/recipes": async () => {
      const share = await alphaShare();
      const response = await w.asBob.get("/api/shared/recipes");
      expect(response.body).not.toContain(share.id);
      expect((await w.asBob.get(`/api/shared/recipes?recipe_id=${share.recipeId}`)).json()).toEqual([]);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/shared/recipes": async () => {
      const share = await alphaShare();
      expect((await w.asBob.post("/api/shared/recipes", { recipeId: share.recipeId })).statusCode).toBe(404);
      const links = (await w.asAlice.get(`/api/shared/recipes?recipe_id=${share.recipeId}`)).json();
      expect(links.map((link: { id: string }) => link.id)).toEqual([share.id]);
    },
    "GET /api/shared/recipes/:item_id": async () => {
      const share = await alphaShare();
      const response = await w.asBob.get(`/api/shared/recipes/${share.id}`);
      expect(response.statusCode).toBe(404);
      w.expectNoAlphaData(response.body);
    },
    "DELETE /api/shared/recipes/:item_id": async () => {
      const share = await alphaShare();
      expect((await w.asBob.delete(`/api/shared/recipes/${share.id}`)).statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/shared/recipes/${share.id}`)).statusCode).toBe(200);
    },
  };
}
