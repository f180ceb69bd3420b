import { describe, expect, it } from "vitest";
import { type Member, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

async function comment(member: Member, recipeId: string, text: string) {
  const response = await t.as(member).post("/api/comments", { recipeId, text });
  expect(response.statusCode).toBe(201);
  // Comments are ordered by creation time: two posted in the same millisecond would tie.
  await new Promise((resolve) => setTimeout(resolve, 3));
  return response.json();
}

describe("comments", () => {
  it("creates a comment with its author's summary, and reads it back", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const created = await comment(ann, recipe.id, "  Lovely with extra lemon  ");
    expect(created).toEqual({
      id: expect.any(String),
      recipeId: recipe.id,
      text: "Lovely with extra lemon",
      createdAt: expect.any(String),
      updateAt: expect.any(String),
      userId: ann.id,
      user: { id: ann.id, username: ann.username, admin: false },
    });
    expect(JSON.stringify(created)).not.toContain(ann.email);
    const read = await t.as(ann).get(`/api/comments/${created.id}`);
    expect(read.json()).toEqual(created);
  });

  it("lists a recipe's comments oldest first, by slug or id", async () => {
    const ann = await t.newMember();
    const ben = await t.newMember({ group: ann.group });
    const recipe = await t.newRecipe({ owner: ann });
    const other = await t.newRecipe({ owner: ann });
    const first = await comment(ann, recipe.id, "first");
    const second = await comment(ben, recipe.id, "second");
    await comment(ben, other.id, "elsewhere");
    for (const key of [recipe.slug, recipe.id]) {
      const response = await t.as(ben).get(`/api/recipes/${key}/comments`);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((c: { id: string }) => c.id)).toEqual([first.id, second.id]);
    }
  });

  it("pages through the group's comments and nobody else's", async () => {
    const ann = await t.newMember();
    const ben = await t.newMember({ group: ann.group });
    const recipe = await t.newRecipe({ owner: ann });
    const elsewhere = await t.newRecipe();
    await comment(elsewhere.owner, elsewhere.id, "not for them");
    for (const text of ["one", "two", "three"]) await comment(ann, recipe.id, text);
    await comment(ben, recipe.id, "four");

    const page = await t.as(ann).get("/api/comments?page=1&perPage=2&orderBy=createdAt&orderDirection=asc");
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ page: 1, per_page: 2, total: 4, total_pages: 2 });
    expect(page.json().items.map((c: { text: string }) => c.text)).toEqual(["one", "two"]);
    expect(page.json().next).toContain("/comments?page=2");
    const all = await t.as(ann).get("/api/comments?perPage=-1");
    expect(all.body).not.toContain("not for them");
    expect(all.body).not.toContain(elsewhere.id);

    const bens = await t.as(ann).get(`/api/comments?queryFilter=${encodeURIComponent(`userId = "${ben.id}"`)}`);
    expect(bens.json().items.map((c: { text: string }) => c.text)).toEqual(["four"]);
    const malformed = await t.as(ann).get(`/api/comments?queryFilter=${encodeURIComponent("password = x")}`);
    expect(malformed.statusCode).toBe(400);
  });

  it("refuses an empty comment, and one on a recipe of another group (404)", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const elsewhere = await t.newRecipe();
    expect((await t.as(ann).post("/api/comments", { recipeId: recipe.id, text: "  " })).statusCode).toBe(422);
    const foreign = await t.as(ann).post("/api/comments", { recipeId: elsewhere.id, text: "hi" });
    expect(foreign.statusCode).toBe(404);
    expect((await t.as(ann).get(`/api/recipes/${elsewhere.slug}/comments`)).statusCode).toBe(404);
    expect((await t.as(elsewhere.owner).get(`/api/recipes/${elsewhere.slug}/comments`)).json()).toEqual([]);
  });

  it("lets the author edit and delete their comment", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const created = await comment(ann, recipe.id, "draft");
    const edited = await t.as(ann).put(`/api/comments/${created.id}`, { id: created.id, text: "final" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: created.id, text: "final", userId: ann.id });
    const deleted = await t.as(ann).delete(`/api/comments/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "Comment deleted", error: false });
    expect((await t.as(ann).get(`/api/comments/${created.id}`)).statusCode).toBe(404);
  });

  it("refuses other members' edits and deletions (403)", async () => {
    const ann = await t.newMember();
    const ben = await t.newMember({ group: ann.group });
    const recipe = await t.newRecipe({ owner: ann });
    const created = await comment(ann, recipe.id, "mine");
    const edit = await t.as(ben).put(`/api/comments/${created.id}`, { text: "hijacked" });
    expect(edit.statusCode).toBe(403);
    expect((await t.as(ben).delete(`/api/comments/${created.id}`)).statusCode).toBe(403);
    expect((await t.as(ben).get(`/api/comments/${created.id}`)).json().text).toBe("mine");
  });

  it("lets an administrator edit and delete anyone's comment", async () => {
    const admin = await t.defaultAdmin();
    const ann = await t.newMember({ group: admin.group });
    const recipe = await t.newRecipe({ owner: ann });
    const created = await comment(ann, recipe.id, "rude words");
    const edit = await t.as(admin).put(`/api/comments/${created.id}`, { text: "[removed]" });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ text: "[removed]", userId: ann.id });
    expect((await t.as(admin).delete(`/api/comments/${created.id}`)).statusCode).toBe(200);
  });

  it("refuses a body naming another comment than the address", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const created = await comment(ann, recipe.id, "text");
    const other = await comment(ann, recipe.id, "other");
    const response = await t.as(ann).put(`/api/comments/${created.id}`, { id: other.id, text: "x" });
    expect(response.statusCode).toBe(400);
  });

  it("hides another group's comments entirely (404)", async () => {
    const ann = await t.newMember();
    const elsewhere = await t.newRecipe();
    const theirs = await comment(elsewhere.owner, elsewhere.id, "private");
    expect((await t.as(ann).get(`/api/comments/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.as(ann).put(`/api/comments/${theirs.id}`, { text: "x" })).statusCode).toBe(404);
    expect((await t.as(ann).delete(`/api/comments/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.as(elsewhere.owner).get(`/api/comments/${theirs.id}`)).json().text).toBe("private");
  });

  it("go away with their recipe", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const created = await comment(ann, recipe.id, "soon gone");
    expect((await t.as(ann).delete(`/api/recipes/${recipe.slug}`)).statusCode).toBe(200);
    expect((await t.as(ann).get(`/api/comments/${created.id}`)).statusCode).toBe(404);
  });
});
