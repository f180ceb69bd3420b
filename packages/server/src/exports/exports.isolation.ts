import fs from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** Exports, zip imports and bulk actions: Bob exports, imports and changes only his own group's recipes. */
export function exportIsolationProbes(w: IsolationWorld): Probes {
  const bulk = "/api/recipes/bulk-actions";
  const eachTarget = w.eachFileRecipeTarget;
  async function alphaExport(): Promise<{ path: string; id: string }> {
    const recipe = await w.alphaFileRecipe();
    const exported = await w.asAlice.post("/api/recipes/bulk-actions/export", { recipes: [recipe.slug] });
    expect(exported.statusCode).toBe(202);
    return (await w.asAlice.get("/api/recipes/bulk-actions/export")).json()[0];
  }
  async function expectAliceExportKept(entry: { id: string }) {
    const list = (await w.asAlice.get("/api/recipes/bulk-actions/export")).json();
    expect(list.map((item: { id: string }) => item.id)).toContain(entry.id);
  }
  return {
    "GET /api/recipes/exports": async () => {
      const response = await w.asBob.get("/api/recipes/exports");
      expect(response.statusCode).toBe(200);
      w.expectNoAlphaData(response.body);
    },
    "GET /api/recipes/:slug/exports": eachTarget(async (target, recipe) => {
      const response = await w.asBob.get(`/api/recipes/${target}/exports?template_name=raw`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(recipe.id);
    }),
    "POST /api/recipes/:slug/exports": eachTarget(async (target) => {
      const response = await w.asBob.post(`/api/recipes/${target}/exports`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("token");
    }),
    "GET /api/recipes/:slug/exports/zip": eachTarget(async (target, recipe) => {
      const { token } = (await w.asAlice.post(`/api/recipes/${recipe.slug}/exports`)).json();
      const aimed = await w.asBob.get(`/api/recipes/${target}/exports/zip?token=${token}`);
      expect([403, 404]).toContain(aimed.statusCode);
      expect(aimed.body).not.toContain(recipe.id);
      const bobs = (await w.asBob.post("/api/recipes", { name: "Bob's zip target" })).json();
      const ownRecipe = await w.asBob.get(`/api/recipes/${bobs}/exports/zip?token=${token}`);
      expect(ownRecipe.statusCode).toBe(403);
    }),
    "POST /api/recipes/create-from-zip": async () => {
      const recipe = await w.alphaFileRecipe();
      const tag = await w.alphaOrganizer("tags");
      const json = { ...recipe, groupId: w.alpha.id, userId: w.alice.id, tags: [tag] };
      const archive = zipSync({ [`${recipe.slug}.json`]: Buffer.from(JSON.stringify(json)) });
      const response = await w.uploadAsBob("/api/recipes/create-from-zip", "archive", Buffer.from(archive));
      expect(response.statusCode).toBe(201);
      const copy = (await w.asBob.get(`/api/recipes/${response.json()}`)).json();
      expect(copy.id).not.toBe(recipe.id);
      expect(copy.groupId).toBe(w.bob.groupId);
      expect(copy.userId).toBe(w.bob.id);
      expect(copy.tags.map((t: { id: string }) => t.id)).not.toContain(tag.id);
      w.expectNoAlphaData(JSON.stringify(copy));
      await w.expectAliceFilesKept(recipe);
    },
    [`POST ${bulk}/tag`]: async () => {
      const recipe = await w.alphaFileRecipe();
      const tag = await w.alphaOrganizer("tags");
      const bobs = (await w.asBob.post("/api/recipes", { name: "Bob's tag target" })).json();
      const response = await w.asBob.post(`${bulk}/tag`, { recipes: [recipe.slug, bobs], tags: [tag] });
      expect(response.json().message).toBe("Tagged 1 recipe");
      const bobsTags = (await w.asBob.get(`/api/recipes/${bobs}`)).json().tags;
      expect(bobsTags.map((t: { id: string }) => t.id)).not.toContain(tag.id);
      await w.expectAliceFilesKept(recipe);
    },
    [`POST ${bulk}/categorize`]: async () => {
      const recipe = await w.alphaFileRecipe();
      const category = await w.alphaOrganizer("categories");
      const response = await w.asBob.post(`${bulk}/categorize`, { recipes: [recipe.slug], categories: [category] });
      expect(response.json().message).toBe("Categorized 0 recipes");
      await w.expectAliceFilesKept(recipe);
    },
    [`POST ${bulk}/settings`]: async () => {
      const recipe = await w.alphaFileRecipe();
      const settings = { public: false, locked: true };
      expect((await w.asBob.post(`${bulk}/settings`, { recipes: [recipe.slug], settings })).json().message).toBe(
        "Updated the settings of 0 recipes",
      );
      await w.expectAliceFilesKept(recipe);
    },
    [`POST ${bulk}/delete`]: async () => {
      const recipe = await w.alphaFileRecipe();
      expect((await w.asBob.post(`${bulk}/delete`, { recipes: [recipe.slug] })).json().message).toBe(
        "Deleted 0 recipes",
      );
      await w.expectAliceFilesKept(recipe);
    },
    [`POST ${bulk}/export`]: async () => {
      const recipe = await w.alphaFileRecipe();
      expect((await w.asBob.post(`${bulk}/export`, { recipes: [recipe.slug] })).statusCode).toBe(400);
      expect((await w.asBob.get(`${bulk}/export`)).body).not.toContain(recipe.slug);
    },
    [`GET ${bulk}/export`]: async () => {
      const entry = await alphaExport();
      const response = await w.asBob.get(`${bulk}/export`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(entry.id);
      w.expectNoAlphaData(response.body);
    },
    [`GET ${bulk}/export/download`]: async () => {
      const entry = await alphaExport();
      const response = await w.asBob.get(`${bulk}/export/download?path=${encodeURIComponent(entry.path)}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("fileToken");
    },
    [`DELETE ${bulk}/export/purge`]: async () => {
      const entry = await alphaExport();
      expect((await w.asBob.delete(`${bulk}/export/purge`)).statusCode).toBe(200);
      await expectAliceExportKept(entry);
      expect(fs.existsSync(path.join(w.t.config.dataDir, entry.path))).toBe(true);
    },
  };
}
