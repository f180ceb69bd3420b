import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Member } from "../test-support/test-context.js";
import { useTestContext } from "../test-support/test-context.js";
import { fileOf, MealieWebApp, sessionCookieOf } from "./mealie-client.js";

/**
 * Mealie v1.12's web app uploading a recipe's image and assets, exporting and importing zips, and
 * its data page's bulk actions and exports, replayed as it sends them.
 */
const t = useTestContext();

let cook: Member;
let app: MealieWebApp;
/** The `mealie.access_token` cookie of the cook's browser, all that `<img>` and `window.open` send. */
let cookie: string;
let png: Buffer;

beforeAll(async () => {
  cook = await t.newMember();
  const signIn = await t.anonymous.post("/api/auth/token", { username: cook.username, password: cook.password });
  app = new MealieWebApp(t.app, signIn.json().access_token);
  cookie = sessionCookieOf(signIn);
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#d35400" } })
    .png()
    .toBuffer();
});

async function newRecipe(name: string) {
  const created = await app.post("/api/recipes", { name });
  expect(created.statusCode).toBe(201);
  return (await app.get(`/api/recipes/${created.json()}`)).json() as { id: string; slug: string; image: string };
}

describe("Mealie's web app: a recipe's image and assets", () => {
  it("uploads the image as multipart `image` and `extension`, reads `image`, and shows the three sizes by cookie", async () => {
    const recipe = await newRecipe("Photo Cake");
    const form = new FormData();
    form.append("image", fileOf(png, "cake.png", "image/png"));
    form.append("extension", "png");

    const response = await app.upload("PUT", `/api/recipes/${recipe.slug}/image`, form);
    expect(response.statusCode, response.body).toBe(200);
    const { image } = response.json();
    expect(image).toEqual(expect.any(String));
    expect((await app.get(`/api/recipes/${recipe.slug}`)).json().image).toBe(image);

    for (const size of ["original", "min-original", "tiny-original"]) {
      const shown = await app.browse(
        `/api/media/recipes/${recipe.id}/images/${size}.webp?rnd=1&version=${image}`,
        cookie,
      );
      expect(shown.statusCode, size).toBe(200);
      expect(shown.headers["content-type"]).toBe("image/webp");
    }
    // Without the cookie a private group's picture is not shown.
    expect((await app.browse(`/api/media/recipes/${recipe.id}/images/original.webp`)).statusCode).toBe(404);
  });

  it("posts {url} alone for an image by address, and answers a 4xx with a message it cannot fetch", async () => {
    const recipe = await newRecipe("Linked Cake");
    const response = await app.post(`/api/recipes/${recipe.slug}/image`, { url: "http://127.0.0.1:9/cake.png" });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toEqual(expect.any(String));
  });

  it("uploads an asset as multipart `file`, `name`, `extension` and `icon`, reads fileName, and links to it", async () => {
    const recipe = await newRecipe("Asset Pie");
    const form = new FormData();
    form.append("name", "Step photo");
    form.append("icon", "mdi-file-image");
    form.append("extension", "png");
    form.append("file", fileOf(png, "step.png", "image/png"));

    const response = await app.upload("POST", `/api/recipes/${recipe.slug}/assets`, form);
    expect(response.statusCode, response.body).toBe(200);
    const asset = response.json();
    expect(asset).toMatchObject({ name: "Step photo", icon: "mdi-file-image", fileName: expect.any(String) });
    expect((await app.get(`/api/recipes/${recipe.slug}`)).json().assets).toEqual([asset]);

    const link = await app.browse(`/api/media/recipes/${recipe.id}/assets/${asset.fileName}`, cookie);
    expect(link.statusCode).toBe(200);
    expect(link.rawPayload.equals(png)).toBe(true);
  });
});

