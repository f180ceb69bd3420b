import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/**
 * Shopping lists: Alice's lists and items are neither listed, read, changed nor deleted by Bob; his
 * lists and items cannot take her recipes, foods, labels or lists.
 */
export function shoppingIsolationProbes(w: IsolationWorld): Probes {
  async function alphaList() {
    const created = await w.asAlice.post("/api/groups/shopping/lists", { name: "Alpha's shop" });
    expect(created.statusCode).toBe(201);
    return created.json();
  }
  async function alphaItem() {
    const list = await alphaList();
    const created = await w.asAlice.post("/api/groups/shopping/items", {
      shoppingListId: list.id,
      note: "Alpha's tea",
    });
    expect(created.statusCode).toBe(201);
    return { list, item: created.json().createdItems[0] };
  }
  async function bobList() {
    return (await w.asBob.post("/api/groups/shopping/lists", { name: "Bob's shop" })).json();
  }
  const unchangedList = async (list: { id: string; name: string }) => {
    const now = await w.asAlice.get(`/api/groups/shopping/lists/${list.id}`);
    expect(now.statusCode).toBe(200);
    expect(now.json().name).toBe(list.name);
  };
  const unchangedItem = async (item: { id: string; note: string; checked: boolean }) => {
    const now = (await w.asAlice.get(`/api/groups/shopping/items/${item.id}`)).json();
    expect([now.note, now.checked]).toEqual([item.note, item.checked]);
  };
  return {
    "GET /api/groups/shopping/lists": async () => {
      const list = await alphaList();
      const response = await w.asBob.get("/api/groups/shopping/lists?perPage=-1");
      expect(response.body).not.toContain(list.id);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/groups/shopping/lists": async () => {
      const list = await bobList();
      expect(list.groupId).toBe(w.beta.id);
      w.expectNoAlphaData(JSON.stringify(list));
    },
    "GET /api/groups/shopping/lists/:item_id": async () => {
      const list = await alphaList();
      const response = await w.asBob.get(`/api/groups/shopping/lists/${list.id}`);
      expect(response.statusCode).toBe(404);
      w.expectNoAlphaData(response.body);
    },
    "PUT /api/groups/shopping/lists/:item_id": async () => {
      const list = await alphaList();
      const response = await w.asBob.put(`/api/groups/shopping/lists/${list.id}`, { ...list, name: "Bob's now" });
      expect(response.statusCode).toBe(404);
      await unchangedList(list);
    },
    "DELETE /api/groups/shopping/lists/:item_id": async () => {
      const list = await alphaList();
      expect((await w.asBob.delete(`/api/groups/shopping/lists/${list.id}`)).statusCode).toBe(404);
      await unchangedList(list);
    },
    "PUT /api/groups/shopping/lists/:item_id/label-settings": async () => {
      const list = await alphaList();
      const label = await w.alphaItem("/api/groups/labels");
      const theirs = await w.asBob.put(`/api/groups/shopping/lists/${list.id}/label-settings`, []);
      expect(theirs.statusCode).toBe(404);
      const own = await bobList();
      const borrowing = await w.asBob.put(`/api/groups/shopping/lists/${own.id}/label-settings`, [
        { labelId: label.id, position: 0 },
      ]);
      expect(borrowing.statusCode).toBe(400);
    },
    "POST /api/groups/shopping/lists/:item_id/recipe/:recipe_id": async () => {
      const list = await alphaList();
      const recipe = await w.alphaRecipe();
      const own = await bobList();
      expect((await w.asBob.post(`/api/groups/shopping/lists/${own.id}/recipe/${recipe.id}`)).statusCode).toBe(404);
      const bobsRecipe = (await w.asBob.post("/api/recipes", { name: `Bob's dish ${Date.now()}` })).json();
      const bobsRecipeId = (await w.asBob.get(`/api/recipes/${bobsRecipe}`)).json().id;
      expect((await w.asBob.post(`/api/groups/shopping/lists/${list.id}/recipe/${bobsRecipeId}`)).statusCode).toBe(404);
      await unchangedList(list);
    },
    "POST /api/groups/shopping/lists/:item_id/recipe/:recipe_id/delete": async () => {
      const list = await alphaList();
      const recipe = await w.alphaRecipe();
      await w.asAlice.post(`/api/groups/shopping/lists/${list.id}/recipe/${recipe.id}`);
      const response = await w.asBob.post(`/api/groups/shopping/lists/${list.id}/recipe/${recipe.id}/delete`);
      expect(response.statusCode).toBe(404);
      const still = (await w.asAlice.get(`/api/groups/shopping/lists/${list.id}`)).json();
      expect(still.recipeReferences).toHaveLength(1);
    },
    "GET /api/groups/shopping/lists/:item_id/events": async () => {
      const list = await alphaList();
      const response = await w.asBob.get(`/api/groups/shopping/lists/${list.id}/events`);
      expect(response.statusCode).toBe(404);
      w.expectNoAlphaData(response.body);
    },
    "GET /api/groups/shopping/items": async () => {
      const { item } = await alphaItem();
      const response = await w.asBob.get("/api/groups/shopping/items?perPage=-1");
      expect(response.body).not.toContain(item.id);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/groups/shopping/items": async () => {
      const list = await alphaList();
      const food = await w.alphaItem("/api/foods");
      const response = await w.asBob.post("/api/groups/shopping/items", { shoppingListId: list.id, note: "Bob's" });
      expect(response.statusCode).toBe(404);
      const own = await bobList();
      const borrowing = await w.asBob.post("/api/groups/shopping/items", { shoppingListId: own.id, foodId: food.id });
      expect(borrowing.statusCode).toBe(400);
      expect((await w.asAlice.get(`/api/groups/shopping/lists/${list.id}`)).json().listItems).toEqual([]);
    },
    "POST /api/groups/shopping/items/create-bulk": async () => {
      const list = await alphaList();
      const own = await bobList();
      const response = await w.asBob.post("/api/groups/shopping/items/create-bulk", [
        { shoppingListId: own.id, note: "Bob's" },
        { shoppingListId: list.id, note: "into Alice's" },
      ]);
      expect(response.statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/groups/shopping/lists/${list.id}`)).json().listItems).toEqual([]);
      expect((await w.asBob.get(`/api/groups/shopping/lists/${own.id}`)).json().listItems).toEqual([]);
    },
    "PUT /api/groups/shopping/items": async () => {
      const { item } = await alphaItem();
      const response = await w.asBob.put("/api/groups/shopping/items", [{ ...item, checked: true }]);
      expect(response.statusCode).toBe(404);
      await unchangedItem(item);
    },
    "DELETE /api/groups/shopping/items": async () => {
      const { item } = await alphaItem();
      expect((await w.asBob.delete(`/api/groups/shopping/items?ids=${item.id}`)).statusCode).toBe(404);
      await unchangedItem(item);
    },
    "GET /api/groups/shopping/items/:item_id": async () => {
      const { item } = await alphaItem();
      const response = await w.asBob.get(`/api/groups/shopping/items/${item.id}`);
      expect(response.statusCode).toBe(404);
      w.expectNoAlphaData(response.body);
    },
    "PUT /api/groups/shopping/items/:item_id": async () => {
      const { item } = await alphaItem();
      const own = await bobList();
      const moving = await w.asBob.put(`/api/groups/shopping/items/${item.id}`, { ...item, shoppingListId: own.id });
      expect(moving.statusCode).toBe(404);
      await unchangedItem(item);
    },
    "DELETE /api/groups/shopping/items/:item_id": async () => {
      const { item } = await alphaItem();
      expect((await w.asBob.delete(`/api/groups/shopping/items/${item.id}`)).statusCode).toBe(404);
      await unchangedItem(item);
    },
  };
}
