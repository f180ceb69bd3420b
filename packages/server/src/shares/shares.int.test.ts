import { describe, expect, it } from "vitest";
import { type Member, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member of a new group and a recipe of theirs to share. */
async function sharedSoup() {
  const recipe = await t.newRecipe({ name: `Shared soup ${Math.random().toString(36).slice(2, 8)}` });
  return { ann: recipe.owner, recipe };
}

async function share(member: Member, body: Record<string, unknown>) {
  const response = await t.as(member).post("/api/shared/recipes", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Moves a link's expiry, as the passing of time would. */
async function expire(tokenId: string, at: Date) {
  await t.db.updateTable("recipe_share_tokens").set({ expires_at: at }).where("id", "=", tokenId).execute();
}

describe("share links", () => {
  it("creates a link that works for 30 days unless told otherwise, with the full recipe", async () => {
    const { ann, recipe } = await sharedSoup();
    const before = Date.now();
    const created = await share(ann, { recipeId: recipe.id });
    expect(created).toMatchObject({
      id: expect.any(String),
      recipeId: recipe.id,
      groupId: ann.groupId,
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      recipe: { id: recipe.id, slug: recipe.slug, name: recipe.name },
    });
    const lifetime = Date.parse(created.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(30 * DAY_MS - 1000);
    expect(lifetime).toBeLessThanOrEqual(30 * DAY_MS + 5000);

    const chosen = await share(ann, { recipeId: recipe.id, expiresAt: "2099-06-01T00:00:00Z" });
    expect(chosen.expiresAt).toBe("2099-06-01T00:00:00.000Z");
  });

  it("opens the recipe for anyone holding the link, without signing in", async () => {
    const { ann, recipe } = await sharedSoup();
    const created = await share(ann, { recipeId: recipe.id });
    const response = await t.anonymous.get(`/api/recipes/shared/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: recipe.id, name: recipe.name, recipeIngredient: [] });
  });

  it("stops working once expired, and for unknown or malformed tokens (404)", async () => {
    const { ann, recipe } = await sharedSoup();
    const created = await share(ann, { recipeId: recipe.id });
    await expire(created.id, new Date(Date.now() - 1000));
    const expired = await t.anonymous.get(`/api/recipes/shared/${created.id}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).not.toContain(recipe.name);
    expect((await t.anonymous.get("/api/recipes/shared/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await t.anonymous.get("/api/recipes/shared/not-a-token")).statusCode).toBe(404);
  });

  it("refuses an expiry in the past or that is no date", async () => {
    const { ann, recipe } = await sharedSoup();
    const past = await t.as(ann).post("/api/shared/recipes", {
      recipeId: recipe.id,
      expiresAt: "2020-01-01T00:00:00Z",
    });
    expect(past.statusCode).toBe(400);
    const nonsense = await t.as(ann).post("/api/shared/recipes", { recipeId: recipe.id, expiresAt: "soon" });
    expect(nonsense.statusCode).toBe(422);
    expect((await t.as(ann).get("/api/shared/recipes")).json()).toEqual([]);
  });

  it("lists the group's links, for one recipe when asked", async () => {
    const { ann, recipe } = await sharedSoup();
    const other = await t.newRecipe({ owner: ann });
    const first = await share(ann, { recipeId: recipe.id });
    const second = await share(ann, { recipeId: other.id });
    const all = await t.as(ann).get("/api/shared/recipes");
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .map((token: { id: string }) => token.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(all.json()[0]).not.toHaveProperty("recipe");
    const one = await t.as(ann).get(`/api/shared/recipes?recipe_id=${other.id}`);
    expect(one.json()).toEqual([
      {
        id: second.id,
        recipeId: other.id,
        groupId: ann.groupId,
        createdAt: second.createdAt,
        expiresAt: second.expiresAt,
      },
    ]);
    const read = await t.as(ann).get(`/api/shared/recipes/${first.id}`);
    expect(read.json()).toMatchObject({ id: first.id, recipe: { id: recipe.id } });
  });

  it("deletes a link, after which it no longer opens the recipe", async () => {
    const { ann, recipe } = await sharedSoup();
    const created = await share(ann, { recipeId: recipe.id });
    const deleted = await t.as(ann).delete(`/api/shared/recipes/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: created.id, recipeId: recipe.id });
    expect((await t.anonymous.get(`/api/recipes/shared/${created.id}`)).statusCode).toBe(404);
    expect((await t.as(ann).get(`/api/shared/recipes/${created.id}`)).statusCode).toBe(404);
  });

  it("goes away with its recipe", async () => {
    const { ann, recipe } = await sharedSoup();
    const created = await share(ann, { recipeId: recipe.id });
    const deleted = await t.as(ann).delete(`/api/recipes/${recipe.slug}`);
    expect(deleted.statusCode).toBe(200);
    expect((await t.as(ann).get("/api/shared/recipes")).json()).toEqual([]);
    expect((await t.anonymous.get(`/api/recipes/shared/${created.id}`)).statusCode).toBe(404);
  });

  it("keeps each group to its own recipes and links (404)", async () => {
    const ann = await t.newMember();
    const elsewhere = await sharedSoup();
    const foreign = await t.as(ann).post("/api/shared/recipes", { recipeId: elsewhere.recipe.id });
    expect(foreign.statusCode).toBe(404);
    const theirs = await share(elsewhere.ann, { recipeId: elsewhere.recipe.id });
    expect((await t.as(ann).get(`/api/shared/recipes/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.as(ann).delete(`/api/shared/recipes/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.as(ann).get(`/api/shared/recipes?recipe_id=${elsewhere.recipe.id}`)).json()).toEqual([]);
    // The link itself still works for whoever holds it.
    expect((await t.anonymous.get(`/api/recipes/shared/${theirs.id}`)).statusCode).toBe(200);
  });
});
