import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** Recipe images and assets: Bob can put nothing on Alice's recipe. */
export function recipeMediaIsolationProbes(w: IsolationWorld): Probes {
  const eachTarget = w.eachFileRecipeTarget;
  return {
    "PUT /api/recipes/:slug/image": eachTarget(async (target) => {
      const response = await w.uploadAsBob(`/api/recipes/${target}/image`, "image", Buffer.from("x"), "PUT");
      expect(response.statusCode).toBe(404);
    }),
    "POST /api/recipes/:slug/image": eachTarget(async (target) => {
      const response = await w.asBob.post(`/api/recipes/${target}/image`, { url: "http://127.0.0.1:9/none.png" });
      expect(response.statusCode).toBe(404);
    }),
    "POST /api/recipes/:slug/assets": eachTarget(async (target) => {
      expect((await w.uploadAsBob(`/api/recipes/${target}/assets`, "file", Buffer.from("x"))).statusCode).toBe(404);
    }),
  };
}
