import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** Comments: Alice's comments are neither listed, read, changed nor deleted by Bob, nor can he comment on her recipes. */
export function commentIsolationProbes(w: IsolationWorld): Probes {
  async function alphaComment(): Promise<{ id: string; text: string; recipeId: string }> {
    const recipe = await w.alphaSocialRecipe();
    return (await w.asAlice.post("/api/comments", { recipeId: recipe.id, text: "Alpha's secret tip" })).json();
  }
  return {
    "GET /api/comments": async () => {
      const comment = await alphaComment();
      const response = await w.asBob.get("/api/comments?perPage=-1");
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(comment.text);
      const filter = encodeURIComponent(`recipeId = "${comment.recipeId}"`);
      const filtered = await w.asBob.get(`/api/comments?queryFilter=${filter}`);
      expect(filtered.json().total).toBe(0);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/comments": async () => {
      const comment = await alphaComment();
      const response = await w.asBob.post("/api/comments", { recipeId: comment.recipeId, text: "Bob was here" });
      expect(response.statusCode).toBe(404);
      const onAlpha = (await w.asAlice.get(`/api/recipes/${comment.recipeId}/comments`)).json();
      expect(onAlpha.map((c: { text: string }) => c.text)).toEqual([comment.text]);
    },
    "GET /api/comments/:item_id": async () => {
      const comment = await alphaComment();
      const response = await w.asBob.get(`/api/comments/${comment.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(comment.text);
    },
    "PUT /api/comments/:item_id": async () => {
      const comment = await alphaComment();
      expect((await w.asBob.put(`/api/comments/${comment.id}`, { text: "Taken over" })).statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/comments/${comment.id}`)).json().text).toBe(comment.text);
    },
    "DELETE /api/comments/:item_id": async () => {
      const comment = await alphaComment();
      expect((await w.asBob.delete(`/api/comments/${comment.id}`)).statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/comments/${comment.id}`)).statusCode).toBe(200);
    },
    "GET /api/recipes/:slug/comments": async () => {
      const comment = await alphaComment();
      const response = await w.asBob.get(`/api/recipes/${comment.recipeId}/comments`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(comment.text);
    },
  };
}
