import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type Member, useTestContext } from "../../test-support/test-context.js";
import { RecipeListService } from "./recipe-list.service.js";

/**
 * List pages are served again from memory while the group's recipes are unchanged. Every change a
 * page shows must reach the next request, including writes this app instance did not make (another
 * instance behind the same database, or a manual fix in SQL): those are made straight in the
 * database here.
 */

const t = useTestContext();
let cook: Member;
let recipeId: string;

const LIST = "/api/recipes?orderBy=name&orderDirection=asc&perPage=10";

async function page(url = LIST) {
  const response = await t.as(cook).get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  return response.json();
}

const now = () => new Date();

beforeAll(async () => {
  cook = await t.newMember({ group: await t.newGroup({ name: "Cache Kitchen" }) });
  await t.headersOf(cook);
  recipeId = (await t.newRecipe({ owner: cook, name: "Apple Pie" })).id;
  await t.newRecipe({ owner: cook, name: "Banana Bread" });
});

describe("the recipe list served again while nothing changed", () => {
  it("answers the same page twice, then a recipe renamed in the database", async () => {
    const first = await page();
    expect(await page()).toEqual(first);
    expect(first.items.map((item: { name: string }) => item.name)).toEqual(["Apple Pie", "Banana Bread"]);

    await t.services.database.db
      .updateTable("recipes")
      .set({ name: "Cherry Pie", name_normalized: "cherry pie", update_at: now() })
      .where("id", "=", recipeId)
      .execute();
    expect((await page()).items.map((item: { name: string }) => item.name)).toEqual(["Banana Bread", "Cherry Pie"]);
  });

  it("shows a tag linked, renamed and unlinked in the database", async () => {
    await page();
    const db = t.services.database.db;
    const tagId = randomUUID();
    await db
      .insertInto("tags")
      .values({ id: tagId, group_id: cook.groupId, name: "Sweet", slug: "sweet", created_at: now(), update_at: now() })
      .execute();
    await db.insertInto("recipes_to_tags").values({ recipe_id: recipeId, tag_id: tagId }).execute();
    const tagsOf = async () =>
      (await page()).items
        .find((item: { id: string }) => item.id === recipeId)
        .tags.map((tag: { name: string }) => tag.name);
    expect(await tagsOf()).toEqual(["Sweet"]);

    await db.updateTable("tags").set({ name: "Sugary" }).where("id", "=", tagId).execute();
    expect(await tagsOf()).toEqual(["Sugary"]);

    await db.deleteFrom("recipes_to_tags").where("tag_id", "=", tagId).execute();
    expect(await tagsOf()).toEqual([]);
  });

  it("shows a recipe added or deleted, and a new rating, through the API", async () => {
    const before = await page();
    const created = await t.as(cook).post("/api/recipes", { name: "Date Loaf" });
    expect(created.statusCode, created.body).toBe(201);
    expect((await page()).total).toBe(before.total + 1);

    const rated = await t.as(cook).post(`/api/users/${cook.id}/ratings/date-loaf`, { rating: 4 });
    expect(rated.statusCode, rated.body).toBe(200);
    expect((await page()).items.find((item: { slug: string }) => item.slug === "date-loaf").rating).toBe(4);

    const deleted = await t.as(cook).delete("/api/recipes/date-loaf");
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await page()).total).toBe(before.total);
  });

  it("keeps pages apart by their query and by group", async () => {
    const stranger = await t.newMember({ group: await t.newGroup({ name: "Other Cache Kitchen" }) });
    await t.newRecipe({ owner: stranger, name: "Stranger Stew" });
    await t.headersOf(stranger);

    const mine = await page();
    const theirs = await t.as(stranger).get(LIST);
    expect(theirs.json().items.map((item: { name: string }) => item.name)).toEqual(["Stranger Stew"]);
    expect((await page(`${LIST}&search=banana`)).items.map((item: { name: string }) => item.name)).toEqual([
      "Banana Bread",
    ]);
    expect(await page()).toEqual(mine);
  });

  it("makes a page asked for by many at once a single time, and gives each the same answer", async () => {
    const url = `${LIST}&search=pie`;
    await t.newRecipe({ owner: cook, name: `Pie ${randomUUID().slice(0, 8)}` });
    const making = vi.spyOn(RecipeListService.prototype, "page");
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.as(cook).get(url)));
    expect(making).toHaveBeenCalledTimes(1);
    making.mockRestore();
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.json().items.length).toBeGreaterThan(0);
  });
});
