import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NUTRITION_FIELDS } from "@larder/shared";
import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipeImagesFolder } from "../media/recipe-images.js";
import { type Member, type TestContext, testContext } from "../test-support/test-context.js";

/** Link previews: what anyone fetching a recipe page's HTML (a chat app, a search engine) learns. */

const BASE_URL = "https://recipes.example.com";
const INDEX_HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8">\n    <title>Larder</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

let t: TestContext;
let webDir: string;
let chef: Member;
let hermit: Member;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-web-"));
  fs.writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
  t = await testContext({ webDir, env: { BASE_URL } });
  const open = await t.newGroup({ name: "Open Pantry", preferences: { private_group: false } });
  const closed = await t.newGroup({ name: "Closed Pantry", preferences: { private_group: true } });
  chef = await t.newMember({ group: open });
  await t.headersOf(chef);
  hermit = await t.newMember({ group: closed });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const page = (url: string) => t.anonymous.get(url);

/** A recipe of the chef's, written through the API as the editor would save it. */
async function chefRecipe(name: string, isPublic: boolean, changes: Record<string, unknown> = {}) {
  const created = await t.as(chef).post("/api/recipes", { name });
  expect(created.statusCode, created.body).toBe(201);
  const slug = created.json() as string;
  const saved = await t
    .as(chef)
    .put(`/api/recipes/${slug}`, { name, settings: { public: isPublic, disableAmount: false }, ...changes });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json() as { id: string; slug: string; name: string };
}

/** Gives a recipe of the chef's an image under `key`, with its largest file stored. */
async function storeImage(recipeId: string, key: string) {
  await t.db.updateTable("recipes").set({ image: key }).where("id", "=", recipeId).execute();
  const folder = recipeImagesFolder(t.config.dataDir, chef.groupId, recipeId);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, "original.webp"), "the picture");
}

/** What a visitor (a chat app fetching a preview's image, say) gets at an absolute URL of the server. */
const fetchAsVisitor = (url: string) => t.anonymous.get(url.slice(BASE_URL.length));

