import fs from "node:fs";
import path from "node:path";
import { AUTH_COOKIE_NAME } from "@larder/shared";
import { beforeAll, describe, expect, it } from "vitest";
import type { GroupRow } from "../groups/groups.repository.js";
import type { Caller, Member } from "../test-support/test-context.js";
import { useTestContext } from "../test-support/test-context.js";
import { recipeAssetsFolder } from "./recipe-assets.js";
import { recipeImagesFolder, timelineImagesFolder } from "./recipe-images.js";

/**
 * Who may fetch a recipe's media (images, assets, timeline photos) and a user's picture: members of
 * the recipe's group, anyone for a public recipe of a group open to visitors, and holders of a live
 * share link of that recipe. Everyone else gets the 404 a missing recipe gives.
 */

const t = useTestContext();
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
const EVENT_ID = "6f1c1f57-8f6e-4a4e-9d37-1b1c5f1f0a11";
const IMAGE_KEY = "k1";

let privateGroup: GroupRow;
let publicGroup: GroupRow;
let member: Member;
let publicMember: Member;
let outsider: Member;

beforeAll(async () => {
  privateGroup = await t.newGroup({ preferences: { private_group: true } });
  publicGroup = await t.newGroup({ preferences: { private_group: false, recipe_public: true } });
  member = await t.newMember({ group: privateGroup });
  publicMember = await t.newMember({ group: publicGroup });
  outsider = await t.newMember();
  for (const caller of [member, publicMember, outsider]) await t.headersOf(caller);
});

interface MediaRecipe {
  id: string;
  slug: string;
  /** The recipe's three kinds of media URL, each with a file behind it. */
  urls: { image: string; asset: string; timeline: string };
}

/** A recipe of `owner`'s with an image, an asset and a timeline photo stored in its folder. */
async function mediaRecipe(owner: Member, isPublic: boolean): Promise<MediaRecipe> {
  const recipe = await t.newRecipe({ owner, public: isPublic, image: IMAGE_KEY });
  const { dataDir } = t.config;
  const files = [
    path.join(recipeImagesFolder(dataDir, recipe.groupId, recipe.id), "original.webp"),
    path.join(recipeAssetsFolder(dataDir, recipe.groupId, recipe.id), "card.pdf"),
    path.join(timelineImagesFolder(dataDir, recipe.groupId, recipe.id, EVENT_ID), "min-original.webp"),
  ];
  for (const file of files) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `content of ${path.basename(file)}`);
  }
  const base = `/api/media/recipes/${recipe.id}`;
  return {
    id: recipe.id,
    slug: recipe.slug,
    urls: {
      image: `${base}/images/original.webp?version=${IMAGE_KEY}`,
      asset: `${base}/assets/card.pdf`,
      timeline: `${base}/images/timeline/${EVENT_ID}/min-original.webp`,
    },
  };
}

/** Appends a query parameter to a URL that may already have a query. */
const withQuery = (url: string, name: string, value: string) =>
  `${url}${url.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}`;

async function expectServed(caller: Caller, recipe: MediaRecipe, cache: "public" | "private", token?: string) {
  for (const [kind, url] of Object.entries(recipe.urls)) {
    const response = await caller.get(token ? withQuery(url, "token", token) : url);
    expect({ kind, status: response.statusCode }).toEqual({ kind, status: 200 });
    expect(response.body).toMatch(/^content of /);
    const versioned = url.includes("?version=");
    const cacheControl = versioned
      ? `${cache}, max-age=31536000, immutable`
      : cache === "public"
        ? "no-cache"
        : "private, no-cache";
    expect({ kind, cacheControl: response.headers["cache-control"] }).toEqual({ kind, cacheControl });
  }
}

/** The answer a recipe that does not exist gets. */
async function missingRecipeAnswer() {
  const response = await t.anonymous.get(`/api/media/recipes/${NO_SUCH_ID}/images/original.webp`);
  expect(response.statusCode).toBe(404);
  return response.body;
}

async function expectRefused(caller: Caller, recipe: MediaRecipe, token?: string) {
  const missing = await missingRecipeAnswer();
  for (const [kind, url] of Object.entries(recipe.urls)) {
    const response = await caller.get(token ? withQuery(url, "token", token) : url);
    expect({ kind, status: response.statusCode, body: response.body }).toEqual({ kind, status: 404, body: missing });
  }
}

