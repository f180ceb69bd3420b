import zlib from "node:zlib";
import { expect } from "vitest";
import { deflatedEntry, handmadeZip } from "../test-support/handmade-zips.js";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";
import { multipartForm } from "../test-support/multipart.js";

/** A migration lands in the caller's group; its report is read there only. */
export function migrationIsolationProbes(w: IsolationWorld): Probes {
  return {
    "POST /api/groups/migrations": async () => {
      const recipe = zlib.gzipSync(JSON.stringify({ name: "Bob's migrated pie", ingredients: "1 pie" }));
      const form = multipartForm(
        { migration_type: "paprika", add_migration_tag: "true" },
        {
          field: "archive",
          filename: "export.paprikarecipes",
          content: handmadeZip([deflatedEntry("Pie.paprikarecipe", recipe)]),
        },
      );
      const response = await w.asBob.upload("/api/groups/migrations", form);
      expect(response.statusCode).toBe(200);
      w.expectNoAlphaData(response.body);
      expect(response.json().groupId).toBe(w.bob.groupId);
      await w.t.services.migrations.idle();
      const recipeJson = (await w.asBob.get("/api/recipes/bobs-migrated-pie")).json();
      expect(recipeJson.groupId).toBe(w.bob.groupId);
      expect((await w.asAlice.get("/api/recipes/bobs-migrated-pie")).statusCode).toBe(404);
      expect((await w.asAlice.get(`/api/groups/reports/${response.json().id}`)).statusCode).toBe(404);
    },
  };
}
