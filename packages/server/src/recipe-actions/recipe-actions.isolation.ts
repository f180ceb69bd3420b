import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

const alphaActionBody = { actionType: "link", title: "Alpha's action", url: "https://alpha.example.com/recipes" };

/** Recipe actions: Alice's actions are neither listed, read, changed nor deleted by Bob. */
export function recipeActionIsolationProbes(w: IsolationWorld): Probes {
  const alphaRecipeAction = async (): Promise<{ id: string }> =>
    (await w.asAlice.post("/api/groups/recipe-actions", alphaActionBody)).json();
  return {
    "GET /api/groups/recipe-actions": async () => {
      const action = (await alphaRecipeAction()).id;
      const response = await w.asBob.get("/api/groups/recipe-actions?perPage=-1");
      expect(response.body).not.toContain(action);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/groups/recipe-actions": async () => {
      const response = await w.asBob.post("/api/groups/recipe-actions", alphaActionBody);
      expect(response.json().groupId).not.toBe(w.alpha.id);
    },
    "GET /api/groups/recipe-actions/:item_id": async () => {
      const response = await w.asBob.get(`/api/groups/recipe-actions/${(await alphaRecipeAction()).id}`);
      expect(response.statusCode).toBe(404);
      w.expectNoAlphaData(response.body);
    },
    "PUT /api/groups/recipe-actions/:item_id": async () => {
      const action = await alphaRecipeAction();
      const response = await w.asBob.put(`/api/groups/recipe-actions/${action.id}`, {
        ...alphaActionBody,
        title: "Bob's",
      });
      expect(response.statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/groups/recipe-actions/${action.id}`)).json()).toEqual(action);
    },
    "DELETE /api/groups/recipe-actions/:item_id": async () => {
      const action = await alphaRecipeAction();
      expect((await w.asBob.delete(`/api/groups/recipe-actions/${action.id}`)).statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/groups/recipe-actions/${action.id}`)).statusCode).toBe(200);
    },
  };
}