describe("Mealie's web app: recipe zips", () => {
  it("asks for a zip token with {}, downloads with axios and the token, and imports the zip as `archive`: 201 and a slug", async () => {
    const recipe = await newRecipe("Zip Stew");
    const token = await app.post(`/api/recipes/${recipe.slug}/exports`, {});
    expect(token.statusCode, token.body).toBe(200);

    const zip = await app.get(`/api/recipes/${recipe.slug}/exports/zip?token=${token.json().token}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");

    const form = new FormData();
    form.append("archive", fileOf(zip.rawPayload, "zip-stew.zip", "application/zip"));
    const imported = await app.upload("POST", "/api/recipes/create-from-zip", form);
    expect(imported.statusCode, imported.body).toBe(201);
    const slug = imported.json();
    expect(slug).toEqual(expect.stringMatching(/^zip-stew-\d+$/));
    expect((await app.get(`/api/recipes/${slug}`)).json().name).toMatch(/^Zip Stew/);
  });

  it("answers create-from-image (offered only with OpenAI) with a 400 that says why", async () => {
    const form = new FormData();
    form.append("images", fileOf(png, "card.png", "image/png"));
    form.append("extension", "png");
    const response = await app.upload("POST", "/api/recipes/create-from-image?translateLanguage=en-US", form);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toMatch(/OpenAI/);
  });
});

describe("Mealie's web app: the data page's bulk actions", () => {
  it("tags, categorizes and sets settings with the store's organizer objects and the recipes' slugs", async () => {
    const organizer = await t.newMember({ group: cook.group, canOrganize: true });
    const { authorization } = await t.headersOf(organizer);
    const organizing = new MealieWebApp(t.app, authorization.slice("Bearer ".length));
    const first = await newRecipe("Bulk One");
    const second = await newRecipe("Bulk Two");
    const recipes = [first.slug, second.slug];
    const tag = (await organizing.post("/api/organizers/tags", { name: "Bulk Tag" })).json();
    const category = (await organizing.post("/api/organizers/categories", { name: "Bulk Category" })).json();

    const tagged = await app.post("/api/recipes/bulk-actions/tag", { recipes, tags: [tag] });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const categorized = await app.post("/api/recipes/bulk-actions/categorize", { recipes, categories: [category] });
    expect(categorized.statusCode, categorized.body).toBe(200);
    const settings = {
      public: false,
      showNutrition: true,
      showAssets: true,
      landscapeView: false,
      disableComments: true,
      disableAmount: false,
      locked: false,
    };
    const set = await app.post("/api/recipes/bulk-actions/settings", { recipes, settings });
    expect(set.statusCode, set.body).toBe(200);

    for (const slug of recipes) {
      const recipe = (await app.get(`/api/recipes/${slug}`)).json();
      expect(recipe.tags.map((one: { id: string }) => one.id)).toEqual([tag.id]);
      expect(recipe.recipeCategory.map((one: { id: string }) => one.id)).toEqual([category.id]);
      expect(recipe.settings).toEqual(settings);
    }

    const deleted = await app.post("/api/recipes/bulk-actions/delete", { recipes });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await app.get(`/api/recipes/${first.slug}`)).statusCode).toBe(404);
  });

  it("exports as json, lists the exports as a plain array, downloads by token with the cookie alone, and purges", async () => {
    const recipe = await newRecipe("Exported Tart");
    const started = await app.post("/api/recipes/bulk-actions/export", { recipes: [recipe.slug], exportType: "json" });
    expect(started.statusCode, started.body).toBe(202);

    const listed = await app.get("/api/recipes/bulk-actions/export");
    expect(listed.statusCode).toBe(200);
    expect(Array.isArray(listed.json())).toBe(true);
    const [exported] = listed.json();
    expect(exported).toMatchObject({ name: expect.any(String), path: expect.any(String), size: expect.any(String) });

    // BaseButton's download: the path as it came, unencoded, then window.open of the file token.
    const token = await app.get(`/api/recipes/bulk-actions/export/download?path=${exported.path}`);
    expect(token.statusCode, token.body).toBe(200);
    const file = await app.browse(`/api/utils/download?token=${token.json().fileToken}`, cookie);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe("PK");

    const purged = await app.delete("/api/recipes/bulk-actions/export/purge");
    expect(purged.statusCode).toBe(200);
    expect((await app.get("/api/recipes/bulk-actions/export")).json()).toEqual([]);
  });
});
