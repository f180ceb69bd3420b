import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltRecipe, type BuiltUser, buildGroup, buildRecipe, buildUser } from "../test-support/builders.js";
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

async function household() {
  const group = await buildGroup(larder);
  const member = async (): Promise<Member> => {
    const user = await buildUser(larder, { group_id: group.id });
    return { user, headers: await signIn(larder.app, user.username, user.password) };
  };
  const [ann, ben, cat] = [await member(), await member(), await member()];
  const recipe = await buildRecipe(larder, { id: ann.user.id, groupId: group.id });
  return { group, ann, ben, cat, recipe };
}

const call = (method: "GET" | "POST" | "DELETE", url: string, headers: Headers, payload?: object) =>
  larder.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const rate = (member: Member, recipe: BuiltRecipe, body: object) =>
  call("POST", `/api/users/${member.user.id}/ratings/${recipe.slug}`, member.headers, body);

/** The recipe's rating as a member of its group reads it. */
async function recipeRating(recipe: BuiltRecipe, reader: Member): Promise<number | null> {
  const response = await call("GET", `/api/recipes/${recipe.slug}`, reader.headers);
  expect(response.statusCode).toBe(200);
  return response.json().rating;
}

describe("ratings", () => {
  it("makes the recipe's rating the average of the ratings above 0", async () => {
    const { ann, ben, cat, recipe } = await household();
    expect(await recipeRating(recipe, ann)).toBeNull();

    expect((await rate(ann, recipe, { rating: 5 })).statusCode).toBe(200);
    expect(await recipeRating(recipe, ann)).toBe(5);
    await rate(ben, recipe, { rating: 2 });
    expect(await recipeRating(recipe, ann)).toBe(3.5);
    // A favourite without stars does not count towards the average, nor does a 0.
    await rate(cat, recipe, { rating: 0, isFavorite: true });
    expect(await recipeRating(recipe, ann)).toBe(3.5);

    await rate(ann, recipe, { rating: 4 });
    expect(await recipeRating(recipe, ann)).toBe(3);
    await rate(ben, recipe, { rating: 0 });
    expect(await recipeRating(recipe, ann)).toBe(4);
    await rate(ann, recipe, { rating: null });
    expect(await recipeRating(recipe, ann)).toBeNull();
  });

  it("keeps what the body leaves out: a favourite flag survives a new rating and the other way round", async () => {
    const { ann, recipe } = await household();
    await rate(ann, recipe, { rating: 3, isFavorite: true });
    const response = await rate(ann, recipe, { rating: 4 });
    expect(response.json()).toEqual({ recipeId: recipe.id, rating: 4, isFavorite: true });
    await rate(ann, recipe, { isFavorite: false });
    const own = await call("GET", `/api/users/self/ratings/${recipe.id}`, ann.headers);
    expect(own.json()).toEqual({ recipeId: recipe.id, rating: 4, isFavorite: false });
  });

  it("accepts the recipe's id in place of its slug", async () => {
    const { ann, recipe } = await household();
    const response = await call("POST", `/api/users/${ann.user.id}/ratings/${recipe.id}`, ann.headers, { rating: 2 });
    expect(response.statusCode).toBe(200);
    expect(await recipeRating(recipe, ann)).toBe(2);
  });

  it("refuses ratings outside 0 to 5", async () => {
    const { ann, recipe } = await household();
    for (const rating of [-1, 5.5, "five"]) {
      expect((await rate(ann, recipe, { rating })).statusCode, String(rating)).toBe(422);
    }
    expect(await recipeRating(recipe, ann)).toBeNull();
  });

  it("lets nobody rate or favourite in another member's name", async () => {
    const { ann, ben, recipe } = await household();
    const admin = await signIn(larder.app);
    for (const headers of [ben.headers, admin]) {
      expect(
        (await call("POST", `/api/users/${ann.user.id}/ratings/${recipe.slug}`, headers, { rating: 1 })).statusCode,
      ).toBe(403);
      expect((await call("POST", `/api/users/${ann.user.id}/favorites/${recipe.slug}`, headers)).statusCode).toBe(403);
      expect((await call("DELETE", `/api/users/${ann.user.id}/favorites/${recipe.slug}`, headers)).statusCode).toBe(
        403,
      );
    }
    expect(await recipeRating(recipe, ann)).toBeNull();
    expect((await call("GET", "/api/users/self/ratings", ann.headers)).json()).toEqual({ ratings: [] });
  });

  it("answers 404 for a recipe of another group, and changes nothing there", async () => {
    const { ann } = await household();
    const other = await household();
    const response = await rate(ann, other.recipe, { rating: 5 });
    expect(response.statusCode).toBe(404);
    expect(
      (await call("POST", `/api/users/${ann.user.id}/favorites/${other.recipe.slug}`, ann.headers)).statusCode,
    ).toBe(404);
    expect((await call("GET", `/api/users/self/ratings/${other.recipe.id}`, ann.headers)).statusCode).toBe(404);
    expect(await recipeRating(other.recipe, other.ann)).toBeNull();
  });

  it("answers 404 for a recipe the caller has not rated", async () => {
    const { ann, recipe } = await household();
    const response = await call("GET", `/api/users/self/ratings/${recipe.id}`, ann.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail.message).toBe("User has not rated this recipe");
  });

  it("recomputes the average when a member's account is deleted", async () => {
    const { ann, ben, recipe } = await household();
    await rate(ann, recipe, { rating: 5 });
    await rate(ben, recipe, { rating: 1 });
    expect(await recipeRating(recipe, ann)).toBe(3);
    const admin = await signIn(larder.app);
    expect((await call("DELETE", `/api/admin/users/${ben.user.id}`, admin)).statusCode).toBe(200);
    expect(await recipeRating(recipe, ann)).toBe(5);
  });

  it("lists the caller's own ratings and those of the group's members", async () => {
    const { ann, ben, recipe } = await household();
    const second = await buildRecipe(larder, { id: ann.user.id, groupId: ann.user.groupId });
    await rate(ann, recipe, { rating: 4 });
    await rate(ann, second, { rating: 0, isFavorite: true });

    const own = await call("GET", "/api/users/self/ratings", ann.headers);
    expect(own.json().ratings).toEqual(
      expect.arrayContaining([
        { recipeId: recipe.id, rating: 4, isFavorite: false },
        { recipeId: second.id, rating: null, isFavorite: true },
      ]),
    );
    expect(own.json().ratings).toHaveLength(2);

    const seenByBen = await call("GET", `/api/users/${ann.user.id}/ratings`, ben.headers);
    expect(seenByBen.statusCode).toBe(200);
    expect(seenByBen.json().ratings).toEqual(
      expect.arrayContaining([
        { id: expect.any(String), userId: ann.user.id, recipeId: recipe.id, rating: 4, isFavorite: false },
        { id: expect.any(String), userId: ann.user.id, recipeId: second.id, rating: null, isFavorite: true },
      ]),
    );
  });
});

