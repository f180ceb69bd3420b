import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildGroup, buildRecipe, buildUser } from "../test-support/builders.js";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";

let larder: TestApp;
let admin: Headers;

beforeAll(async () => {
  larder = await createTestApp();
  admin = await signIn(larder.app);
});
afterAll(async () => {
  await larder.close();
});

type Headers = { authorization: string };
interface Member {
  user: BuiltUser;
  headers: Headers;
}

/** A group with two members and a recipe; the group of the default administrator when asked. */
async function household({ adminsGroup = false } = {}) {
  const groupId = adminsGroup
    ? (await larder.services.repositories.groups.findByName(larder.config.defaultGroup))!.id
    : (await buildGroup(larder)).id;
  const member = async (): Promise<Member> => {
    const user = await buildUser(larder, { group_id: groupId });
    return { user, headers: await signIn(larder.app, user.username, user.password) };
  };
  const [ann, ben] = [await member(), await member()];
  const recipe = await buildRecipe(larder, { id: ann.user.id, groupId });
  return { groupId, ann, ben, recipe };
}

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Headers, payload?: object) =>
  larder.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function comment(member: Member, recipeId: string, text: string) {
  const response = await call("POST", "/api/comments", member.headers, { recipeId, text });
  expect(response.statusCode).toBe(201);
  // Comments are ordered by creation time: two posted in the same millisecond would tie.
  await new Promise((resolve) => setTimeout(resolve, 3));
  return response.json();
}

