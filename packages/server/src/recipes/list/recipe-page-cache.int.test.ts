import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildGroup, buildRecipe, buildUser } from "../../test-support/builders.js";
import { createTestApp, signIn, type TestApp } from "../../test-support/test-app.js";

/**
 * List pages are served again from memory while the group's recipes are unchanged. Every change a
 * page shows must reach the next request, including writes this app instance did not make (another
 * instance behind the same database, or a manual fix in SQL): those are made straight in the
 * database here.
 */

let larder: TestApp;
let cook: BuiltUser;
let headers: { authorization: string };
let recipeId: string;

const LIST = "/api/recipes?orderBy=name&orderDirection=asc&perPage=10";

async function page(url = LIST) {
  const response = await larder.app.inject({ method: "GET", url, headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  return response.json();
}

const now = () => new Date();

beforeAll(async () => {
  larder = await createTestApp();
  const group = await buildGroup(larder, "Cache Kitchen");
  cook = await buildUser(larder, { group_id: group.id });
  headers = await signIn(larder.app, cook.username, cook.password);
  recipeId = (await buildRecipe(larder, cook, { name: "Apple Pie" })).id;
  await buildRecipe(larder, cook, { name: "Banana Bread" });
});
afterAll(async () => {
  await larder.close();
});

describe("the recipe list served again while nothing changed", () => {
  it("answers the same page twice, then a recipe renamed in the database", async () => {
    const first = await page();
    expect(await page()).toEqual(first);
    expect(first.items.map((item: { name: string }) => item.name)).toEqual(["Apple Pie", "Banana Bread"]);

    await larder.services.database.db
      .updateTable("recipes")
      .set({ name: "Cherry Pie", name_normalized: "cherry pie", update_at: now() })
      .where("id", "=", recipeId)
      .execute();
    expect((await page()).items.map((item: { name: string }) => item.name)).toEqual(["Banana Bread", "Cherry Pie"]);
  });

  it("shows a tag linked, renamed and unlinked in the database", async () => {
    await page();
    const db = larder.services.database.db;
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
    const created = await larder.app.inject({
      method: "POST",
      url: "/api/recipes",
      headers,
      payload: { name: "Date Loaf" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await page()).total).toBe(before.total + 1);

    const rated = await larder.app.inject({
      method: "POST",
      url: `/api/users/${cook.id}/ratings/date-loaf`,
      headers,
      payload: { rating: 4 },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect((await page()).items.find((item: { slug: string }) => item.slug === "date-loaf").rating).toBe(4);

    const deleted = await larder.app.inject({ method: "DELETE", url: "/api/recipes/date-loaf", headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await page()).total).toBe(before.total);
  });

  it("keeps pages apart by their query and by group", async () => {
    const other = await buildGroup(larder, "Other Cache Kitchen");
    const stranger = await buildUser(larder, { group_id: other.id });
    await buildRecipe(larder, stranger, { name: "Stranger Stew" });
    const strangerHeaders = await signIn(larder.app, stranger.username, stranger.password);

    const mine = await page();
    const theirs = await larder.app.inject({ method: "GET", url: LIST, headers: strangerHeaders });
    expect(theirs.json().items.map((item: { name: string }) => item.name)).toEqual(["Stranger Stew"]);
    expect((await page(`${LIST}&search=banana`)).items.map((item: { name: string }) => item.name)).toEqual([
      "Banana Bread",
    ]);
    expect(await page()).toEqual(mine);
  });
});
