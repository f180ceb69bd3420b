import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildGroup, buildRecipe, buildUser } from "../test-support/builders.js";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";

let larder: TestApp;

beforeAll(async () => {
  larder = await createTestApp();
});
afterAll(async () => {
  await larder.close();
});

type Headers = { authorization: string };
interface Member {
  user: BuiltUser;
  headers: Headers;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function household() {
  const group = await buildGroup(larder);
  const user = await buildUser(larder, { group_id: group.id });
  const ann: Member = { user, headers: await signIn(larder.app, user.username, user.password) };
  const recipe = await buildRecipe(
    larder,
    { id: user.id, groupId: group.id },
    { name: `Shared soup ${group.id.slice(0, 6)}` },
  );
  return { group, ann, recipe };
}

const call = (method: "GET" | "POST" | "DELETE", url: string, headers: Headers | undefined, payload?: object) =>
  larder.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

async function share(member: Member, body: Record<string, unknown>) {
  const response = await call("POST", "/api/shared/recipes", member.headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Moves a link's expiry, as the passing of time would. */
async function expire(tokenId: string, at: Date) {
  await larder.services.database.db
    .updateTable("recipe_share_tokens")
    .set({ expires_at: at })
    .where("id", "=", tokenId)
    .execute();
}

describe("share links", () => {
  it("creates a link that works for 30 days unless told otherwise, with the full recipe", async () => {
    const { group, ann, recipe } = await household();
    const before = Date.now();
    const created = await share(ann, { recipeId: recipe.id });
    expect(created).toMatchObject({
      id: expect.any(String),
      recipeId: recipe.id,
      groupId: group.id,
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
    const { ann, recipe } = await household();
    const created = await share(ann, { recipeId: recipe.id });
    const response = await call("GET", `/api/recipes/shared/${created.id}`, undefined);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: recipe.id, name: recipe.name, recipeIngredient: [] });
  });

  it("stops working once expired, and for unknown or malformed tokens (404)", async () => {
    const { ann, recipe } = await household();
    const created = await share(ann, { recipeId: recipe.id });
    await expire(created.id, new Date(Date.now() - 1000));
    const expired = await call("GET", `/api/recipes/shared/${created.id}`, undefined);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).not.toContain(recipe.name);
    expect((await call("GET", "/api/recipes/shared/00000000-0000-4000-8000-000000000000", undefined)).statusCode).toBe(
      404,
    );
    expect((await call("GET", "/api/recipes/shared/not-a-token", undefined)).statusCode).toBe(404);
  });

  it("refuses an expiry in the past or that is no date", async () => {
    const { ann, recipe } = await household();
    const past = await call("POST", "/api/shared/recipes", ann.headers, {
      recipeId: recipe.id,
      expiresAt: "2020-01-01T00:00:00Z",
    });
    expect(past.statusCode).toBe(400);
    const nonsense = await call("POST", "/api/shared/recipes", ann.headers, { recipeId: recipe.id, expiresAt: "soon" });
    expect(nonsense.statusCode).toBe(422);
    expect((await call("GET", "/api/shared/recipes", ann.headers)).json()).toEqual([]);
  });

  it("lists the group's links, for one recipe when asked", async () => {
    const { ann, recipe } = await household();
    const other = await buildRecipe(larder, { id: ann.user.id, groupId: ann.user.groupId });
    const first = await share(ann, { recipeId: recipe.id });
    const second = await share(ann, { recipeId: other.id });
    const all = await call("GET", "/api/shared/recipes", ann.headers);
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .map((token: { id: string }) => token.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(all.json()[0]).not.toHaveProperty("recipe");
    const one = await call("GET", `/api/shared/recipes?recipe_id=${other.id}`, ann.headers);
    expect(one.json()).toEqual([
      {
        id: second.id,
        recipeId: other.id,
        groupId: ann.user.groupId,
        createdAt: second.createdAt,
        expiresAt: second.expiresAt,
      },
    ]);
    const read = await call("GET", `/api/shared/recipes/${first.id}`, ann.headers);
    expect(read.json()).toMatchObject({ id: first.id, recipe: { id: recipe.id } });
  });

  it("deletes a link, after which it no longer opens the recipe", async () => {
    const { ann, recipe } = await household();
    const created = await share(ann, { recipeId: recipe.id });
    const deleted = await call("DELETE", `/api/shared/recipes/${created.id}`, ann.headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: created.id, recipeId: recipe.id });
    expect((await call("GET", `/api/recipes/shared/${created.id}`, undefined)).statusCode).toBe(404);
    expect((await call("GET", `/api/shared/recipes/${created.id}`, ann.headers)).statusCode).toBe(404);
  });

  it("goes away with its recipe", async () => {
    const { ann, recipe } = await household();
    const created = await share(ann, { recipeId: recipe.id });
    const deleted = await call("DELETE", `/api/recipes/${recipe.slug}`, ann.headers);
    expect(deleted.statusCode).toBe(200);
    expect((await call("GET", "/api/shared/recipes", ann.headers)).json()).toEqual([]);
    expect((await call("GET", `/api/recipes/shared/${created.id}`, undefined)).statusCode).toBe(404);
  });

  it("keeps each group to its own recipes and links (404)", async () => {
    const { ann } = await household();
    const elsewhere = await household();
    const foreign = await call("POST", "/api/shared/recipes", ann.headers, { recipeId: elsewhere.recipe.id });
    expect(foreign.statusCode).toBe(404);
    const theirs = await share(elsewhere.ann, { recipeId: elsewhere.recipe.id });
    expect((await call("GET", `/api/shared/recipes/${theirs.id}`, ann.headers)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/shared/recipes/${theirs.id}`, ann.headers)).statusCode).toBe(404);
    expect((await call("GET", `/api/shared/recipes?recipe_id=${elsewhere.recipe.id}`, ann.headers)).json()).toEqual([]);
    // The link itself still works for whoever holds it.
    expect((await call("GET", `/api/recipes/shared/${theirs.id}`, undefined)).statusCode).toBe(200);
  });
});
