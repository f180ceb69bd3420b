import { describe, expect, it } from "vitest";
import type { Member } from "../test-support/test-context.js";
import { useTestContext } from "../test-support/test-context.js";
import { MealieWebApp } from "./mealie-client.js";

/** Mealie v1.12's web app on its ingredient parser pages, replayed as it sends them. */
const t = useTestContext();

async function webAppOf(member: Member): Promise<MealieWebApp> {
  const { authorization } = await t.headersOf(member);
  return new MealieWebApp(t.app, authorization.slice("Bearer ".length));
}

describe("Mealie's web app: the ingredient parser", () => {
  it("parses a recipe's lines with {parser, ingredients} and reads input, confidence and ingredient", async () => {
    const app = await webAppOf(await t.newMember());
    for (const parser of ["nlp", "brute"]) {
      const response = await app.post("/api/parser/ingredients", {
        parser,
        ingredients: ["2 cups flour", "1 tsp salt"],
      });
      expect(response.statusCode, response.body).toBe(200);
      const [flour, salt] = response.json();
      expect(flour).toMatchObject({
        input: "2 cups flour",
        confidence: expect.any(Object),
        ingredient: { quantity: 2, unit: { name: expect.stringMatching(/cup/) }, food: { name: "flour" } },
      });
      expect(salt.ingredient).toMatchObject({ quantity: 1, food: { name: "salt" } });
    }
  });

  it("parses one line for the admin parser page with {parser, ingredient}", async () => {
    const app = await webAppOf(await t.newMember({ admin: true }));
    const response = await app.post("/api/parser/ingredient", { parser: "nlp", ingredient: "3 large eggs" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      confidence: expect.any(Object),
      ingredient: { quantity: 3, food: { name: expect.stringMatching(/egg/) } },
    });
  });

  it("answers the openai choice of the parser menu with a 400 naming the parsers it has", async () => {
    const app = await webAppOf(await t.newMember());
    const response = await app.post("/api/parser/ingredients", { parser: "openai", ingredients: ["1 egg"] });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toMatch(/nlp/);
  });
});
