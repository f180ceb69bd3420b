import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

/** The parser matches lines to the caller's own foods and units, never to another group's. */
export function parserIsolationProbes(w: IsolationWorld): Probes {
  return {
    "POST /api/parser/ingredient": async () => {
      const food = await w.alphaItem("/api/foods", { name: "Alpha saffron threads" });
      const response = await w.asBob.post("/api/parser/ingredient", { ingredient: "1 pinch alpha saffron threads" });
      expect(response.statusCode).toBe(200);
      expect(response.json().ingredient.food.id).toBeNull();
      expect(response.body).not.toContain(food.id);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/parser/ingredients": async () => {
      const unit = await w.alphaItem("/api/units", { name: "Alpha scoop" });
      const response = await w.asBob.post("/api/parser/ingredients", { ingredients: ["2 alpha scoop sugar"] });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(unit.id);
      w.expectNoAlphaData(response.body);
    },
  };
}