describe("comments", () => {
  it("creates a comment with its author's summary, and reads it back", async () => {
    const { ann, recipe } = await household();
    const created = await comment(ann, recipe.id, "  Lovely with extra lemon  ");
    expect(created).toEqual({
      id: expect.any(String),
      recipeId: recipe.id,
      text: "Lovely with extra lemon",
      createdAt: expect.any(String),
      updateAt: expect.any(String),
      userId: ann.user.id,
      user: { id: ann.user.id, username: ann.user.username, admin: false },
    });
    expect(JSON.stringify(created)).not.toContain(ann.user.email);
    const read = await call("GET", `/api/comments/${created.id}`, ann.headers);
    expect(read.json()).toEqual(created);
  });

  it("lists a recipe's comments oldest first, by slug or id", async () => {
    const { ann, ben, recipe } = await household();
    const other = await buildRecipe(larder, { id: ann.user.id, groupId: ann.user.groupId });
    const first = await comment(ann, recipe.id, "first");
    const second = await comment(ben, recipe.id, "second");
    await comment(ben, other.id, "elsewhere");
    for (const key of [recipe.slug, recipe.id]) {
      const response = await call("GET", `/api/recipes/${key}/comments`, ben.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((c: { id: string }) => c.id)).toEqual([first.id, second.id]);
    }
  });

  it("pages through the group's comments and nobody else's", async () => {
    const { ann, ben, recipe } = await household();
    const elsewhere = await household();
    await comment(elsewhere.ann, elsewhere.recipe.id, "not for them");
    for (const text of ["one", "two", "three"]) await comment(ann, recipe.id, text);
    await comment(ben, recipe.id, "four");

    const page = await call("GET", "/api/comments?page=1&perPage=2&orderBy=createdAt&orderDirection=asc", ann.headers);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ page: 1, per_page: 2, total: 4, total_pages: 2 });
    expect(page.json().items.map((c: { text: string }) => c.text)).toEqual(["one", "two"]);
    expect(page.json().next).toContain("/comments?page=2");
    const all = await call("GET", "/api/comments?perPage=-1", ann.headers);
    expect(all.body).not.toContain("not for them");
    expect(all.body).not.toContain(elsewhere.recipe.id);

    const bens = await call(
      "GET",
      `/api/comments?queryFilter=${encodeURIComponent(`userId = "${ben.user.id}"`)}`,
      ann.headers,
    );
    expect(bens.json().items.map((c: { text: string }) => c.text)).toEqual(["four"]);
    const malformed = await call("GET", `/api/comments?queryFilter=${encodeURIComponent("password = x")}`, ann.headers);
    expect(malformed.statusCode).toBe(400);
  });

  it("refuses an empty comment, and one on a recipe of another group (404)", async () => {
    const { ann, recipe } = await household();
    const elsewhere = await household();
    expect((await call("POST", "/api/comments", ann.headers, { recipeId: recipe.id, text: "  " })).statusCode).toBe(
      422,
    );
    const foreign = await call("POST", "/api/comments", ann.headers, { recipeId: elsewhere.recipe.id, text: "hi" });
    expect(foreign.statusCode).toBe(404);
    expect((await call("GET", `/api/recipes/${elsewhere.recipe.slug}/comments`, ann.headers)).statusCode).toBe(404);
    expect((await call("GET", `/api/recipes/${elsewhere.recipe.slug}/comments`, elsewhere.ann.headers)).json()).toEqual(
      [],
    );
  });

  it("lets the author edit and delete their comment", async () => {
    const { ann, recipe } = await household();
    const created = await comment(ann, recipe.id, "draft");
    const edited = await call("PUT", `/api/comments/${created.id}`, ann.headers, { id: created.id, text: "final" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: created.id, text: "final", userId: ann.user.id });
    const deleted = await call("DELETE", `/api/comments/${created.id}`, ann.headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "Comment deleted", error: false });
    expect((await call("GET", `/api/comments/${created.id}`, ann.headers)).statusCode).toBe(404);
  });

  it("refuses other members' edits and deletions (403)", async () => {
    const { ann, ben, recipe } = await household();
    const created = await comment(ann, recipe.id, "mine");
    const edit = await call("PUT", `/api/comments/${created.id}`, ben.headers, { text: "hijacked" });
    expect(edit.statusCode).toBe(403);
    expect((await call("DELETE", `/api/comments/${created.id}`, ben.headers)).statusCode).toBe(403);
    expect((await call("GET", `/api/comments/${created.id}`, ben.headers)).json().text).toBe("mine");
  });

  it("lets an administrator edit and delete anyone's comment", async () => {
    const { ann, recipe } = await household({ adminsGroup: true });
    const created = await comment(ann, recipe.id, "rude words");
    const edit = await call("PUT", `/api/comments/${created.id}`, admin, { text: "[removed]" });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ text: "[removed]", userId: ann.user.id });
    expect((await call("DELETE", `/api/comments/${created.id}`, admin)).statusCode).toBe(200);
  });

  it("refuses a body naming another comment than the address", async () => {
    const { ann, recipe } = await household();
    const created = await comment(ann, recipe.id, "text");
    const other = await comment(ann, recipe.id, "other");
    const response = await call("PUT", `/api/comments/${created.id}`, ann.headers, { id: other.id, text: "x" });
    expect(response.statusCode).toBe(400);
  });

  it("hides another group's comments entirely (404)", async () => {
    const { ann } = await household();
    const elsewhere = await household();
    const theirs = await comment(elsewhere.ann, elsewhere.recipe.id, "private");
    expect((await call("GET", `/api/comments/${theirs.id}`, ann.headers)).statusCode).toBe(404);
    expect((await call("PUT", `/api/comments/${theirs.id}`, ann.headers, { text: "x" })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/comments/${theirs.id}`, ann.headers)).statusCode).toBe(404);
    expect((await call("GET", `/api/comments/${theirs.id}`, elsewhere.ann.headers)).json().text).toBe("private");
  });

  it("go away with their recipe", async () => {
    const { ann, recipe } = await household();
    const created = await comment(ann, recipe.id, "soon gone");
    expect((await call("DELETE", `/api/recipes/${recipe.slug}`, ann.headers)).statusCode).toBe(200);
    expect((await call("GET", `/api/comments/${created.id}`, ann.headers)).statusCode).toBe(404);
  });
});