describe("favourites", () => {
  it("adds and removes a favourite, listed for the caller and for the group", async () => {
    const { ann, ben, recipe } = await household();
    const add = await call("POST", `/api/users/${ann.user.id}/favorites/${recipe.slug}`, ann.headers);
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({ recipeId: recipe.id, rating: null, isFavorite: true });

    expect((await call("GET", "/api/users/self/favorites", ann.headers)).json()).toEqual({
      ratings: [{ recipeId: recipe.id, rating: null, isFavorite: true }],
    });
    const seenByBen = await call("GET", `/api/users/${ann.user.id}/favorites`, ben.headers);
    expect(seenByBen.json().ratings).toEqual([
      { id: expect.any(String), userId: ann.user.id, recipeId: recipe.id, rating: null, isFavorite: true },
    ]);
    expect((await call("GET", "/api/users/self/favorites", ben.headers)).json()).toEqual({ ratings: [] });

    const remove = await call("DELETE", `/api/users/${ann.user.id}/favorites/${recipe.slug}`, ann.headers);
    expect(remove.statusCode).toBe(200);
    expect((await call("GET", "/api/users/self/favorites", ann.headers)).json()).toEqual({ ratings: [] });
    expect((await call("GET", "/api/users/self/ratings", ann.headers)).json()).toEqual({ ratings: [] });
  });

  it("keeps the rating when a favourite is removed, and leaves only rated recipes off the favourites", async () => {
    const { ann, recipe } = await household();
    await rate(ann, recipe, { rating: 3, isFavorite: true });
    await call("DELETE", `/api/users/${ann.user.id}/favorites/${recipe.slug}`, ann.headers);
    expect((await call("GET", "/api/users/self/favorites", ann.headers)).json()).toEqual({ ratings: [] });
    expect((await call("GET", "/api/users/self/ratings", ann.headers)).json()).toEqual({
      ratings: [{ recipeId: recipe.id, rating: 3, isFavorite: false }],
    });
    expect(await recipeRating(recipe, ann)).toBe(3);
  });

  it("hides the ratings and favourites of people in other groups (404)", async () => {
    const { ann } = await household();
    const other = await household();
    await call("POST", `/api/users/${other.ann.user.id}/favorites/${other.recipe.slug}`, other.ann.headers);
    for (const list of ["ratings", "favorites"]) {
      const response = await call("GET", `/api/users/${other.ann.user.id}/${list}`, ann.headers);
      expect(response.statusCode, list).toBe(404);
      expect(response.body).not.toContain(other.recipe.id);
    }
  });

  it("goes away with its recipe", async () => {
    const { ann, recipe } = await household();
    await call("POST", `/api/users/${ann.user.id}/favorites/${recipe.slug}`, ann.headers);
    expect((await call("DELETE", `/api/recipes/${recipe.slug}`, ann.headers)).statusCode).toBe(200);
    expect((await call("GET", "/api/users/self/favorites", ann.headers)).json()).toEqual({ ratings: [] });
  });
});
