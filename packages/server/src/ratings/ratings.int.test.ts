import { describe, expect, it } from "vitest";
import { type Member, type Recipe, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

/** A member of a new group with a recipe of theirs. */
async function memberWithRecipe() {
  const ann = await t.newMember();
  return { ann, recipe: await t.newRecipe({ owner: ann }) };
}

const rate = (member: Member, recipe: Recipe, body: object) =>
  t.as(member).post(`/api/users/${member.id}/ratings/${recipe.slug}`, body);

/** The recipe's rating as a member of its group reads it. */
async function recipeRating(recipe: Recipe, reader: Member): Promise<number | null> {
  const response = await t.as(reader).get(`/api/recipes/${recipe.slug}`);
  expect(response.statusCode).toBe(200);
  return response.json().rating;
}

describe("ratings", () => {
  it("makes the recipe's rating the average of the ratings above 0", async () => {
    const { ann, recipe } = await memberWithRecipe();
    const ben = await t.newMember({ group: ann.group });
    const cat = await t.newMember({ group: ann.group });
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
    const { ann, recipe } = await memberWithRecipe();
    await rate(ann, recipe, { rating: 3, isFavorite: true });
    const response = await rate(ann, recipe, { rating: 4 });
    expect(response.json()).toEqual({ recipeId: recipe.id, rating: 4, isFavorite: true });
    await rate(ann, recipe, { isFavorite: false });
    const own = await t.as(ann).get(`/api/users/self/ratings/${recipe.id}`);
    expect(own.json()).toEqual({ recipeId: recipe.id, rating: 4, isFavorite: false });
  });

  it("accepts the recipe's id in place of its slug", async () => {
    const { ann, recipe } = await memberWithRecipe();
    const response = await t.as(ann).post(`/api/users/${ann.id}/ratings/${recipe.id}`, { rating: 2 });
    expect(response.statusCode).toBe(200);
    expect(await recipeRating(recipe, ann)).toBe(2);
  });

  it("refuses ratings outside 0 to 5", async () => {
    const { ann, recipe } = await memberWithRecipe();
    for (const rating of [-1, 5.5, "five"]) {
      expect((await rate(ann, recipe, { rating })).statusCode, String(rating)).toBe(422);
    }
    expect(await recipeRating(recipe, ann)).toBeNull();
  });

  it("lets nobody rate or favourite in another member's name", async () => {
    const { ann, recipe } = await memberWithRecipe();
    const ben = await t.newMember({ group: ann.group });
    for (const caller of [ben, await t.defaultAdmin()]) {
      expect((await t.as(caller).post(`/api/users/${ann.id}/ratings/${recipe.slug}`, { rating: 1 })).statusCode).toBe(
        403,
      );
      expect((await t.as(caller).post(`/api/users/${ann.id}/favorites/${recipe.slug}`)).statusCode).toBe(403);
      expect((await t.as(caller).delete(`/api/users/${ann.id}/favorites/${recipe.slug}`)).statusCode).toBe(403);
    }
    expect(await recipeRating(recipe, ann)).toBeNull();
    expect((await t.as(ann).get("/api/users/self/ratings")).json()).toEqual({ ratings: [] });
  });

  it("answers 404 for a recipe of another group, and changes nothing there", async () => {
    const ann = await t.newMember();
    const other = await t.newRecipe();
    const response = await rate(ann, other, { rating: 5 });
    expect(response.statusCode).toBe(404);
    expect((await t.as(ann).post(`/api/users/${ann.id}/favorites/${other.slug}`)).statusCode).toBe(404);
    expect((await t.as(ann).get(`/api/users/self/ratings/${other.id}`)).statusCode).toBe(404);
    expect(await recipeRating(other, other.owner)).toBeNull();
  });

  it("answers 404 for a recipe the caller has not rated", async () => {
    const { ann, recipe } = await memberWithRecipe();
    const response = await t.as(ann).get(`/api/users/self/ratings/${recipe.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail.message).toBe("User has not rated this recipe");
  });

  it("recomputes the average when a member's account is deleted", async () => {
    const { ann, recipe } = await memberWithRecipe();
    const ben = await t.newMember({ group: ann.group });
    await rate(ann, recipe, { rating: 5 });
    await rate(ben, recipe, { rating: 1 });
    expect(await recipeRating(recipe, ann)).toBe(3);
    expect((await t.as(await t.defaultAdmin()).delete(`/api/admin/users/${ben.id}`)).statusCode).toBe(200);
    expect(await recipeRating(recipe, ann)).toBe(5);
  });

  it("lists the caller's own ratings and those of the group's members", async () => {
    const { ann, recipe } = await memberWithRecipe();
    const ben = await t.newMember({ group: ann.group });
    const second = await t.newRecipe({ owner: ann });
    await rate(ann, recipe, { rating: 4 });
    await rate(ann, second, { rating: 0, isFavorite: true });

    const own = await t.as(ann).get("/api/users/self/ratings");
    expect(own.json().ratings).toEqual(
      expect.arrayContaining([
        { recipeId: recipe.id, rating: 4, isFavorite: false },
        { recipeId: second.id, rating: null, isFavorite: true },
      ]),
    );
    expect(own.json().ratings).toHaveLength(2);

    const seenByBen = await t.as(ben).get(`/api/users/${ann.id}/ratings`);
    expect(seenByBen.statusCode).toBe(200);
    expect(seenByBen.json().ratings).toEqual(
      expect.arrayContaining([
        { id: expect.any(String), userId: ann.id, recipeId: recipe.id, rating: 4, isFavorite: false },
        { id: expect.any(String), userId: ann.id, recipeId: second.id, rating: null, isFavorite: true },
      ]),
    );
  });
});

describe("favourites", () => {
  it("adds and removes a favourite, listed for the caller and for the group", async () => {
    const { ann, recipe } = await memberWithRecipe();
    const ben = await t.newMember({ group: ann.group });
    const add = await t.as(ann).post(`/api/users/${ann.id}/favorites/${recipe.slug}`);
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({ recipeId: recipe.id, rating: null, isFavorite: true });

    expect((await t.as(ann).get("/api/users/self/favorites")).json()).toEqual({
      ratings: [{ recipeId: recipe.id, rating: null, isFavorite: true }],
    });
    const seenByBen = await t.as(ben).get(`/api/users/${ann.id}/favorites`);
    expect(seenByBen.json().ratings).toEqual([
      { id: expect.any(String), userId: ann.id, recipeId: recipe.id, rating: null, isFavorite: true },
    ]);
    expect((await t.as(ben).get("/api/users/self/favorites")).json()).toEqual({ ratings: [] });

    const remove = await t.as(ann).delete(`/api/users/${ann.id}/favorites/${recipe.slug}`);
    expect(remove.statusCode).toBe(200);
    expect((await t.as(ann).get("/api/users/self/favorites")).json()).toEqual({ ratings: [] });
    expect((await t.as(ann).get("/api/users/self/ratings")).json()).toEqual({ ratings: [] });
  });

  it("keeps the rating when a favourite is removed, and leaves only rated recipes off the favourites", async () => {
    const { ann, recipe } = await memberWithRecipe();
    await rate(ann, recipe, { rating: 3, isFavorite: true });
    await t.as(ann).delete(`/api/users/${ann.id}/favorites/${recipe.slug}`);
    expect((await t.as(ann).get("/api/users/self/favorites")).json()).toEqual({ ratings: [] });
    expect((await t.as(ann).get("/api/users/self/ratings")).json()).toEqual({
      ratings: [{ recipeId: recipe.id, rating: 3, isFavorite: false }],
    });
    expect(await recipeRating(recipe, ann)).toBe(3);
  });

  it("hides the ratings and favourites of people in other groups (404)", async () => {
    const ann = await t.newMember();
    const other = await t.newRecipe();
    await t.as(other.owner).post(`/api/users/${other.owner.id}/favorites/${other.slug}`);
    for (const list of ["ratings", "favorites"]) {
      const response = await t.as(ann).get(`/api/users/${other.owner.id}/${list}`);
      expect(response.statusCode, list).toBe(404);
      expect(response.body).not.toContain(other.id);
    }
  });

  it("goes away with its recipe", async () => {
    const { ann, recipe } = await memberWithRecipe();
    await t.as(ann).post(`/api/users/${ann.id}/favorites/${recipe.slug}`);
    expect((await t.as(ann).delete(`/api/recipes/${recipe.slug}`)).statusCode).toBe(200);
    expect((await t.as(ann).get("/api/users/self/favorites")).json()).toEqual({ ratings: [] });
  });
});
