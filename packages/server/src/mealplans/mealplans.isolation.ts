import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/**
 * Meal plans: Alice's entries, rules, meal-plan categories and calendar feed are neither listed,
 * read, changed nor deleted by Bob; his own entries and rules cannot name her recipes or organizers,
 * and his random picks never choose her recipes.
 */
export function mealPlanIsolationProbes(w: IsolationWorld): Probes {
  let day = 0;
  /** A fresh day for each of Alice's entries, so that probes never see each other's. */
  const nextDay = () => {
    day += 1;
    return new Date(Date.UTC(2031, 0, day)).toISOString().slice(0, 10);
  };
  async function alphaEntry() {
    const recipe = await w.alphaRecipe();
    const created = await w.asAlice.post("/api/groups/mealplans", {
      date: nextDay(),
      entryType: "dinner",
      recipeId: recipe.id,
      title: "Alpha's dinner",
    });
    expect(created.statusCode).toBe(201);
    return created.json();
  }
  async function alphaRule() {
    const tag = await w.alphaOrganizer("tags");
    const created = await w.asAlice.post("/api/groups/mealplans/rules", { day: "monday", tags: [tag] });
    expect(created.statusCode).toBe(201);
    return created.json();
  }
  return {
    "GET /api/groups/mealplans": async () => {
      const entry = await alphaEntry();
      const response = await w.asBob.get(`/api/groups/mealplans?start_date=${entry.date}&end_date=${entry.date}`);
      expect(response.json().items).toEqual([]);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/groups/mealplans": async () => {
      const recipe = await w.alphaRecipe();
      const borrowing = await w.asBob.post("/api/groups/mealplans", { date: nextDay(), recipeId: recipe.id });
      expect(borrowing.statusCode).toBe(400);
      w.expectNoAlphaData(borrowing.body);
      const own = await w.asBob.post("/api/groups/mealplans", { date: nextDay(), title: "Bob's" });
      expect(own.json().groupId).not.toBe(w.alpha.id);
    },
    "GET /api/groups/mealplans/today": async () => {
      const recipe = await w.alphaRecipe();
      const today = await w.asAlice.get("/api/groups/mealplans/today");
      const date = today.headers.date ? new Date(String(today.headers.date)) : new Date();
      const local = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
      await w.asAlice.post("/api/groups/mealplans", { date: local, recipeId: recipe.id });
      const response = await w.asBob.get("/api/groups/mealplans/today");
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(recipe.id);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/groups/mealplans/random": async () => {
      for (let i = 0; i < 3; i += 1) await w.alphaRecipe();
      await w.asBob.post("/api/recipes", { name: `Bob's only dish ${nextDay()}` });
      // Alpha has many more recipes than Beta: a pick reaching past the group would soon land on one.
      for (let i = 0; i < 10; i += 1) {
        const response = await w.asBob.post("/api/groups/mealplans/random", { date: nextDay(), entryType: "dinner" });
        expect(response.statusCode).toBe(200);
        expect(response.json().recipe.groupId).toBe(w.beta.id);
        w.expectNoAlphaData(response.body);
      }
    },
    "GET /api/groups/mealplans/:item_id": async () => {
      const entry = await alphaEntry();
      const response = await w.asBob.get(`/api/groups/mealplans/${entry.id}`);
      expect(response.statusCode).toBe(404);
      w.expectNoAlphaData(response.body);
    },
    "PUT /api/groups/mealplans/:item_id": async () => {
      const entry = await alphaEntry();
      const response = await w.asBob.put(`/api/groups/mealplans/${entry.id}`, { date: entry.date, title: "Bob's" });
      expect(response.statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/groups/mealplans/${entry.id}`)).json()).toEqual(entry);
    },
    "DELETE /api/groups/mealplans/:item_id": async () => {
      const entry = await alphaEntry();
      expect((await w.asBob.delete(`/api/groups/mealplans/${entry.id}`)).statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/groups/mealplans/${entry.id}`)).statusCode).toBe(200);
    },
    "GET /api/groups/mealplans/rules": async () => {
      const rule = await alphaRule();
      const response = await w.asBob.get("/api/groups/mealplans/rules?perPage=-1");
      expect(response.body).not.toContain(rule.id);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/groups/mealplans/rules": async () => {
      const category = await w.alphaOrganizer("categories");
      const borrowing = await w.asBob.post("/api/groups/mealplans/rules", { categories: [category] });
      expect(borrowing.statusCode).toBe(400);
      const own = await w.asBob.post("/api/groups/mealplans/rules", { day: "friday" });
      expect(own.json().groupId).not.toBe(w.alpha.id);
    },
    "GET /api/groups/mealplans/rules/:item_id": async () => {
      const rule = await alphaRule();
      const response = await w.asBob.get(`/api/groups/mealplans/rules/${rule.id}`);
      expect(response.statusCode).toBe(404);
      w.expectNoAlphaData(response.body);
    },
    "PUT /api/groups/mealplans/rules/:item_id": async () => {
      const rule = await alphaRule();
      const response = await w.asBob.put(`/api/groups/mealplans/rules/${rule.id}`, { day: "sunday" });
      expect(response.statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/groups/mealplans/rules/${rule.id}`)).json()).toEqual(rule);
    },
    "DELETE /api/groups/mealplans/rules/:item_id": async () => {
      const rule = await alphaRule();
      expect((await w.asBob.delete(`/api/groups/mealplans/rules/${rule.id}`)).statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/groups/mealplans/rules/${rule.id}`)).statusCode).toBe(200);
    },
    "GET /api/groups/categories": async () => {
      const category = await w.alphaOrganizer("categories");
      await w.asAlice.put("/api/groups/categories", [category]);
      const response = await w.asBob.get("/api/groups/categories");
      expect(response.json()).toEqual([]);
      w.expectNoAlphaData(response.body);
    },
    "PUT /api/groups/categories": async () => {
      const category = await w.alphaOrganizer("categories");
      expect((await w.asBob.put("/api/groups/categories", [category])).statusCode).toBe(400);
      expect((await w.asBob.get("/api/groups/categories")).json()).toEqual([]);
    },
    "GET /api/groups/mealplans/calendar-feed": async () => {
      const alice = (await w.asAlice.post("/api/groups/mealplans/calendar-feed")).json();
      const response = await w.asBob.get("/api/groups/mealplans/calendar-feed");
      expect(response.json().url).not.toBe(alice.url);
    },
    "POST /api/groups/mealplans/calendar-feed": async () => {
      const entry = await alphaEntry();
      const bob = (await w.asBob.post("/api/groups/mealplans/calendar-feed")).json();
      const feed = await w.t.anonymous.get(new URL(bob.url).pathname);
      expect(feed.statusCode).toBe(200);
      expect(feed.body).not.toContain(`meal-plan-entry-${entry.id}@`);
      expect(feed.body).not.toContain("Alpha");
    },
    "DELETE /api/groups/mealplans/calendar-feed": async () => {
      const alice = (await w.asAlice.post("/api/groups/mealplans/calendar-feed")).json();
      await w.asBob.delete("/api/groups/mealplans/calendar-feed");
      expect((await w.t.anonymous.get(new URL(alice.url).pathname)).statusCode).toBe(200);
    },
  };
}
