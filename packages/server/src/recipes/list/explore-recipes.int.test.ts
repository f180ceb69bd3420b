import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { type Member, useTestContext } from "../../test-support/test-context.js";
import { recipeSearchText, searchWords } from "../search-text.js";

/** Visitors' recipe pages: only public recipes of groups that are not private, and 404 for the rest. */

const t = useTestContext();
let chef: Member;
let hermit: Member;

async function recipe(owner: Member, name: string, isPublic: boolean, description = "") {
  const searchText = recipeSearchText({ name, description, ingredients: [] });
  await t.newRecipe({ owner, name, description, public: isPublic, search_text: searchText });
  await t.db
    .insertInto("recipe_search_words")
    .values(searchWords(searchText).map((word) => ({ group_id: owner.groupId, word })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

beforeAll(async () => {
  const open = await t.newGroup({ name: "Open Kitchen", preferences: { private_group: false } });
  const closed = await t.newGroup({ name: "Closed Kitchen", preferences: { private_group: true } });
  const db = t.db;
  chef = await t.newMember({ group: open });
  hermit = await t.newMember({ group: closed });

  await recipe(chef, "Public Pancakes", true, "Fluffy buttermilk pancakes");
  await recipe(chef, "Public Waffles", true);
  await recipe(chef, "Secret Sauce", false, "Nobody may see the pancakes in here");
  await recipe(hermit, "Hermit Pancakes", true);

  const now = new Date();
  for (const [slug, isPublic] of [
    ["open-book", true],
    ["private-book", false],
  ] as const) {
    await db
      .insertInto("cookbooks")
      .values({
        id: randomUUID(),
        group_id: open.id,
        name: slug,
        slug,
        public: isPublic,
        created_at: now,
        update_at: now,
      })
      .execute();
  }
});

const get = (url: string) => t.anonymous.get(url);
const names = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items.map((item: { name: string }) => item.name);
};

describe("GET /api/explore/recipes/{group_slug}", () => {
  it("lists only the public recipes of an open group, without signing in", async () => {
    const response = await get("/api/explore/recipes/open-kitchen?perPage=1&orderBy=name:asc");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 2, total_pages: 2, previous: null });
    expect(response.json().next).toBe(
      "/explore/recipes/open-kitchen?page=2&perPage=1&orderBy=name%3Aasc&orderDirection=desc",
    );
    expect(await names("/api/explore/recipes/open-kitchen?orderBy=name:asc")).toEqual([
      "Public Pancakes",
      "Public Waffles",
    ]);
  });

  it("searches, filters and orders like the members' list, within the public recipes", async () => {
    expect(await names("/api/explore/recipes/open-kitchen?search=pancakes")).toEqual(["Public Pancakes"]);
    expect(await names("/api/explore/recipes/open-kitchen?search=pancaks")).toEqual(["Public Pancakes"]);
    expect(await names("/api/explore/recipes/open-kitchen?search=sauce")).toEqual([]);
    expect(
      await names(`/api/explore/recipes/open-kitchen?queryFilter=${encodeURIComponent('name LIKE "%waff%"')}`),
    ).toEqual(["Public Waffles"]);
    expect(await names("/api/explore/recipes/open-kitchen?cookbook=open-book")).toEqual([
      "Public Waffles",
      "Public Pancakes",
    ]);
  });

  it("keeps the owner out of reach of visitors' filters, and private cookbooks hidden", async () => {
    const byOwner = await get(
      `/api/explore/recipes/open-kitchen?queryFilter=${encodeURIComponent(`user.username = ${chef.username}`)}`,
    );
    expect(byOwner.statusCode).toBe(400);
    expect(byOwner.json().detail.message).toContain('cannot filter on "user.username"');
    expect((await get("/api/explore/recipes/open-kitchen?cookbook=private-book")).statusCode).toBe(404);
  });

  it("answers 404 for a private or unknown group", async () => {
    for (const slug of ["closed-kitchen", "no-such-group"]) {
      const response = await get(`/api/explore/recipes/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("Hermit");
    }
  });
});

describe("GET /api/explore/recipes/{group_slug}/{recipe_slug}", () => {
  it("returns a public recipe in full", async () => {
    const response = await get("/api/explore/recipes/open-kitchen/public-pancakes");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Public Pancakes",
      description: "Fluffy buttermilk pancakes",
      settings: { public: true },
      recipeIngredient: [],
    });
  });

  it("answers the same 404 for a private recipe, another group's recipe or a private group", async () => {
    for (const url of [
      "/api/explore/recipes/open-kitchen/secret-sauce",
      "/api/explore/recipes/open-kitchen/hermit-pancakes",
      "/api/explore/recipes/open-kitchen/no-such-recipe",
      "/api/explore/recipes/closed-kitchen/hermit-pancakes",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain("Secret");
    }
  });
});
