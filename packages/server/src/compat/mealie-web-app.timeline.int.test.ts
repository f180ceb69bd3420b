import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Member } from "../test-support/test-context.js";
import { useTestContext } from "../test-support/test-context.js";
import { axiosParamsUrl, fileOf, MealieWebApp, sessionCookieOf } from "./mealie-client.js";

/** Mealie v1.12's web app on a recipe's timeline and comments, replayed as it sends them. */
const t = useTestContext();

let cook: Member;
let app: MealieWebApp;
let cookie: string;

beforeAll(async () => {
  cook = await t.newMember();
  const signIn = await t.anonymous.post("/api/auth/token", { username: cook.username, password: cook.password });
  app = new MealieWebApp(t.app, signIn.json().access_token);
  cookie = sessionCookieOf(signIn);
});

async function newRecipe(name: string) {
  const created = await app.post("/api/recipes", { name });
  expect(created.statusCode).toBe(201);
  return (await app.get(`/api/recipes/${created.json()}`)).json() as { id: string; slug: string };
}

/** RecipeTimeline's list call: axios `params`, so `[ ] ,` travel unescaped and spaces as `+`. */
const timelineUrl = (queryFilter: string, orderDirection: "asc" | "desc", page = 1) =>
  axiosParamsUrl("/api/recipes/timeline/events", {
    page,
    perPage: 32,
    orderBy: "timestamp",
    orderDirection,
    queryFilter,
  });

const TYPES = 'eventType IN ["info", "system", "comment"]';

describe("Mealie's web app: the timeline", () => {
  it('posts "I made this", adds its photo as multipart `image` and `extension`, and lists it on the recipe\'s timeline', async () => {
    const recipe = await newRecipe("Timeline Tart");
    const posted = await app.post("/api/recipes/timeline/events", {
      recipeId: recipe.id,
      subject: "Cook made this",
      eventType: "comment",
      eventMessage: "Crisp base this time",
      timestamp: "2024-05-06T21:59:59.000Z",
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { id } = posted.json();

    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#27ae60" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", fileOf(png, "tart.png", "image/png"));
    form.append("extension", "png");
    const photo = await app.upload("PUT", `/api/recipes/timeline/events/${id}/image`, form);
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json().image).toEqual(expect.any(String));

    const listed = await app.get(timelineUrl(`(recipe.slug="${recipe.slug}") AND ${TYPES}`, "asc"));
    expect(listed.statusCode, listed.body).toBe(200);
    const items = listed.json().items;
    expect(items.map((event: { eventType: string }) => event.eventType)).toEqual(["comment", "system"]);
    expect(items[0]).toMatchObject({
      id,
      recipeId: recipe.id,
      subject: "Cook made this",
      eventMessage: "Crisp base this time",
      eventType: "comment",
      timestamp: "2024-05-06T21:59:59.000Z",
      image: photo.json().image,
    });

    for (const size of ["original", "min-original", "tiny-original"]) {
      const shown = await app.browse(`/api/media/recipes/${recipe.id}/images/timeline/${id}/${size}.webp`, cookie);
      expect(shown.statusCode, size).toBe(200);
    }
  });

  it("keeps only the types the user picked", async () => {
    const recipe = await newRecipe("Filtered Flan");
    await app.post("/api/recipes/timeline/events", {
      recipeId: recipe.id,
      subject: "Made it",
      eventType: "comment",
      eventMessage: "",
      timestamp: "2024-05-06T21:59:59.000Z",
    });
    const systemOnly = await app.get(timelineUrl(`(recipe.slug="${recipe.slug}") AND eventType IN ["system"]`, "desc"));
    expect(systemOnly.statusCode, systemOnly.body).toBe(200);
    expect(systemOnly.json().items.map((event: { eventType: string }) => event.eventType)).toEqual(["system"]);
  });

  it('lists the group\'s timeline page with (recipe.group_id="<id from /api/groups/self>"), newest first', async () => {
    const group = await t.newGroup();
    const member = await t.newMember({ group });
    const signIn = await t.anonymous.post("/api/auth/token", { username: member.username, password: member.password });
    const own = new MealieWebApp(t.app, signIn.json().access_token);
    const first = await own.post("/api/recipes", { name: "First Loaf" });
    const second = await own.post("/api/recipes", { name: "Second Loaf" });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const groupId = (await own.get("/api/groups/self")).json().id;

    const listed = await own.get(timelineUrl(`(recipe.group_id="${groupId}") AND ${TYPES}`, "desc"));
    expect(listed.statusCode, listed.body).toBe(200);
    const recipeIds = listed.json().items.map((event: { recipeId: string }) => event.recipeId);
    const [firstId, secondId] = await Promise.all(
      [first.json(), second.json()].map(async (slug) => (await own.get(`/api/recipes/${slug}`)).json().id),
    );
    expect(recipeIds).toEqual([secondId, firstId]);
  });

  it("edits an event with {subject, eventMessage, image} and deletes it", async () => {
    const recipe = await newRecipe("Edited Eclair");
    const posted = await app.post("/api/recipes/timeline/events", {
      recipeId: recipe.id,
      subject: "Made it",
      eventType: "comment",
      eventMessage: "first try",
      timestamp: "2024-05-06T21:59:59.000Z",
    });
    const { id, image } = posted.json();

    const edited = await app.put(`/api/recipes/timeline/events/${id}`, {
      subject: "Made it twice",
      eventMessage: "second try",
      image,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ subject: "Made it twice", eventMessage: "second try" });

    const deleted = await app.delete(`/api/recipes/timeline/events/${id}`);
    expect(deleted.statusCode).toBe(200);
    const listed = await app.get(timelineUrl(`(recipe.slug="${recipe.slug}") AND ${TYPES}`, "asc"));
    expect(listed.json().items.map((event: { id: string }) => event.id)).not.toContain(id);
  });
});

describe("Mealie's web app: comments", () => {
  it("posts {recipeId, text}, finds the comment in the recipe, and deletes it with a 200", async () => {
    const recipe = await newRecipe("Commented Crumble");
    const posted = await app.post("/api/comments", { recipeId: recipe.id, text: "Lovely with custard" });
    expect(posted.statusCode, posted.body).toBe(201);
    const comment = posted.json();
    expect(comment).toMatchObject({
      id: expect.any(String),
      recipeId: recipe.id,
      text: "Lovely with custard",
      createdAt: expect.any(String),
      user: { id: cook.id, username: cook.username },
    });

    const embedded = (await app.get(`/api/recipes/${recipe.slug}`)).json().comments;
    expect(embedded).toEqual([expect.objectContaining({ id: comment.id, text: "Lovely with custard" })]);
    expect((await app.get(`/api/recipes/${recipe.slug}/comments`)).json()).toEqual([
      expect.objectContaining({ id: comment.id }),
    ]);

    const deleted = await app.delete(`/api/comments/${comment.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await app.get(`/api/recipes/${recipe.slug}`)).json().comments).toEqual([]);
  });
});
