import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildGroup, buildUser } from "../test-support/builders.js";
import { multipartFile } from "../test-support/multipart.js";
import { createTestApp, signIn, type TestApp } from "../test-support/test-app.js";

/**
 * Group isolation, route by route: Bob (a manager of group Beta, with every group permission)
 * aims each signed-in route at group Alpha's people and data, and must get nothing of it.
 * A new signed-in route fails the first test until it has a probe here.
 */

let larder: TestApp;
let alpha: { id: string; name: string };
let alice: BuiltUser;
let aaron: BuiltUser;
let bob: BuiltUser;
let aliceHeaders: { authorization: string };
let bobHeaders: { authorization: string };
let aliceInvitation: string;
let aliceApiToken: { id: number; token: string };

beforeAll(async () => {
  larder = await createTestApp();
  alpha = await buildGroup(larder, "Alpha");
  const beta = await buildGroup(larder, "Beta");
  const everything = { can_manage: true, can_invite: true, can_organize: true, advanced: true };
  alice = await buildUser(larder, { group_id: alpha.id, ...everything });
  aaron = await buildUser(larder, { group_id: alpha.id });
  bob = await buildUser(larder, { group_id: beta.id, ...everything });
  await buildUser(larder, { group_id: beta.id });
  aliceHeaders = await signIn(larder.app, alice.username, alice.password);
  bobHeaders = await signIn(larder.app, bob.username, bob.password);
  aliceInvitation = (await larder.services.repositories.invitations.create(alpha.id, 5)).token;
  const created = await as(aliceHeaders, "POST", "/api/users/api-tokens", { name: "alice's token" });
  aliceApiToken = created.json();
  const alphaFiles = path.join(larder.config.dataDir, "groups", alpha.id);
  fs.mkdirSync(alphaFiles, { recursive: true });
  fs.writeFileSync(path.join(alphaFiles, "photo.webp"), Buffer.alloc(4096));
});
afterAll(async () => {
  await larder.close();
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
function as(headers: Record<string, string>, method: Method, url: string, payload?: object) {
  return larder.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
const asBob = (method: Method, url: string, payload?: object) => as(bobHeaders, method, url, payload);

const alphaIds = () => [alpha.id, alice.id, aaron.id];
function expectNoAlphaData(body: string) {
  for (const id of alphaIds()) expect(body).not.toContain(id);
  expect(body).not.toContain(alice.email);
}

async function aliceStillSignsIn() {
  await expect(signIn(larder.app, alice.username, alice.password)).resolves.toBeDefined();
}

const alphaActionBody = { actionType: "link", title: "Alpha's action", url: "https://alpha.example.com/recipes" };
async function alphaRecipeAction(): Promise<{ id: string }> {
  return (await as(aliceHeaders, "POST", "/api/groups/recipe-actions", alphaActionBody)).json();
}

/** A finished bulk-import report of Alpha's with one entry; returns its id. */
async function alphaReport(): Promise<string> {
  const report = await larder.services.reports.start(alpha.id, "Alpha's import", "bulk_import");
  await report.add({ success: true, message: "Imported https://alpha.example.com/pie" });
  await report.finish();
  return report.id;
}

// Foods, units, labels and organizers: Alice files hers, Bob aims every route at them.
let alphaItemCount = 0;
/** Creates one of Alice's items through the API; names are unique so that probes never collide. */
async function alphaItem(url: string, body: object = {}): Promise<{ id: string; name: string; slug?: string }> {
  alphaItemCount += 1;
  const response = await as(aliceHeaders, "POST", url, { name: `Alpha item ${alphaItemCount}`, ...body });
  expect(response.statusCode).toBeLessThan(300);
  return response.json();
}
async function expectAliceStillHas(url: string, name: string) {
  const response = await as(aliceHeaders, "GET", url);
  expect(response.statusCode).toBe(200);
  expect(response.json().name).toBe(name);
}

/** The probes of a group's simple collections: list, create, read, update and delete by id. */
function collectionProbes(base: string, createBody: object = {}): Record<string, () => Promise<void>> {
  return {
    [`GET ${base}`]: async () => {
      const item = await alphaItem(base, createBody);
      const response = await asBob("GET", `${base}?perPage=-1`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(item.id);
      expect((await asBob("GET", `${base}?search=${encodeURIComponent(item.name)}`)).body).not.toContain(item.id);
      expectNoAlphaData(response.body);
    },
    [`POST ${base}`]: async () => {
      const item = await alphaItem(base, createBody);
      const response = await asBob("POST", base, { ...createBody, name: item.name });
      expect(response.statusCode).toBeLessThan(300);
      expect(response.json().id).not.toBe(item.id);
      expectNoAlphaData(response.body);
    },
    [`GET ${base}/:item_id`]: async () => {
      const item = await alphaItem(base, createBody);
      const response = await asBob("GET", `${base}/${item.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(item.name);
    },
    [`PUT ${base}/:item_id`]: async () => {
      const item = await alphaItem(base, createBody);
      const response = await asBob("PUT", `${base}/${item.id}`, { ...createBody, name: "Taken over" });
      expect(response.statusCode).toBe(404);
      await expectAliceStillHas(`${base}/${item.id}`, item.name);
    },
    [`DELETE ${base}/:item_id`]: async () => {
      const item = await alphaItem(base, createBody);
      expect((await asBob("DELETE", `${base}/${item.id}`)).statusCode).toBe(404);
      await expectAliceStillHas(`${base}/${item.id}`, item.name);
    },
  };
}

function organizerProbes(
  kind: "categories" | "tags" | "tools",
  slugParam: string,
): Record<string, () => Promise<void>> {
  const base = `/api/organizers/${kind}`;
  const probes: Record<string, () => Promise<void>> = {
    ...collectionProbes(base),
    [`GET ${base}/slug/:${slugParam}`]: async () => {
      const item = await alphaItem(base);
      const response = await asBob("GET", `${base}/slug/${item.slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(item.id);
    },
  };
  if (kind !== "tools") {
    probes[`GET ${base}/empty`] = async () => {
      const item = await alphaItem(base);
      const response = await asBob("GET", `${base}/empty`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(item.id);
      expectNoAlphaData(response.body);
    };
  }
  return probes;
}

/** Bob can merge neither Alice's item into his own nor his into hers; both stay as they were. */
function mergeProbe(base: string, from: string, to: string): Record<string, () => Promise<void>> {
  return {
    [`PUT ${base}/merge`]: async () => {
      const alices = await alphaItem(base);
      const bobs = (await asBob("POST", base, { name: `Bob's ${alices.name}` })).json();
      expect((await asBob("PUT", `${base}/merge`, { [from]: alices.id, [to]: bobs.id })).statusCode).toBe(404);
      expect((await asBob("PUT", `${base}/merge`, { [from]: bobs.id, [to]: alices.id })).statusCode).toBe(404);
      await expectAliceStillHas(`${base}/${alices.id}`, alices.name);
      expect((await asBob("GET", `${base}/${bobs.id}`)).statusCode).toBe(200);
    },
  };
}

function foodIsolationProbes(): Record<string, () => Promise<void>> {
  return {
    ...organizerProbes("categories", "category_slug"),
    ...organizerProbes("tags", "tag_slug"),
    ...organizerProbes("tools", "tool_slug"),
    ...collectionProbes("/api/foods"),
    ...mergeProbe("/api/foods", "fromFood", "toFood"),
    ...collectionProbes("/api/units"),
    ...mergeProbe("/api/units", "fromUnit", "toUnit"),
    ...collectionProbes("/api/groups/labels", { color: "#123456" }),
  };
}

/** A cookbook of Alpha's, collecting one of Alpha's categories. */
async function alphaCookbook() {
  const category = await alphaOrganizer("categories");
  const body = { name: `Alpha's cookbook ${category.slug}`, categories: [category] };
  return (await as(aliceHeaders, "POST", "/api/groups/cookbooks", body)).json();
}
async function alphaOrganizer(kind: "categories" | "tags" | "tools") {
  const now = new Date();
  const suffix = Math.random().toString(36).slice(2, 8);
  const row = { id: randomUUID(), group_id: alpha.id, name: `Alpha ${suffix}`, slug: `alpha-${suffix}` };
  await larder.services.database.db
    .insertInto(kind)
    .values({ ...row, created_at: now, update_at: now })
    .execute();
  return { id: row.id, name: row.name, slug: row.slug };
}

// Ratings, comments, the timeline and share links: each probe gives Alice a fresh recipe with her
// rating, comment, event or link on it, and Bob aims the route at them.
let alphaSocialCount = 0;
async function alphaSocialRecipe(): Promise<{ id: string; slug: string }> {
  alphaSocialCount += 1;
  const created = await as(aliceHeaders, "POST", "/api/recipes", { name: `Alpha social dish ${alphaSocialCount}` });
  expect(created.statusCode).toBe(201);
  return (await as(aliceHeaders, "GET", `/api/recipes/${created.json()}`)).json();
}
async function alphaRated(): Promise<{ id: string; slug: string }> {
  const recipe = await alphaSocialRecipe();
  const rated = await as(aliceHeaders, "POST", `/api/users/${alice.id}/ratings/${recipe.slug}`, {
    rating: 4,
    isFavorite: true,
  });
  expect(rated.statusCode).toBe(200);
  return recipe;
}
async function expectAliceRatingKept(recipe: { id: string; slug: string }) {
  expect((await as(aliceHeaders, "GET", `/api/users/self/ratings/${recipe.id}`)).json()).toEqual({
    recipeId: recipe.id,
    rating: 4,
    isFavorite: true,
  });
  expect((await as(aliceHeaders, "GET", `/api/recipes/${recipe.slug}`)).json().rating).toBe(4);
}
async function alphaComment(): Promise<{ id: string; text: string; recipeId: string }> {
  const recipe = await alphaSocialRecipe();
  return (await as(aliceHeaders, "POST", "/api/comments", { recipeId: recipe.id, text: "Alpha's secret tip" })).json();
}
async function alphaEvent(): Promise<{ id: string; subject: string; recipeId: string }> {
  const recipe = await alphaSocialRecipe();
  const body = { recipeId: recipe.id, subject: "Alpha cooked it", eventType: "info" };
  return (await as(aliceHeaders, "POST", "/api/recipes/timeline/events", body)).json();
}
async function alphaShare(): Promise<{ id: string; recipeId: string }> {
  const recipe = await alphaSocialRecipe();
  return (await as(aliceHeaders, "POST", "/api/shared/recipes", { recipeId: recipe.id })).json();
}

function socialProbes(): Record<string, () => Promise<void>> {
  const timeline = "/api/recipes/timeline/events";
  return {
    "GET /api/users/self/ratings": async () => {
      const recipe = await alphaRated();
      const response = await asBob("GET", "/api/users/self/ratings");
      expect(response.body).not.toContain(recipe.id);
      expectNoAlphaData(response.body);
    },
    "GET /api/users/self/ratings/:recipe_id": async () => {
      const recipe = await alphaRated();
      const response = await asBob("GET", `/api/users/self/ratings/${recipe.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail.message).toBe("Recipe not found");
    },
    "GET /api/users/self/favorites": async () => {
      const recipe = await alphaRated();
      const response = await asBob("GET", "/api/users/self/favorites");
      expect(response.body).not.toContain(recipe.id);
      expectNoAlphaData(response.body);
    },
    "GET /api/users/:id/ratings": async () => {
      const recipe = await alphaRated();
      const response = await asBob("GET", `/api/users/${alice.id}/ratings`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(recipe.id);
    },
    "GET /api/users/:id/favorites": async () => {
      const recipe = await alphaRated();
      const response = await asBob("GET", `/api/users/${alice.id}/favorites`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(recipe.id);
    },
    "POST /api/users/:id/ratings/:slug": async () => {
      const recipe = await alphaRated();
      const forAlice = await asBob("POST", `/api/users/${alice.id}/ratings/${recipe.slug}`, { rating: 1 });
      expect(forAlice.statusCode).toBe(403);
      expect((await asBob("POST", `/api/users/${bob.id}/ratings/${recipe.slug}`, { rating: 1 })).statusCode).toBe(404);
      expect((await asBob("POST", `/api/users/${bob.id}/ratings/${recipe.id}`, { rating: 1 })).statusCode).toBe(404);
      await expectAliceRatingKept(recipe);
    },
    "POST /api/users/:id/favorites/:slug": async () => {
      const recipe = await alphaRated();
      expect((await asBob("POST", `/api/users/${alice.id}/favorites/${recipe.slug}`)).statusCode).toBe(403);
      expect((await asBob("POST", `/api/users/${bob.id}/favorites/${recipe.slug}`)).statusCode).toBe(404);
      expect((await asBob("GET", "/api/users/self/favorites")).body).not.toContain(recipe.id);
    },
    "DELETE /api/users/:id/favorites/:slug": async () => {
      const recipe = await alphaRated();
      expect((await asBob("DELETE", `/api/users/${alice.id}/favorites/${recipe.slug}`)).statusCode).toBe(403);
      expect((await asBob("DELETE", `/api/users/${bob.id}/favorites/${recipe.slug}`)).statusCode).toBe(404);
      await expectAliceRatingKept(recipe);
    },
    "GET /api/comments": async () => {
      const comment = await alphaComment();
      const response = await asBob("GET", "/api/comments?perPage=-1");
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(comment.text);
      const filter = encodeURIComponent(`recipeId = "${comment.recipeId}"`);
      const filtered = await asBob("GET", `/api/comments?queryFilter=${filter}`);
      expect(filtered.json().total).toBe(0);
      expectNoAlphaData(response.body);
    },
    "POST /api/comments": async () => {
      const comment = await alphaComment();
      const response = await asBob("POST", "/api/comments", { recipeId: comment.recipeId, text: "Bob was here" });
      expect(response.statusCode).toBe(404);
      const onAlpha = (await as(aliceHeaders, "GET", `/api/recipes/${comment.recipeId}/comments`)).json();
      expect(onAlpha.map((c: { text: string }) => c.text)).toEqual([comment.text]);
    },
    "GET /api/comments/:item_id": async () => {
      const comment = await alphaComment();
      const response = await asBob("GET", `/api/comments/${comment.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(comment.text);
    },
    "PUT /api/comments/:item_id": async () => {
      const comment = await alphaComment();
      expect((await asBob("PUT", `/api/comments/${comment.id}`, { text: "Taken over" })).statusCode).toBe(404);
      expect((await as(aliceHeaders, "GET", `/api/comments/${comment.id}`)).json().text).toBe(comment.text);
    },
    "DELETE /api/comments/:item_id": async () => {
      const comment = await alphaComment();
      expect((await asBob("DELETE", `/api/comments/${comment.id}`)).statusCode).toBe(404);
      expect((await as(aliceHeaders, "GET", `/api/comments/${comment.id}`)).statusCode).toBe(200);
    },
    "GET /api/recipes/:slug/comments": async () => {
      const comment = await alphaComment();
      const response = await asBob("GET", `/api/recipes/${comment.recipeId}/comments`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(comment.text);
    },
    [`GET ${timeline}`]: async () => {
      const event = await alphaEvent();
      const response = await asBob("GET", `${timeline}?perPage=-1`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(event.id);
      const filter = encodeURIComponent(`recipe_id = "${event.recipeId}" OR recipe.group_id = "${alpha.id}"`);
      expect((await asBob("GET", `${timeline}?queryFilter=${filter}`)).json().total).toBe(0);
      expectNoAlphaData(response.body);
    },
    [`POST ${timeline}`]: async () => {
      const event = await alphaEvent();
      const body = { recipeId: event.recipeId, subject: "Bob's event", eventType: "info" };
      expect((await asBob("POST", timeline, body)).statusCode).toBe(404);
      const filter = encodeURIComponent(`recipeId = "${event.recipeId}" AND subject = "Bob's event"`);
      expect((await as(aliceHeaders, "GET", `${timeline}?queryFilter=${filter}`)).json().total).toBe(0);
    },
    [`GET ${timeline}/:item_id`]: async () => {
      const event = await alphaEvent();
      const response = await asBob("GET", `${timeline}/${event.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(event.subject);
    },
    [`PUT ${timeline}/:item_id`]: async () => {
      const event = await alphaEvent();
      expect((await asBob("PUT", `${timeline}/${event.id}`, { subject: "Taken over" })).statusCode).toBe(404);
      expect((await as(aliceHeaders, "GET", `${timeline}/${event.id}`)).json().subject).toBe(event.subject);
    },
    [`DELETE ${timeline}/:item_id`]: async () => {
      const event = await alphaEvent();
      expect((await asBob("DELETE", `${timeline}/${event.id}`)).statusCode).toBe(404);
      expect((await as(aliceHeaders, "GET", `${timeline}/${event.id}`)).statusCode).toBe(200);
    },
    [`PUT ${timeline}/:item_id/image`]: async () => {
      const event = await alphaEvent();
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
        .png()
        .toBuffer();
      const upload = multipartFile("image", "a.png", png, "image/png");
      const response = await larder.app.inject({
        method: "PUT",
        url: `${timeline}/${event.id}/image`,
        headers: { ...bobHeaders, ...upload.headers },
        payload: upload.payload,
      });
      expect(response.statusCode).toBe(404);
      expect((await as(aliceHeaders, "GET", `${timeline}/${event.id}`)).json().image).toBe("does not have image");
    },
    "GET /api/shared/recipes": async () => {
      const share = await alphaShare();
      const response = await asBob("GET", "/api/shared/recipes");
      expect(response.body).not.toContain(share.id);
      expect((await asBob("GET", `/api/shared/recipes?recipe_id=${share.recipeId}`)).json()).toEqual([]);
      expectNoAlphaData(response.body);
    },
    "POST /api/shared/recipes": async () => {
      const share = await alphaShare();
      expect((await asBob("POST", "/api/shared/recipes", { recipeId: share.recipeId })).statusCode).toBe(404);
      const links = (await as(aliceHeaders, "GET", `/api/shared/recipes?recipe_id=${share.recipeId}`)).json();
      expect(links.map((link: { id: string }) => link.id)).toEqual([share.id]);
    },
    "GET /api/shared/recipes/:item_id": async () => {
      const share = await alphaShare();
      const response = await asBob("GET", `/api/shared/recipes/${share.id}`);
      expect(response.statusCode).toBe(404);
      expectNoAlphaData(response.body);
    },
    "DELETE /api/shared/recipes/:item_id": async () => {
      const share = await alphaShare();
      expect((await asBob("DELETE", `/api/shared/recipes/${share.id}`)).statusCode).toBe(404);
      expect((await as(aliceHeaders, "GET", `/api/shared/recipes/${share.id}`)).statusCode).toBe(200);
    },
  };
}

/** Recipes: Alice creates one through the API; Bob aims every recipe route at it by slug and by id. */
let alphaRecipeCount = 0;
async function alphaRecipe(): Promise<{ id: string; slug: string; name: string }> {
  alphaRecipeCount += 1;
  const name = `Alpha recipe ${alphaRecipeCount}`;
  const slug = (await as(aliceHeaders, "POST", "/api/recipes", { name })).json();
  return (await as(aliceHeaders, "GET", `/api/recipes/${slug}`)).json();
}
function asBobWithPatch(method: Method | "PATCH", url: string, payload?: object) {
  return larder.app.inject({ method, url, headers: bobHeaders, ...(payload ? { payload } : {}) });
}
async function expectAliceRecipeUnchanged(recipe: { id: string; slug: string; name: string }) {
  const response = await as(aliceHeaders, "GET", `/api/recipes/${recipe.id}`);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ slug: recipe.slug, name: recipe.name, lastMade: null, description: "" });
}
function recipeIsolationProbes(): Record<string, () => Promise<void>> {
  const eachTarget =
    (probe: (target: string, recipe: { id: string; slug: string; name: string }) => Promise<void>) => async () => {
      const recipe = await alphaRecipe();
      for (const target of [recipe.slug, recipe.id]) await probe(target, recipe);
      await expectAliceRecipeUnchanged(recipe);
    };
  return {
    "POST /api/recipes": async () => {
      const recipe = await alphaRecipe();
      const response = await asBob("POST", "/api/recipes", { name: recipe.name });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toBe(recipe.slug);
      expect((await asBob("GET", `/api/recipes/${recipe.slug}`)).json().id).not.toBe(recipe.id);
      await expectAliceRecipeUnchanged(recipe);
    },
    "GET /api/recipes/:slug": async () => {
      const recipe = await alphaRecipe();
      const response = await asBob("GET", `/api/recipes/${recipe.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(recipe.name);
      expectNoAlphaData(response.body);
    },
    "PUT /api/recipes/:slug": eachTarget(async (target, recipe) => {
      const response = await asBob("PUT", `/api/recipes/${target}`, { name: "Taken over", description: "x" });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(recipe.id);
    }),
    "PATCH /api/recipes/:slug": eachTarget(async (target) => {
      expect((await asBobWithPatch("PATCH", `/api/recipes/${target}`, { description: "x" })).statusCode).toBe(404);
    }),
    "DELETE /api/recipes/:slug": eachTarget(async (target) => {
      expect((await asBob("DELETE", `/api/recipes/${target}`)).statusCode).toBe(404);
    }),
    "POST /api/recipes/:slug/duplicate": eachTarget(async (target) => {
      const response = await asBob("POST", `/api/recipes/${target}/duplicate`, { name: "Bob's copy" });
      expect(response.statusCode).toBe(404);
      expect((await asBob("GET", "/api/recipes/bob-s-copy")).statusCode).toBe(404);
    }),
    "PATCH /api/recipes/:slug/last-made": eachTarget(async (target) => {
      const response = await asBobWithPatch("PATCH", `/api/recipes/${target}/last-made`, {
        timestamp: "2026-01-01T12:00:00Z",
      });
      expect(response.statusCode).toBe(404);
    }),
  };
}

/** Images, assets, exports and bulk actions: Alice's recipe has an image and a file; Bob aims at them. */
let alphaFileCount = 0;
async function alphaFileRecipe(): Promise<{ id: string; slug: string; name: string; image: string }> {
  alphaFileCount += 1;
  const slug = (await as(aliceHeaders, "POST", "/api/recipes", { name: `Alpha file dish ${alphaFileCount}` })).json();
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#a0a0a0" } })
    .png()
    .toBuffer();
  const upload = multipartFile("image", "a.png", png, "image/png");
  const image = await larder.app.inject({
    method: "PUT",
    url: `/api/recipes/${slug}/image`,
    headers: { ...aliceHeaders, ...upload.headers },
    payload: upload.payload,
  });
  expect(image.statusCode).toBe(200);
  return (await as(aliceHeaders, "GET", `/api/recipes/${slug}`)).json();
}
async function expectAliceFilesKept(recipe: { id: string; slug: string; image: string }) {
  const now = (await as(aliceHeaders, "GET", `/api/recipes/${recipe.id}`)).json();
  expect(now).toMatchObject({ slug: recipe.slug, image: recipe.image, assets: [], tags: [], recipeCategory: [] });
  expect(now.settings.public).toBe(true);
}
function uploadAsBob(url: string, field: string, content: Buffer, method: "PUT" | "POST" = "POST") {
  const upload = multipartFile(field, "file.bin", content, "application/octet-stream");
  return larder.app.inject({ method, url, headers: { ...bobHeaders, ...upload.headers }, payload: upload.payload });
}
async function alphaExport(): Promise<{ path: string; id: string }> {
  const recipe = await alphaFileRecipe();
  const exported = await as(aliceHeaders, "POST", "/api/recipes/bulk-actions/export", { recipes: [recipe.slug] });
  expect(exported.statusCode).toBe(202);
  return (await as(aliceHeaders, "GET", "/api/recipes/bulk-actions/export")).json()[0];
}
async function expectAliceExportKept(entry: { id: string }) {
  const list = (await as(aliceHeaders, "GET", "/api/recipes/bulk-actions/export")).json();
  expect(list.map((item: { id: string }) => item.id)).toContain(entry.id);
}
function fileProbes(): Record<string, () => Promise<void>> {
  const bulk = "/api/recipes/bulk-actions";
  const eachTarget =
    (probe: (target: string, recipe: { id: string; slug: string; image: string }) => Promise<void>) => async () => {
      const recipe = await alphaFileRecipe();
      for (const target of [recipe.slug, recipe.id]) await probe(target, recipe);
      await expectAliceFilesKept(recipe);
    };
  return {
    "PUT /api/recipes/:slug/image": eachTarget(async (target) => {
      const response = await uploadAsBob(`/api/recipes/${target}/image`, "image", Buffer.from("x"), "PUT");
      expect(response.statusCode).toBe(404);
    }),
    "POST /api/recipes/:slug/image": eachTarget(async (target) => {
      const response = await asBob("POST", `/api/recipes/${target}/image`, { url: "http://127.0.0.1:9/none.png" });
      expect(response.statusCode).toBe(404);
    }),
    "POST /api/recipes/:slug/assets": eachTarget(async (target) => {
      expect((await uploadAsBob(`/api/recipes/${target}/assets`, "file", Buffer.from("x"))).statusCode).toBe(404);
    }),
    "GET /api/recipes/exports": async () => {
      const response = await asBob("GET", "/api/recipes/exports");
      expect(response.statusCode).toBe(200);
      expectNoAlphaData(response.body);
    },
    "GET /api/recipes/:slug/exports": eachTarget(async (target, recipe) => {
      const response = await asBob("GET", `/api/recipes/${target}/exports?template_name=raw`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(recipe.id);
    }),
    "POST /api/recipes/:slug/exports": eachTarget(async (target) => {
      const response = await asBob("POST", `/api/recipes/${target}/exports`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("token");
    }),
    "GET /api/recipes/:slug/exports/zip": eachTarget(async (target, recipe) => {
      const { token } = (await as(aliceHeaders, "POST", `/api/recipes/${recipe.slug}/exports`)).json();
      const aimed = await asBob("GET", `/api/recipes/${target}/exports/zip?token=${token}`);
      expect([403, 404]).toContain(aimed.statusCode);
      expect(aimed.body).not.toContain(recipe.id);
      const bobs = (await asBob("POST", "/api/recipes", { name: "Bob's zip target" })).json();
      const ownRecipe = await asBob("GET", `/api/recipes/${bobs}/exports/zip?token=${token}`);
      expect(ownRecipe.statusCode).toBe(403);
    }),
    "POST /api/recipes/create-from-zip": async () => {
      const recipe = await alphaFileRecipe();
      const tag = await alphaOrganizer("tags");
      const json = { ...recipe, groupId: alpha.id, userId: alice.id, tags: [tag] };
      const archive = zipSync({ [`${recipe.slug}.json`]: Buffer.from(JSON.stringify(json)) });
      const response = await uploadAsBob("/api/recipes/create-from-zip", "archive", Buffer.from(archive));
      expect(response.statusCode).toBe(201);
      const copy = (await asBob("GET", `/api/recipes/${response.json()}`)).json();
      expect(copy.id).not.toBe(recipe.id);
      expect(copy.groupId).toBe(bob.groupId);
      expect(copy.userId).toBe(bob.id);
      expect(copy.tags.map((t: { id: string }) => t.id)).not.toContain(tag.id);
      expectNoAlphaData(JSON.stringify(copy));
      await expectAliceFilesKept(recipe);
    },
    [`POST ${bulk}/tag`]: async () => {
      const recipe = await alphaFileRecipe();
      const tag = await alphaOrganizer("tags");
      const bobs = (await asBob("POST", "/api/recipes", { name: "Bob's tag target" })).json();
      const response = await asBob("POST", `${bulk}/tag`, { recipes: [recipe.slug, bobs], tags: [tag] });
      expect(response.json().message).toBe("Tagged 1 recipe");
      const bobsTags = (await asBob("GET", `/api/recipes/${bobs}`)).json().tags;
      expect(bobsTags.map((t: { id: string }) => t.id)).not.toContain(tag.id);
      await expectAliceFilesKept(recipe);
    },
    [`POST ${bulk}/categorize`]: async () => {
      const recipe = await alphaFileRecipe();
      const category = await alphaOrganizer("categories");
      const response = await asBob("POST", `${bulk}/categorize`, { recipes: [recipe.slug], categories: [category] });
      expect(response.json().message).toBe("Categorized 0 recipes");
      await expectAliceFilesKept(recipe);
    },
    [`POST ${bulk}/settings`]: async () => {
      const recipe = await alphaFileRecipe();
      const settings = { public: false, locked: true };
      expect((await asBob("POST", `${bulk}/settings`, { recipes: [recipe.slug], settings })).json().message).toBe(
        "Updated the settings of 0 recipes",
      );
      await expectAliceFilesKept(recipe);
    },
    [`POST ${bulk}/delete`]: async () => {
      const recipe = await alphaFileRecipe();
      expect((await asBob("POST", `${bulk}/delete`, { recipes: [recipe.slug] })).json().message).toBe(
        "Deleted 0 recipes",
      );
      await expectAliceFilesKept(recipe);
    },
    [`POST ${bulk}/export`]: async () => {
      const recipe = await alphaFileRecipe();
      expect((await asBob("POST", `${bulk}/export`, { recipes: [recipe.slug] })).statusCode).toBe(400);
      expect((await asBob("GET", `${bulk}/export`)).body).not.toContain(recipe.slug);
    },
    [`GET ${bulk}/export`]: async () => {
      const entry = await alphaExport();
      const response = await asBob("GET", `${bulk}/export`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(entry.id);
      expectNoAlphaData(response.body);
    },
    [`GET ${bulk}/export/download`]: async () => {
      const entry = await alphaExport();
      const response = await asBob("GET", `${bulk}/export/download?path=${encodeURIComponent(entry.path)}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("fileToken");
    },
    [`DELETE ${bulk}/export/purge`]: async () => {
      const entry = await alphaExport();
      expect((await asBob("DELETE", `${bulk}/export/purge`)).statusCode).toBe(200);
      await expectAliceExportKept(entry);
      expect(fs.existsSync(path.join(larder.config.dataDir, entry.path))).toBe(true);
    },
  };
}

const probes: Record<string, () => Promise<void>> = {
  ...recipeIsolationProbes(),
  "GET /api/recipes": async () => {
    const recipe = await alphaRecipe();
    const tagged = await larder.app.inject({
      method: "PATCH",
      url: `/api/recipes/${recipe.slug}`,
      headers: aliceHeaders,
      payload: { tags: [{ name: `Alpha list tag ${recipe.id}` }] },
    });
    const tagId = tagged.json().tags[0].id;
    for (const query of [
      "?perPage=-1",
      `?search=${encodeURIComponent(recipe.name)}`,
      `?tags=${tagId}`,
      `?queryFilter=${encodeURIComponent(`id = ${recipe.id}`)}`,
      `?queryFilter=${encodeURIComponent(`tags.id = ${tagId}`)}`,
    ]) {
      const response = await asBob("GET", `/api/recipes${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.body).not.toContain(recipe.id);
      expect(response.body).not.toContain(recipe.name);
      expectNoAlphaData(response.body);
    }
  },
  "GET /api/users/self": async () => {
    const response = await asBob("GET", "/api/users/self");
    expect(response.json().id).toBe(bob.id);
    expectNoAlphaData(response.body);
  },
  "PUT /api/users/:id": async () => {
    const current = (await as(aliceHeaders, "GET", "/api/users/self")).json();
    const response = await asBob("PUT", `/api/users/${alice.id}`, { ...current, fullName: "Taken Over" });
    expect(response.statusCode).toBe(403);
    expect((await as(aliceHeaders, "GET", "/api/users/self")).json().fullName).toBe(current.fullName);
  },
  "PUT /api/users/password": async () => {
    const response = await asBob("PUT", "/api/users/password", {
      currentPassword: alice.password,
      newPassword: "x".repeat(12),
    });
    expect(response.statusCode).toBe(400);
    await aliceStillSignsIn();
  },
  "POST /api/users/:id/image": async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const upload = multipartFile("profile", "a.png", png, "image/png");
    const response = await larder.app.inject({
      method: "POST",
      url: `/api/users/${alice.id}/image`,
      headers: { ...bobHeaders, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(403);
    expect(fs.existsSync(larder.services.avatars.pathOf(alice.id))).toBe(false);
  },
  "GET /api/users/group-users": async () => {
    const response = await asBob("GET", "/api/users/group-users?perPage=-1");
    expect(response.json().total).toBe(2);
    expectNoAlphaData(response.body);
  },
  "POST /api/users/api-tokens": async () => {
    const { token } = (await asBob("POST", "/api/users/api-tokens", { name: "bob's" })).json();
    const self = await as({ authorization: `Bearer ${token}` }, "GET", "/api/users/self");
    expect(self.json().id).toBe(bob.id);
  },
  "DELETE /api/users/api-tokens/:token_id": async () => {
    const response = await asBob("DELETE", `/api/users/api-tokens/${aliceApiToken.id}`);
    expect(response.statusCode).toBe(404);
    const stillWorks = await as({ authorization: `Bearer ${aliceApiToken.token}` }, "GET", "/api/users/self");
    expect(stillWorks.json().id).toBe(alice.id);
  },
  "GET /api/auth/refresh": async () => {
    const { access_token } = (await asBob("GET", "/api/auth/refresh")).json();
    const self = await as({ authorization: `Bearer ${access_token}` }, "GET", "/api/users/self");
    expect(self.json().id).toBe(bob.id);
  },
  "GET /api/groups/self": async () => {
    const response = await asBob("GET", "/api/groups/self");
    expect(response.json().name).toBe("Beta");
    expectNoAlphaData(response.body);
  },
  "GET /api/groups/members": async () => {
    const response = await asBob("GET", "/api/groups/members");
    expect(response.json()).toHaveLength(2);
    expectNoAlphaData(response.body);
  },
  "GET /api/groups/preferences": async () => {
    const response = await asBob("GET", "/api/groups/preferences");
    expectNoAlphaData(response.body);
  },
  "PUT /api/groups/preferences": async () => {
    const before = (await as(aliceHeaders, "GET", "/api/groups/preferences")).json();
    expect((await asBob("PUT", "/api/groups/preferences", { privateGroup: false, firstDayOfWeek: 3 })).statusCode).toBe(
      200,
    );
    expect((await as(aliceHeaders, "GET", "/api/groups/preferences")).json()).toEqual(before);
  },
  "PUT /api/groups/permissions": async () => {
    const response = await asBob("PUT", "/api/groups/permissions", { userId: aaron.id, canManage: true });
    expect(response.statusCode).toBe(404);
    expectNoAlphaData(response.body);
    const aaronNow = await larder.services.repositories.users.findById(aaron.id);
    expect(aaronNow?.can_manage).toBe(false);
  },
  "GET /api/groups/statistics": async () => {
    expect((await asBob("GET", "/api/groups/statistics")).json().totalUsers).toBe(2);
  },
  "GET /api/groups/storage": async () => {
    expect((await asBob("GET", "/api/groups/storage")).json().usedStorageBytes).toBe(0);
  },
  "GET /api/groups/invitations": async () => {
    const response = await asBob("GET", "/api/groups/invitations");
    expect(response.body).not.toContain(aliceInvitation);
    expectNoAlphaData(response.body);
  },
  "POST /api/groups/invitations": async () => {
    const response = await asBob("POST", "/api/groups/invitations", { uses: 1 });
    expect(response.json().groupId).not.toBe(alpha.id);
  },
  "POST /api/groups/invitations/email": async () => {
    const response = await asBob("POST", "/api/groups/invitations/email", {
      email: "x@example.com",
      token: aliceInvitation,
    });
    expect(response.statusCode).toBe(404);
  },
  "GET /api/groups/recipe-actions": async () => {
    const action = (await alphaRecipeAction()).id;
    const response = await asBob("GET", "/api/groups/recipe-actions?perPage=-1");
    expect(response.body).not.toContain(action);
    expectNoAlphaData(response.body);
  },
  "POST /api/groups/recipe-actions": async () => {
    const response = await asBob("POST", "/api/groups/recipe-actions", alphaActionBody);
    expect(response.json().groupId).not.toBe(alpha.id);
  },
  "GET /api/groups/recipe-actions/:item_id": async () => {
    const response = await asBob("GET", `/api/groups/recipe-actions/${(await alphaRecipeAction()).id}`);
    expect(response.statusCode).toBe(404);
    expectNoAlphaData(response.body);
  },
  "PUT /api/groups/recipe-actions/:item_id": async () => {
    const action = await alphaRecipeAction();
    const response = await asBob("PUT", `/api/groups/recipe-actions/${action.id}`, {
      ...alphaActionBody,
      title: "Bob's",
    });
    expect(response.statusCode).toBe(404);
    expect((await as(aliceHeaders, "GET", `/api/groups/recipe-actions/${action.id}`)).json()).toEqual(action);
  },
  "DELETE /api/groups/recipe-actions/:item_id": async () => {
    const action = await alphaRecipeAction();
    expect((await asBob("DELETE", `/api/groups/recipe-actions/${action.id}`)).statusCode).toBe(404);
    expect((await as(aliceHeaders, "GET", `/api/groups/recipe-actions/${action.id}`)).statusCode).toBe(200);
  },
  // Imports land in the importer's own group; reports are read and deleted in their group only.
  "POST /api/recipes/create-url": async () => {
    // The isolation app keeps private addresses closed: the import is refused before any group is touched.
    const response = await asBob("POST", "/api/recipes/create-url", { url: "http://127.0.0.1:9/recipe" });
    expect(response.statusCode).toBe(400);
    expectNoAlphaData(response.body);
  },
  "POST /api/recipes/test-scrape-url": async () => {
    const response = await asBob("POST", "/api/recipes/test-scrape-url", { url: "http://127.0.0.1:9/recipe" });
    expect(response.statusCode).toBe(400);
    expectNoAlphaData(response.body);
  },
  "POST /api/recipes/create-html-or-json": async () => {
    const response = await asBob("POST", "/api/recipes/create-html-or-json", {
      data: { "@type": "Recipe", name: "Bob's pasted pie", recipeIngredient: ["1 pie"] },
    });
    expect(response.statusCode).toBe(201);
    const recipe = (await asBob("GET", `/api/recipes/${response.json()}`)).json();
    expect(recipe.groupId).toBe(bob.groupId);
    expect((await as(aliceHeaders, "GET", `/api/recipes/${recipe.slug}`)).statusCode).toBe(404);
  },
  "POST /api/recipes/create-url/bulk": async () => {
    const response = await asBob("POST", "/api/recipes/create-url/bulk", {
      imports: [{ url: "http://127.0.0.1:9/x" }],
    });
    expect(response.statusCode).toBe(202);
    await larder.services.scraper.idle();
    const report = (await asBob("GET", `/api/groups/reports/${response.json().reportId}`)).json();
    expect(report.groupId).toBe(bob.groupId);
    expect((await as(aliceHeaders, "GET", `/api/groups/reports/${report.id}`)).statusCode).toBe(404);
  },
  "GET /api/groups/reports": async () => {
    const report = await alphaReport();
    const response = await asBob("GET", "/api/groups/reports");
    expect(response.body).not.toContain(report);
    expectNoAlphaData(response.body);
  },
  "GET /api/groups/reports/:item_id": async () => {
    const response = await asBob("GET", `/api/groups/reports/${await alphaReport()}`);
    expect(response.statusCode).toBe(404);
    expectNoAlphaData(response.body);
  },
  "DELETE /api/groups/reports/:item_id": async () => {
    const report = await alphaReport();
    expect((await asBob("DELETE", `/api/groups/reports/${report}`)).statusCode).toBe(404);
    expect((await as(aliceHeaders, "GET", `/api/groups/reports/${report}`)).statusCode).toBe(200);
  },
  // The parser matches lines to the caller's own foods and units, never to another group's.
  "POST /api/parser/ingredient": async () => {
    const food = await alphaItem("/api/foods", { name: "Alpha saffron threads" });
    const response = await asBob("POST", "/api/parser/ingredient", { ingredient: "1 pinch alpha saffron threads" });
    expect(response.statusCode).toBe(200);
    expect(response.json().ingredient.food.id).toBeNull();
    expect(response.body).not.toContain(food.id);
    expectNoAlphaData(response.body);
  },
  "POST /api/parser/ingredients": async () => {
    const unit = await alphaItem("/api/units", { name: "Alpha scoop" });
    const response = await asBob("POST", "/api/parser/ingredients", { ingredients: ["2 alpha scoop sugar"] });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(unit.id);
    expectNoAlphaData(response.body);
  },
  ...foodIsolationProbes(),
  ...socialProbes(),
  ...fileProbes(),
  "GET /api/groups/cookbooks": async () => {
    const cookbook = await alphaCookbook();
    const response = await asBob("GET", "/api/groups/cookbooks?perPage=-1");
    expect(response.body).not.toContain(cookbook.id);
    expectNoAlphaData(response.body);
  },
  "POST /api/groups/cookbooks": async () => {
    const alphaCategory = await alphaOrganizer("categories");
    const own = await asBob("POST", "/api/groups/cookbooks", { name: "Bob's" });
    expect(own.json().groupId).not.toBe(alpha.id);
    const borrowing = await asBob("POST", "/api/groups/cookbooks", { name: "Bob's", categories: [alphaCategory] });
    expect(borrowing.statusCode).toBe(400);
  },
  "PUT /api/groups/cookbooks": async () => {
    const cookbook = await alphaCookbook();
    const response = await asBob("PUT", "/api/groups/cookbooks", [{ ...cookbook, name: "Bob's", position: 9 }]);
    expect(response.statusCode).toBe(404);
    const { recipes: _, ...unchanged } = (await as(aliceHeaders, "GET", `/api/groups/cookbooks/${cookbook.id}`)).json();
    expect(unchanged).toEqual(cookbook);
  },
  "GET /api/groups/cookbooks/:item_id": async () => {
    const cookbook = await alphaCookbook();
    for (const idOrSlug of [cookbook.id, cookbook.slug]) {
      const response = await asBob("GET", `/api/groups/cookbooks/${idOrSlug}`);
      expect(response.statusCode).toBe(404);
      expectNoAlphaData(response.body);
    }
  },
  "PUT /api/groups/cookbooks/:item_id": async () => {
    const cookbook = await alphaCookbook();
    expect((await asBob("PUT", `/api/groups/cookbooks/${cookbook.id}`, { name: "Bob's" })).statusCode).toBe(404);
    expect((await as(aliceHeaders, "GET", `/api/groups/cookbooks/${cookbook.id}`)).json().name).toBe(cookbook.name);
  },
  "DELETE /api/groups/cookbooks/:item_id": async () => {
    const cookbook = await alphaCookbook();
    expect((await asBob("DELETE", `/api/groups/cookbooks/${cookbook.id}`)).statusCode).toBe(404);
    expect((await as(aliceHeaders, "GET", `/api/groups/cookbooks/${cookbook.id}`)).statusCode).toBe(200);
  },
};

describe("group isolation", () => {
  it("has a probe for every route a signed-in member can call", () => {
    const memberRoutes = larder.app.declaredRoutes
      .filter((route) => route.access === "user" || route.access === "group")
      .map((route) => `${route.method} ${route.url}`);
    expect(memberRoutes.filter((route) => !(route in probes))).toEqual([]);
  });

  for (const [route, probe] of Object.entries(probes)) {
    it(`${route} gives a member of another group nothing of Alpha's`, probe);
  }
});
