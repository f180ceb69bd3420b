import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** Imports land in the importer's own group. */
export function scraperIsolationProbes(w: IsolationWorld): Probes {
  return {
    "POST /api/recipes/create-url": async () => {
      // The isolation app keeps private addresses closed: the import is refused before any group is touched.
      const response = await w.asBob.post("/api/recipes/create-url", { url: "http://127.0.0.1:9/recipe" });
      expect(response.statusCode).toBe(400);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/recipes/test-scrape-url": async () => {
      const response = await w.asBob.post("/api/recipes/test-scrape-url", { url: "http://127.0.0.1:9/recipe" });
      expect(response.statusCode).toBe(400);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/recipes/create-from-image": async () => {
      // No OpenAI: refused before anything is read or written.
      const response = await w.asBob.post("/api/recipes/create-from-image", {});
      expect(response.statusCode).toBe(400);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/recipes/create-html-or-json": async () => {
      const response = await w.asBob.post("/api/recipes/create-html-or-json", {
        data: { "@type": "Recipe", name: "Bob's pasted pie", recipeIngredient: ["1 pie"] },
      });
      expect(response.statusCode).toBe(201);
      const recipe = (await w.asBob.get(`/api/recipes/${response.json()}`)).json();
      expect(recipe.groupId).toBe(w.bob.groupId);
      expect((await w.asAlice.get(`/api/recipes/${recipe.slug}`)).statusCode).toBe(404);
    },
    "POST /api/recipes/create-url/bulk": async () => {
      const response = await w.asBob.post("/api/recipes/create-url/bulk", {
        imports: [{ url: "http://127.0.0.1:9/x" }],
      });
      expect(response.statusCode).toBe(202);
      await w.t.services.scraper.idle();
      const report = (await w.asBob.get(`/api/groups/reports/${response.json().reportId}`)).json();
      expect(report.groupId).toBe(w.bob.groupId);
      expect((await w.asAlice.get(`/api/groups/reports/${report.id}`)).statusCode).toBe(404);
    },
  };
}
