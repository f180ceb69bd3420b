import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** Cookbooks: Alice's cookbooks are neither listed, read, changed nor deleted by Bob, nor can his collect her organizers. */
export function cookbookIsolationProbes(w: IsolationWorld): Probes {
  /** A cookbook of Alpha's, collecting one of Alpha's categories. */
  async function alphaCookbook() {
    const category = await w.alphaOrganizer("categories");
    const body = { name: `Alpha's cookbook ${category.slug}`, categories: [category] };
    return (await w.asAlice.post("/api/groups/cookbooks", body)).json();
  }
  return {
    "GET /api/groups/cookbooks": async () => {
      const cookbook = await alphaCookbook();
      const response = await w.asBob.get("/api/groups/cookbooks?perPage=-1");
      expect(response.body).not.toContain(cookbook.id);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/groups/cookbooks": async () => {
      const alphaCategory = await w.alphaOrganizer("categories");
      const own = await w.asBob.post("/api/groups/cookbooks", { name: "Bob's" });
      expect(own.json().groupId).not.toBe(w.alpha.id);
      const borrowing = await w.asBob.post("/api/groups/cookbooks", { name: "Bob's", categories: [alphaCategory] });
      expect(borrowing.statusCode).toBe(400);
    },
    "PUT /api/groups/cookbooks": async () => {
      const cookbook = await alphaCookbook();
      const response = await w.asBob.put("/api/groups/cookbooks", [{ ...cookbook, name: "Bob's", position: 9 }]);
      expect(response.statusCode).toBe(404);
      const { recipes: _, ...unchanged } = (await w.asAlice.get(`/api/groups/cookbooks/${cookbook.id}`)).json();
      expect(unchanged).toEqual(cookbook);
    },
    "GET /api/groups/cookbooks/:item_id": async () => {
      const cookbook = await alphaCookbook();
      for (const idOrSlug of [cookbook.id, cookbook.slug]) {
        const response = await w.asBob.get(`/api/groups/cookbooks/${idOrSlug}`);
        expect(response.statusCode).toBe(404);
        w.expectNoAlphaData(response.body);
      }
    },
    "PUT /api/groups/cookbooks/:item_id": async () => {
      const cookbook = await alphaCookbook();
      expect((await w.asBob.put(`/api/groups/cookbooks/${cookbook.id}`, { name: "Bob's" })).statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/groups/cookbooks/${cookbook.id}`)).json().name).toBe(cookbook.name);
    },
    "DELETE /api/groups/cookbooks/:item_id": async () => {
      const cookbook = await alphaCookbook();
      expect((await w.asBob.delete(`/api/groups/cookbooks/${cookbook.id}`)).statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/groups/cookbooks/${cookbook.id}`)).statusCode).toBe(200);
    },
  };
}