async function shareLink(owner: Member, recipeId: string): Promise<string> {
  const response = await t.as(owner).post("/api/shared/recipes", { recipeId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe("media of a private group's recipe", () => {
  it("are served to members of the group, privately", async () => {
    const recipe = await mediaRecipe(member, true);
    await expectServed(t.as(member), recipe, "private");
  });

  it("are served to a member signed in by cookie, as a browser's <img> asks", async () => {
    const recipe = await mediaRecipe(member, true);
    const { authorization } = await t.headersOf(member);
    const session = authorization.replace(/^Bearer /, "");
    const response = await t.app.inject({ url: recipe.urls.image, cookies: { [AUTH_COOKIE_NAME]: session } });
    expect(response.statusCode).toBe(200);
  });

  it("are a 404 for visitors and members of other groups, the same as for a missing recipe", async () => {
    const recipe = await mediaRecipe(member, true);
    await expectRefused(t.anonymous, recipe);
    await expectRefused(t.as(outsider), recipe);
    await expectRefused(t.withToken("not-a-session"), recipe);
  });

  it("answer a visitor's revalidation with 404, not 304", async () => {
    const recipe = await mediaRecipe(member, true);
    const served = await t.as(member).get(recipe.urls.asset);
    const etag = String(served.headers.etag);
    expect((await t.as(member).inject({ url: recipe.urls.asset, headers: { "if-none-match": etag } })).statusCode).toBe(
      304,
    );
    const visitor = await t.anonymous.inject({ url: recipe.urls.asset, headers: { "if-none-match": etag } });
    expect(visitor.statusCode).toBe(404);
  });
});

describe("media of a group open to visitors", () => {
  it("are served to anyone, publicly, when the recipe is public", async () => {
    const recipe = await mediaRecipe(publicMember, true);
    await expectServed(t.anonymous, recipe, "public");
    await expectServed(t.as(outsider), recipe, "public");
    await expectServed(t.withToken("not-a-session"), recipe, "public");
    await expectServed(t.as(publicMember), recipe, "public");
  });

  it("stay with the members when the recipe is not public", async () => {
    const recipe = await mediaRecipe(publicMember, false);
    await expectRefused(t.anonymous, recipe);
    await expectRefused(t.as(outsider), recipe);
    await expectServed(t.as(publicMember), recipe, "private");
  });

  it("stay with the members when the group keeps its recipes to itself", async () => {
    const group = await t.newGroup({ preferences: { private_group: false, recipe_public: false } });
    const cook = await t.newMember({ group });
    const recipe = await mediaRecipe(cook, true);
    await expectRefused(t.anonymous, recipe);
    await expectServed(t.as(cook), recipe, "private");
  });
});

describe("media of a shared recipe", () => {
  it("are served, privately, to anyone holding a live link of that recipe", async () => {
    const recipe = await mediaRecipe(member, false);
    const token = await shareLink(member, recipe.id);
    await expectServed(t.anonymous, recipe, "private", token);
    await expectServed(t.as(outsider), recipe, "private", token);
  });

  it("are a 404 once the link has expired or been deleted", async () => {
    const recipe = await mediaRecipe(member, false);
    const expired = await shareLink(member, recipe.id);
    await t.db
      .updateTable("recipe_share_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", expired)
      .execute();
    await expectRefused(t.anonymous, recipe, expired);

    const deleted = await shareLink(member, recipe.id);
    expect((await t.as(member).delete(`/api/shared/recipes/${deleted}`)).statusCode).toBe(200);
    await expectRefused(t.anonymous, recipe, deleted);
  });

  it("are a 404 with a link of another recipe, or a token that is no link", async () => {
    const recipe = await mediaRecipe(member, false);
    const other = await mediaRecipe(member, false);
    await expectRefused(t.anonymous, recipe, await shareLink(member, other.id));
    await expectRefused(t.anonymous, recipe, NO_SUCH_ID);
    await expectRefused(t.anonymous, recipe, "not-a-token");
  });
});

describe("a media URL naming no recipe", () => {
  it("is the same 404 for anyone", async () => {
    const missing = await missingRecipeAnswer();
    for (const caller of [t.anonymous, t.as(member)]) {
      for (const url of [
        `/api/media/recipes/${NO_SUCH_ID}/images/original.webp`,
        `/api/media/recipes/${NO_SUCH_ID}/assets/card.pdf?token=${NO_SUCH_ID}`,
        `/api/media/recipes/${NO_SUCH_ID}/images/timeline/${EVENT_ID}/original.webp`,
        "/api/media/recipes/not-a-uuid/images/original.webp",
      ]) {
        const response = await caller.get(url);
        expect({ url, status: response.statusCode, body: response.body }).toEqual({ url, status: 404, body: missing });
      }
    }
  });
});

describe("a user's picture", () => {
  /** A member of `group` with a stored picture. */
  async function pictured(group: GroupRow): Promise<Member> {
    const user = await t.newMember({ group });
    const file = t.services.avatars.pathOf(user.id);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "a picture");
    return user;
  }

  const pictureUrl = (userId: string) => `/api/media/users/${userId}/profile.webp?cacheKey=k1`;

  it("is served, privately, to the user and the members of their group", async () => {
    const user = await pictured(privateGroup);
    for (const caller of [user, member]) {
      const response = await t.as(caller).get(pictureUrl(user.id));
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe("a picture");
      expect(response.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    }
    const plain = await t.as(member).get(`/api/media/users/${user.id}/profile.webp`);
    expect(plain.headers["cache-control"]).toBe("private, no-cache");
  });

  it("is a 404 for visitors and members of other groups, the same as for a missing user", async () => {
    const user = await pictured(publicGroup);
    const missing = await t.as(publicMember).get(pictureUrl(NO_SUCH_ID));
    expect(missing.statusCode).toBe(404);
    for (const caller of [t.anonymous, t.as(outsider), t.withToken("not-a-session")]) {
      const response = await caller.get(pictureUrl(user.id));
      expect({ status: response.statusCode, body: response.body }).toEqual({ status: 404, body: missing.body });
    }
  });
});
