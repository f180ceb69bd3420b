import { beforeAll, describe, expect, it } from "vitest";
import { type Member, useTestContext } from "../test-support/test-context.js";

/**
 * A recipe read once is kept in memory under its stamp, which triggers move on every change it shows
 * (migration 0007). Each change here is made straight in the database, as another app instance or a
 * manual fix would, and the next read must show it.
 */

const t = useTestContext();
let cook: Member;
let recipeId: string;
let foodId: string;
let unitId: string;
let labelId: string;

async function call(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  const response = await t.as(cook).send(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

const read = () => call("GET", "/api/recipes/leek-soup");

beforeAll(async () => {
  const group = await t.newGroup({ name: "Recent Kitchen" });
  cook = await t.newMember({ group, username: "soupmaker", fullName: "Soup Maker", canOrganize: true });
  labelId = (await call("POST", "/api/groups/labels", { name: "Greens" })).id;
  foodId = (await call("POST", "/api/foods", { name: "leek", labelId })).id;
  unitId = (await call("POST", "/api/units", { name: "bunch", abbreviation: "bn" })).id;
  await call("POST", "/api/recipes", { name: "Leek Soup" });
  const recipe = await read();
  recipeId = recipe.id;
  await call("PUT", "/api/recipes/leek-soup", {
    ...recipe,
    recipeIngredient: [{ quantity: 2, unit: { id: unitId }, food: { id: foodId }, note: "sliced" }],
    recipeInstructions: [{ text: "Soften the leeks." }],
    notes: [],
  });
  await call("POST", "/api/comments", { recipeId, text: "Lovely" });
});

describe("a recipe read again", () => {
  it("shows its food, unit and label changed in the database", async () => {
    const db = t.db;
    expect((await read()).recipeIngredient[0]).toMatchObject({
      food: { name: "leek", label: { name: "Greens" } },
      unit: { name: "bunch" },
    });

    await db.updateTable("foods").set({ name: "baby leek" }).where("id", "=", foodId).execute();
    expect((await read()).recipeIngredient[0].food.name).toBe("baby leek");

    await db.updateTable("units").set({ name: "handful" }).where("id", "=", unitId).execute();
    expect((await read()).recipeIngredient[0].unit.name).toBe("handful");

    await db.updateTable("labels").set({ name: "Vegetables" }).where("id", "=", labelId).execute();
    expect((await read()).recipeIngredient[0].food.label.name).toBe("Vegetables");

    await db.deleteFrom("foods").where("id", "=", foodId).execute();
    expect((await read()).recipeIngredient[0].food).toBeNull();
  });

  it("shows steps, notes and its own columns changed in the database", async () => {
    const db = t.db;
    await read();
    await db
      .updateTable("recipe_instructions")
      .set({ text: "Sweat the leeks." })
      .where("recipe_id", "=", recipeId)
      .execute();
    expect((await read()).recipeInstructions.map((step: { text: string }) => step.text)).toEqual(["Sweat the leeks."]);

    await db
      .insertInto("recipe_notes")
      .values({ recipe_id: recipeId, position: 0, title: "Tip", text: "Wash well" })
      .execute();
    expect((await read()).notes).toEqual([{ title: "Tip", text: "Wash well" }]);

    await db.updateTable("recipes").set({ recipe_yield: "6 bowls" }).where("id", "=", recipeId).execute();
    expect((await read()).recipeYield).toBe("6 bowls");
  });

  it("shows a commenter renamed, and a comment removed, in the database", async () => {
    const db = t.db;
    expect((await read()).comments.map((comment: { user: { username: string } }) => comment.user.username)).toEqual([
      "soupmaker",
    ]);

    await db.updateTable("users").set({ username: "leekfan" }).where("id", "=", cook.id).execute();
    expect((await read()).comments[0].user.username).toBe("leekfan");

    await db.deleteFrom("recipe_comments").where("recipe_id", "=", recipeId).execute();
    expect((await read()).comments).toEqual([]);
  });
});