async function shareLink(recipeId: string) {
  const response = await t.as(chef).post("/api/shared/recipes", { recipeId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

function previewOf(html: string) {
  const $ = cheerio.load(html);
  const meta = (key: string) =>
    $(`meta[property="${key}"]`).attr("content") ?? $(`meta[name="${key}"]`).attr("content") ?? null;
  const scripts = $('script[type="application/ld+json"]');
  return {
    title: $("title").text(),
    meta,
    jsonLdCount: scripts.length,
    jsonLd: scripts.length ? JSON.parse(scripts.first().text()) : null,
  };
}

/**
 * Text that ends the title and opens a script, and a comment that ends inside an attribute to
 * uncover an element with a handler: either runs if it reaches the page's HTML unescaped.
 */
const PAYLOADS = ["</title><script>window.__xss=1</script>", '<!--<img src="--><img src=x onerror=window.__xss=1>'];
const hostile = (label: string) => `${label} ${PAYLOADS.join(" ")}`;

/** Every text field of a recipe (name aside) holding both payloads, labelled by field. */
function hostileFields() {
  return {
    description: hostile("Description"),
    recipeYield: hostile("Yield"),
    prepTime: hostile("Prep time"),
    cookTime: hostile("Cook time"),
    performTime: hostile("Perform time"),
    totalTime: hostile("Total time"),
    recipeCategory: [{ name: hostile("Category") }],
    tags: [{ name: hostile("Tag") }],
    tools: [{ name: hostile("Tool") }],
    recipeIngredient: [
      {
        title: hostile("Ingredient title"),
        quantity: 1,
        unit: { name: hostile("Unit") },
        food: { name: hostile("Food") },
        note: hostile("Ingredient note"),
        originalText: hostile("Original text"),
      },
      { note: hostile("Lone note"), originalText: hostile("Lone original text") },
    ],
    recipeInstructions: [{ title: hostile("Step title"), text: hostile("Step text") }],
    notes: [{ title: hostile("Note title"), text: hostile("Note text") }],
    nutrition: Object.fromEntries(NUTRITION_FIELDS.map((field) => [field, hostile(field)])),
  };
}

/** The index page with its preview and nothing else: one script (the JSON-LD), no element or comment of the text's. */
function expectNothingInjected(html: string) {
  expect(html.match(/<script/g)).toHaveLength(1);
  expect(html.match(/<\/title>/g)).toHaveLength(1);
  expect(html).not.toContain("<img");
  expect(html).not.toContain("<!--");
  expect(html).not.toContain("window.__xss=1</script>");
  const $ = cheerio.load(html);
  expect($("script").length).toBe(1);
  expect($("script").attr("type")).toBe("application/ld+json");
  expect($("img, [onerror]").length).toBe(0);
  expect(
    $("*")
      .contents()
      .filter((_, node) => node.type === "comment").length,
  ).toBe(0);
  expect($("body").html()?.trim()).toBe('<div id="root"></div>');
}

/** The plain app shell: nothing about any recipe. */
function expectNoPreview(html: string) {
  expect(html).toBe(INDEX_HTML);
}

describe("link previews of recipe pages", () => {
  it("describes a public recipe of a public group with OpenGraph tags and a schema.org Recipe", async () => {
    const recipe = await chefRecipe("Lemon Tart", true, {
      description: "A **bright** tart with [fresh lemons](https://example.com/lemons).",
      recipeYield: "8 slices",
      prepTime: "30 minutes",
      totalTime: "1 hour 15 minutes",
      recipeCategory: [{ name: "Dessert" }],
      tags: [{ name: "Citrus" }, { name: "Baking" }],
      recipeIngredient: [
        { quantity: 3, note: "", food: { name: "eggs" } },
        { quantity: 200, unit: { name: "g" }, food: { name: "sugar" }, note: "" },
      ],
      recipeInstructions: [
        { title: "Pastry", text: "Rub the butter into the flour." },
        { text: "Blind-bake the case." },
        { title: "Filling", text: "Whisk the lemons with the sugar." },
      ],
      nutrition: { calories: "320 kcal" },
    });

    const response = await page(`/g/open-pantry/r/${recipe.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const preview = previewOf(response.body);
    expect(preview.title).toBe("Lemon Tart | Larder");
    expect(preview.meta("og:type")).toBe("article");
    expect(preview.meta("og:title")).toBe("Lemon Tart");
    expect(preview.meta("og:description")).toBe("A bright tart with fresh lemons.");
    expect(preview.meta("og:url")).toBe(`${BASE_URL}/g/open-pantry/r/${recipe.slug}`);
    expect(preview.meta("og:image")).toBeNull();
    expect(preview.meta("twitter:card")).toBe("summary");

    expect(preview.jsonLdCount).toBe(1);
    expect(preview.jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Lemon Tart",
      url: `${BASE_URL}/g/open-pantry/r/${recipe.slug}`,
      description: "A bright tart with fresh lemons.",
      recipeYield: "8 slices",
      prepTime: "PT30M",
      totalTime: "PT1H15M",
      recipeCategory: ["Dessert"],
      keywords: "Baking, Citrus",
      recipeIngredient: ["3 eggs", "200 g sugar"],
      recipeInstructions: [
        {
          "@type": "HowToSection",
          name: "Pastry",
          itemListElement: [
            { "@type": "HowToStep", text: "Rub the butter into the flour." },
            { "@type": "HowToStep", text: "Blind-bake the case." },
          ],
        },
        {
          "@type": "HowToSection",
          name: "Filling",
          itemListElement: [{ "@type": "HowToStep", text: "Whisk the lemons with the sugar." }],
        },
      ],
      nutrition: { "@type": "NutritionInformation", calories: "320 kcal" },
    });
  });

  it("points the image tags at the largest stored image, with its version, which visitors may fetch", async () => {
    const recipe = await chefRecipe("Photo Bread", true);
    await storeImage(recipe.id, "v42");
    const preview = previewOf((await page(`/g/open-pantry/r/${recipe.slug}`)).body);
    const imageUrl = `${BASE_URL}/api/media/recipes/${recipe.id}/images/original.webp?version=v42`;
    expect(preview.meta("og:image")).toBe(imageUrl);
    expect(preview.meta("twitter:card")).toBe("summary_large_image");
    expect(preview.jsonLd.image).toEqual([imageUrl]);
    expect((await fetchAsVisitor(imageUrl)).body).toBe("the picture");
  });

  it("points a share link's image tags at an image URL that carries the link", async () => {
    const recipe = await chefRecipe("Shared Photo Stew", false);
    await storeImage(recipe.id, "v7");
    const token = await shareLink(recipe.id);
    const preview = previewOf((await page(`/g/open-pantry/shared/r/${token}`)).body);
    const imageUrl = `${BASE_URL}/api/media/recipes/${recipe.id}/images/original.webp?version=v7&token=${token}`;
    expect(preview.meta("og:image")).toBe(imageUrl);
    expect(preview.jsonLd.image).toEqual([imageUrl]);
    const image = await fetchAsVisitor(imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.body).toBe("the picture");
    expect((await fetchAsVisitor(imageUrl.replace(/&token=.*$/, ""))).statusCode).toBe(404);
  });

  it("keeps recipe text from breaking out of the head's elements", async () => {
    const hostile = 'Soup</script><script>alert("x")</script> & "quotes" <b>';
    const recipe = await chefRecipe("Sneaky Soup", true, { description: hostile });
    const html = (await page(`/g/open-pantry/r/${recipe.slug}`)).body;
    expect(html).not.toContain("<script>alert");
    const preview = previewOf(html);
    expect(preview.jsonLdCount).toBe(1);
    expect(preview.jsonLd.name).toBe("Sneaky Soup");
    expect(preview.meta("og:description")).toBe('Soup alert("x") & "quotes"');
  });

  it("writes hostile text of every field of a recipe only escaped, on its page and its share link's", async () => {
    const recipe = await chefRecipe(hostile("Name"), true, hostileFields());
    const token = await shareLink(recipe.id);
    for (const url of [`/g/open-pantry/r/${recipe.slug}`, `/g/open-pantry/shared/r/${token}`]) {
      const html = (await page(url)).body;
      expectNothingInjected(html);
      const preview = previewOf(html);
      // Each text reads back whole: it was escaped, not cut short or stripped.
      expect(preview.title, url).toBe(`${hostile("Name")} | Larder`);
      expect(preview.meta("og:title")).toBe(hostile("Name"));
      expect(preview.meta("og:image:alt")).toBeNull();
      expect(preview.jsonLd).toMatchObject({
        name: hostile("Name"),
        recipeYield: hostile("Yield"),
        recipeCategory: [hostile("Category")],
        keywords: hostile("Tag"),
        tool: [{ name: hostile("Tool") }],
        recipeIngredient: [
          expect.stringContaining(hostile("Ingredient note")),
          expect.stringContaining(hostile("Lone note")),
        ],
        recipeInstructions: [{ name: hostile("Step title"), itemListElement: [{ text: hostile("Step text") }] }],
        nutrition: Object.fromEntries(NUTRITION_FIELDS.map((field) => [field, hostile(field)])),
      });
      expect(preview.meta("og:description")).toContain("Description");
    }
  });

  it("gives nothing away about a private recipe, a private group or a missing recipe", async () => {
    const secret = await chefRecipe("Secret Stew", false, { description: "Grandmother's own" });
    await t.newRecipe({ owner: hermit, name: "Hermit Pie", public: true });
    for (const url of [
      `/g/open-pantry/r/${secret.slug}`,
      "/g/closed-pantry/r/hermit-pie",
      "/g/open-pantry/r/no-such-recipe",
      "/g/no-such-group/r/lemon-tart",
      "/g/open-pantry/r/create/new",
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expectNoPreview(response.body);
    }
  });

  it("gives nothing away about a group that keeps its recipes to itself, save by share link", async () => {
    const group = await t.newGroup({
      name: "Members Pantry",
      preferences: { private_group: false, recipe_public: false },
    });
    const cook = await t.newMember({ group });
    const recipe = await t.newRecipe({ owner: cook, name: "Members Broth", public: true });
    expectNoPreview((await page(`/g/members-pantry/r/${recipe.slug}`)).body);

    const share = await t.as(cook).post("/api/shared/recipes", { recipeId: recipe.id });
    expect(share.statusCode, share.body).toBe(201);
    const shared = previewOf((await page(`/g/members-pantry/shared/r/${share.json().id}`)).body);
    expect(shared.meta("og:title")).toBe("Members Broth");
  });

  it("describes a private recipe behind a live share link, and nothing once the link has expired", async () => {
    const recipe = await chefRecipe("Shared Curry", false, { description: "Mild and creamy" });
    const token = await shareLink(recipe.id);

    const response = await page(`/g/open-pantry/shared/r/${token}`);
    expect(response.statusCode).toBe(200);
    const preview = previewOf(response.body);
    expect(preview.meta("og:title")).toBe("Shared Curry");
    expect(preview.meta("og:url")).toBe(`${BASE_URL}/g/open-pantry/shared/r/${token}`);
    expect(preview.jsonLd).toMatchObject({ "@type": "Recipe", name: "Shared Curry", description: "Mild and creamy" });

    await t.db
      .updateTable("recipe_share_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", token)
      .execute();
    expectNoPreview((await page(`/g/open-pantry/shared/r/${token}`)).body);
    expectNoPreview((await page("/g/open-pantry/shared/r/not-a-token")).body);
    expectNoPreview((await page("/g/open-pantry/shared/r/00000000-0000-4000-8000-000000000000")).body);
  });

  it("leaves other pages and the API alone", async () => {
    expectNoPreview((await page("/g/open-pantry")).body);
    const api = await page("/api/recipes/lemon-tart");
    expect(api.headers["content-type"]).toContain("application/json");
  });
});
