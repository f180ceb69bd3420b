import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { timelineImagesFolder } from "../media/recipe-images.js";
import { multipartFile } from "../test-support/multipart.js";
import { type Member, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

async function post(member: Member, body: Record<string, unknown>) {
  const response = await t.as(member).post("/api/recipes/timeline/events", {
    subject: "Made it",
    eventType: "comment",
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const list = (member: Member, query: string) => t.as(member).get(`/api/recipes/timeline/events?${query}`);
const filtered = (member: Member, filter: string, extra = "") =>
  list(member, `queryFilter=${encodeURIComponent(filter)}&orderBy=timestamp&orderDirection=asc${extra}`);
const subjects = (response: { json(): { items: { subject: string }[] } }) =>
  response.json().items.map((event) => event.subject);

const uploadImage = (member: Member, eventId: string, content: Buffer) =>
  t
    .as(member)
    .upload(
      `/api/recipes/timeline/events/${eventId}/image`,
      multipartFile("image", "photo.png", content, "image/png"),
      "PUT",
    );
const png = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();

describe("timeline events", () => {
  it("creates an event in the caller's name and reads it back", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const created = await post(ann, {
      recipeId: recipe.id,
      subject: "Made for Sunday lunch",
      eventMessage: "Less salt next time",
      timestamp: "2024-05-05T12:30:00Z",
    });
    expect(created).toEqual({
      id: expect.any(String),
      recipeId: recipe.id,
      userId: ann.id,
      subject: "Made for Sunday lunch",
      eventType: "comment",
      eventMessage: "Less salt next time",
      image: "does not have image",
      timestamp: "2024-05-05T12:30:00.000Z",
      createdAt: expect.any(String),
      updateAt: expect.any(String),
    });
    expect((await t.as(ann).get(`/api/recipes/timeline/events/${created.id}`)).json()).toEqual(created);
  });

  it("dates an event now when no time is given, and reads a time without a zone as UTC", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const before = Date.now();
    const now = await post(ann, { recipeId: recipe.id });
    expect(Date.parse(now.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(now.timestamp)).toBeLessThanOrEqual(Date.now() + 1000);
    const naive = await post(ann, { recipeId: recipe.id, timestamp: "2024-01-02T23:59:00" });
    expect(naive.timestamp).toBe("2024-01-02T23:59:00.000Z");
  });

  it("refuses events in another member's name, of an unknown type, or on another group's recipe", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const ben = await t.newMember({ group: ann.group });
    const elsewhere = await t.newRecipe();
    const asBen = await t.as(ann).post("/api/recipes/timeline/events", {
      recipeId: recipe.id,
      userId: ben.id,
      subject: "x",
      eventType: "info",
    });
    expect(asBen.statusCode).toBe(403);
    const ownName = await post(ann, { recipeId: recipe.id, userId: ann.id });
    expect(ownName.userId).toBe(ann.id);
    const badType = await t.as(ann).post("/api/recipes/timeline/events", {
      recipeId: recipe.id,
      subject: "x",
      eventType: "party",
    });
    expect(badType.statusCode).toBe(422);
    const badTime = await t.as(ann).post("/api/recipes/timeline/events", {
      recipeId: recipe.id,
      subject: "x",
      eventType: "info",
      timestamp: "yesterday-ish",
    });
    expect(badTime.statusCode).toBe(422);
    const foreign = await t.as(ann).post("/api/recipes/timeline/events", {
      recipeId: elsewhere.id,
      subject: "x",
      eventType: "info",
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("updates the subject and message, keeping what the body leaves out", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const ben = await t.newMember({ group: ann.group });
    const created = await post(ann, { recipeId: recipe.id, subject: "old", eventMessage: "note" });
    const renamed = await t.as(ben).put(`/api/recipes/timeline/events/${created.id}`, { subject: "new" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ subject: "new", eventMessage: "note", eventType: "comment" });
    const cleared = await t.as(ann).put(`/api/recipes/timeline/events/${created.id}`, {
      subject: "new",
      eventMessage: null,
    });
    expect(cleared.json()).toMatchObject({ subject: "new", eventMessage: null, timestamp: created.timestamp });
  });

  it("deletes an event, answering with it", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const created = await post(ann, { recipeId: recipe.id });
    const deleted = await t.as(ann).delete(`/api/recipes/timeline/events/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual(created);
    expect((await t.as(ann).get(`/api/recipes/timeline/events/${created.id}`)).statusCode).toBe(404);
  });

  it("hides another group's events entirely (404)", async () => {
    const ann = await t.newMember();
    const elsewhere = await t.newRecipe();
    const theirs = await post(elsewhere.owner, { recipeId: elsewhere.id, subject: "private" });
    const url = `/api/recipes/timeline/events/${theirs.id}`;
    expect((await t.as(ann).get(url)).statusCode).toBe(404);
    expect((await t.as(ann).put(url, { subject: "x" })).statusCode).toBe(404);
    expect((await t.as(ann).delete(url)).statusCode).toBe(404);
    expect((await uploadImage(ann, theirs.id, await png())).statusCode).toBe(404);
    expect((await t.as(elsewhere.owner).get(url)).json().subject).toBe("private");
    const everything = await list(ann, "perPage=-1");
    expect(everything.body).not.toContain(theirs.id);
  });
});

describe("the timeline list", () => {
  async function journal() {
    const ann = await t.newMember();
    const ben = await t.newMember({ group: ann.group });
    const recipe = await t.newRecipe({ owner: ann });
    const other = await t.newRecipe({ owner: ann });
    await post(ann, {
      recipeId: recipe.id,
      subject: "created",
      eventType: "system",
      timestamp: "2024-01-01T10:00:00Z",
    });
    await post(ben, { recipeId: recipe.id, subject: "cooked", eventType: "info", timestamp: "2024-02-01T10:00:00Z" });
    await post(ann, {
      recipeId: recipe.id,
      subject: "loved it",
      eventType: "comment",
      timestamp: "2024-03-01T10:00:00Z",
    });
    await post(ann, {
      recipeId: other.id,
      subject: "other dish",
      eventType: "info",
      timestamp: "2024-04-01T10:00:00Z",
    });
    const elsewhere = await t.newRecipe();
    await post(elsewhere.owner, {
      recipeId: elsewhere.id,
      subject: "not ours",
      timestamp: "2024-01-15T10:00:00Z",
    });
    return { ann, ben, recipe, group: ann.group, other, elsewhere };
  }

  it("pages through the group's events in time order", async () => {
    const { ann } = await journal();
    const first = await list(ann, "page=1&perPage=3&orderBy=timestamp&orderDirection=desc");
    expect(first.json()).toMatchObject({ page: 1, per_page: 3, total: 4, total_pages: 2 });
    expect(subjects(first)).toEqual(["other dish", "loved it", "cooked"]);
    expect(first.json().next).toContain("/recipes/timeline/events?page=2");
    expect(subjects(await list(ann, "page=2&perPage=3&orderBy=timestamp&orderDirection=desc"))).toEqual(["created"]);
  });

  it("filters as Mealie's web app does: one recipe, the group, and event types", async () => {
    const { ann, recipe, group, other } = await journal();
    expect(subjects(await filtered(ann, `recipe_id="${recipe.id}"`))).toEqual(["created", "cooked", "loved it"]);
    expect(subjects(await filtered(ann, `recipeId = ${other.id}`))).toEqual(["other dish"]);
    expect(subjects(await filtered(ann, `recipe.group_id="${group.id}" AND eventType IN ["info", "comment"]`))).toEqual(
      ["cooked", "loved it", "other dish"],
    );
    expect(subjects(await filtered(ann, `(recipe_id="${recipe.id}") AND (eventType IN [info, system])`))).toEqual([
      "created",
      "cooked",
    ]);
  });

  it("filters by author and by time", async () => {
    const { ann, ben } = await journal();
    expect(subjects(await filtered(ann, `userId = "${ben.id}"`))).toEqual(["cooked"]);
    expect(subjects(await filtered(ann, `timestamp >= "2024-02-15" AND timestamp < "2024-04-01"`))).toEqual([
      "loved it",
    ]);
    expect(subjects(await filtered(ann, `subject LIKE "%dish%"`))).toEqual(["other dish"]);
    const paged = await filtered(ann, `eventType = "info"`, "&perPage=1");
    expect(subjects(paged)).toEqual(["cooked"]);
    const next = await t.as(ann).get(`/api${paged.json().next}`);
    expect(subjects(next)).toEqual(["other dish"]);
  });

  it("never lets a filter reach another group's events", async () => {
    const { ann, elsewhere } = await journal();
    const response = await filtered(ann, `recipe_id = "${elsewhere.id}" OR subject = "not ours"`);
    expect(response.json().total).toBe(0);
    expect(subjects(await filtered(ann, `recipe.group_id = "${elsewhere.groupId}"`))).toEqual([]);
  });

  it("refuses a malformed filter or an unknown field with 400", async () => {
    const { ann } = await journal();
    for (const filter of ['eventType IN ["info"', "password = x", `recipe_id = "not-a-uuid"`]) {
      const response = await filtered(ann, filter);
      expect(response.statusCode, filter).toBe(400);
      expect(response.json().detail.message).toContain("queryFilter");
    }
    expect((await list(ann, "orderBy=password")).statusCode).toBe(400);
  });
});

describe("timeline event photos", () => {
  it("stores an uploaded photo as WebP beside the recipe's images", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const ben = await t.newMember({ group: ann.group });
    const { group } = ann;
    const created = await post(ann, { recipeId: recipe.id });
    const response = await uploadImage(ben, created.id, await png());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ image: "has image" });
    expect((await t.as(ann).get(`/api/recipes/timeline/events/${created.id}`)).json().image).toBe("has image");

    const folder = timelineImagesFolder(t.config.dataDir, group.id, recipe.id, created.id);
    const original = path.join(folder, "original.webp");
    expect(fs.existsSync(original)).toBe(true);
    expect((await sharp(original).metadata()).format).toBe("webp");
    expect(fs.readdirSync(folder).sort()).toEqual(["min-original.webp", "original.webp", "tiny-original.webp"]);
  });

  it("refuses a file that is not an image, and a form without the file", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const { group } = ann;
    const created = await post(ann, { recipeId: recipe.id });
    const notImage = await uploadImage(ann, created.id, Buffer.from("just some text"));
    expect(notImage.statusCode).toBe(400);
    const wrongField = multipartFile("file", "photo.png", await png(), "image/png");
    const missing = await t.as(ann).upload(`/api/recipes/timeline/events/${created.id}/image`, wrongField, "PUT");
    expect(missing.statusCode).toBe(400);
    expect((await t.as(ann).get(`/api/recipes/timeline/events/${created.id}`)).json().image).toBe(
      "does not have image",
    );
    expect(fs.existsSync(timelineImagesFolder(t.config.dataDir, group.id, recipe.id, created.id))).toBe(false);
  });

  it("removes the photo when the event says it has none, or when the event is deleted", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const { group } = ann;
    const folderOf = (id: string) => timelineImagesFolder(t.config.dataDir, group.id, recipe.id, id);
    const first = await post(ann, { recipeId: recipe.id });
    await uploadImage(ann, first.id, await png());
    const kept = await t.as(ann).put(`/api/recipes/timeline/events/${first.id}`, {
      subject: "still there",
      image: "has image",
    });
    expect(kept.json().image).toBe("has image");
    const removed = await t.as(ann).put(`/api/recipes/timeline/events/${first.id}`, {
      subject: "photo removed",
      image: "does not have image",
    });
    expect(removed.json().image).toBe("does not have image");
    expect(fs.existsSync(folderOf(first.id))).toBe(false);

    const second = await post(ann, { recipeId: recipe.id });
    await uploadImage(ann, second.id, await png());
    expect(fs.existsSync(folderOf(second.id))).toBe(true);
    await t.as(ann).delete(`/api/recipes/timeline/events/${second.id}`);
    expect(fs.existsSync(folderOf(second.id))).toBe(false);
  });

  it("ignores an image flag sent on creation: an event has a photo once one is uploaded", async () => {
    const ann = await t.newMember();
    const recipe = await t.newRecipe({ owner: ann });
    const created = await post(ann, { recipeId: recipe.id, image: "has image" });
    expect(created.image).toBe("does not have image");
  });
});
