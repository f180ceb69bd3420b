import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipeFolder } from "../media/recipe-folders.js";
import { type Member, testContext, useTestContext } from "../test-support/test-context.js";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");

const t = useTestContext({ env: { SCRAPER_ALLOW_PRIVATE_NETWORK: "true" } });
let member: Member;
let site: http.Server;
let base: string;

beforeAll(async () => {
  member = await t.newMember({ group: "default" });
  await t.headersOf(member);
  const hero = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#e8c040" } })
    .jpeg()
    .toBuffer();
  // A recipe site on loopback: the fixtures as pages, one image, and the failures real sites give.
  site = http.createServer((request, response) => {
    const url = request.url ?? "/";
    if (url === "/media/lemon-drizzle-hero.jpg") {
      response.writeHead(200, { "content-type": "image/jpeg" });
      response.end(hero);
    } else if (url === "/gone") {
      response.writeHead(404, { "content-type": "text/html" });
      response.end("<h1>Not found</h1>");
    } else if (url === "/download.zip") {
      response.writeHead(200, { "content-type": "application/zip" });
      response.end("PK");
    } else if (url.startsWith("/pages/")) {
      const name = path.basename(url);
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(fixture(name));
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

const post = (url: string, payload: unknown) => t.as(member).post(url, payload);
const getRecipe = async (slug: string) => (await t.as(member).get(`/api/recipes/${slug}`)).json();

/** Waits for a background report to finish; the bulk import answers before it has fetched anything. */
async function finishedReport(id: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await t.as(member).get(`/api/groups/reports/${id}`);
    const report = response.json();
    if (report.status !== "in-progress") return report;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the bulk import did not finish");
}

describe("POST /api/recipes/create-url", () => {
  it("imports a page into a complete recipe with sections, times, yield, nutrition, image and source", async () => {
    const response = await post("/api/recipes/create-url", { url: `${base}/pages/json-ld-graph.html` });
    expect(response.statusCode).toBe(201);
    const slug = response.json();
    expect(slug).toBe("lemon-drizzle-and-poppy-seed-traybake");
    const recipe = await getRecipe(slug);
    expect(recipe).toMatchObject({
      name: "Lemon Drizzle & Poppy Seed Traybake",
      description: "A zesty traybake – sharp icing, soft crumb.",
      orgURL: `${base}/pages/json-ld-graph.html`,
      recipeYield: "16 squares",
      prepTime: "20 minutes",
      cookTime: "36 minutes",
      performTime: "36 minutes",
      totalTime: "56 minutes",
      tags: [],
      nutrition: { calories: "310", fatContent: "14.5", sodiumContent: "200" },
    });
    expect(recipe.recipeIngredient.map((ingredient: { note: string }) => ingredient.note)).toEqual([
      "225 g butter, softened",
      "225 g caster sugar",
      "4 eggs (room temperature)",
      "2 lemons, zested",
    ]);
    expect(recipe.recipeInstructions.map((step: { title: string; text: string }) => [step.title, step.text])).toEqual([
      ["Sponge", "Heat the oven to 180C/160C fan."],
      ["", "Beat the butter and sugar until pale."],
      ["Drizzle", "Mix the lemon juice with the sugar & spoon over the warm cake."],
    ]);
    // The largest declared image (the hero, not the small og:image) was downloaded into the recipe.
    expect(recipe.image).toEqual(expect.any(String));
    const images = path.join(recipeFolder(t.config.dataDir, recipe.groupId, recipe.id), "images");
    expect(await sharp(path.join(images, "original.webp")).metadata()).toMatchObject({ width: 1600, height: 1200 });

    const events = await t
      .as(member)
      .get(`/api/recipes/timeline/events?queryFilter=${encodeURIComponent(`recipe_id="${recipe.id}"`)}`);
    expect(events.json().items.map((event: { subject: string }) => event.subject)).toContain("Recipe Created");
  });

  it("adds the page's keywords as tags only when includeTags is set", async () => {
    const slug = (
      await post("/api/recipes/create-url", { url: `${base}/pages/json-ld-graph.html`, includeTags: true })
    ).json();
    expect(slug).toBe("lemon-drizzle-and-poppy-seed-traybake-1");
    const recipe = await getRecipe(slug);
    expect(recipe.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(["Bake Sale", "Lemon", "Traybake"]);
  });

  it("imports recipe plug-in markup with its ingredient sections", async () => {
    const slug = (await post("/api/recipes/create-url", { url: `${base}/pages/wp-recipe-maker.html` })).json();
    const recipe = await getRecipe(slug);
    expect(
      recipe.recipeIngredient.map((ingredient: { title: string | null; note: string }) => [
        ingredient.title,
        ingredient.note,
      ]),
    ).toEqual([
      ["Base", "250 g rolled oats"],
      [null, "125 g butter melted"],
      ["Topping", "50 g dark chocolate"],
    ]);
    expect(recipe.recipeYield).toBe("12 bars");
  });

  it("answers 400 with a clear message, and writes nothing, for a page without a recipe", async () => {
    const before = (await t.as(member).get("/api/recipes?perPage=-1")).json().total;
    const response = await post("/api/recipes/create-url", { url: `${base}/pages/not-a-recipe.html` });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toMatch(/No recipe could be found/);
    const after = (await t.as(member).get("/api/recipes?perPage=-1")).json().total;
    expect(after).toBe(before);
  });

  it("answers 400 for an address that fails, is no web page, or is not an address", async () => {
    const missing = await post("/api/recipes/create-url", { url: `${base}/gone` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail.message).toMatch(/answered 404/);
    const zip = await post("/api/recipes/create-url", { url: `${base}/download.zip` });
    expect(zip.statusCode).toBe(400);
    expect(zip.json().detail.message).toMatch(/not a web page/);
    const nonsense = await post("/api/recipes/create-url", { url: "recipe please" });
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().detail.message).toMatch(/not a web address/);
    expect((await post("/api/recipes/create-url", {})).statusCode).toBe(422);
  });

  it("needs a signed-in member", async () => {
    const response = await t.anonymous.post("/api/recipes/create-url", { url: `${base}/pages/rdfa.html` });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /api/recipes/test-scrape-url", () => {
  it("shows what a page yields without saving it", async () => {
    const response = await post("/api/recipes/test-scrape-url", { url: `${base}/pages/microdata.html` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      source: "microdata",
      images: [`${base}/bilder/suppe.jpg`],
      recipe: { name: "Kartoffelsuppe", recipeYield: "4 servings", totalTime: "45 minutes" },
    });
    const search = await t.as(member).get("/api/recipes?search=Kartoffelsuppe");
    expect(search.json().total).toBe(0);
  });
});

describe("POST /api/recipes/create-html-or-json", () => {
  it("creates a recipe from pasted HTML, keeping the given address as its source", async () => {
    const response = await post("/api/recipes/create-html-or-json", {
      data: fixture("rdfa.html"),
      url: "https://risotto.example/pea",
    });
    expect(response.statusCode).toBe(201);
    const recipe = await getRecipe(response.json());
    expect(recipe).toMatchObject({
      name: "Pea Risotto",
      orgURL: "https://risotto.example/pea",
      totalTime: "40 minutes",
    });
  });

  it("creates a recipe from a JSON-LD object or its text", async () => {
    const jsonLd = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Pasted Pancakes",
      recipeIngredient: ["100 g flour", "2 eggs", "300 ml milk"],
      recipeInstructions: [{ "@type": "HowToStep", text: "Whisk, rest, fry." }],
      keywords: "breakfast",
    };
    const fromObject = await post("/api/recipes/create-html-or-json", { data: jsonLd, includeTags: true });
    expect(fromObject.statusCode).toBe(201);
    const recipe = await getRecipe(fromObject.json());
    expect(recipe.recipeIngredient).toHaveLength(3);
    expect(recipe.tags.map((tag: { name: string }) => tag.name)).toEqual(["Breakfast"]);
    const fromText = await post("/api/recipes/create-html-or-json", { data: JSON.stringify(jsonLd) });
    expect(fromText.statusCode).toBe(201);
    expect(fromText.json()).toBe("pasted-pancakes-1");
  });

  it("answers 400 when the paste holds no recipe", async () => {
    const response = await post("/api/recipes/create-html-or-json", { data: "<p>hello</p>" });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toMatch(/No recipe could be found in what was pasted/);
    expect((await post("/api/recipes/create-html-or-json", { data: "  " })).statusCode).toBe(422);
  });

  it("answers 400 when the pasted recipe's name is nothing but NUL characters", async () => {
    // Escaped inside the JSON text, so the request itself holds none; reading the JSON-LD makes them.
    const data = '{"@type": "Recipe", "name": "\\u0000\\u0000", "recipeIngredient": ["2 eggs"]}';
    const response = await post("/api/recipes/create-html-or-json", { data });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toMatch(/No recipe could be found in what was pasted/);
  });
});

describe("POST /api/recipes/create-url/bulk and the group's reports", () => {
  it("imports in the background with one report entry per address, categories and tags applied", async () => {
    const response = await post("/api/recipes/create-url/bulk", {
      imports: [
        { url: `${base}/pages/tasty-recipes.html`, categories: [{ name: "Drinks" }], tags: [{ name: "Quick" }] },
        { url: `${base}/gone` },
      ],
    });
    expect(response.statusCode).toBe(202);
    const { reportId } = response.json();
    const report = await finishedReport(reportId);
    expect(report).toMatchObject({ category: "bulk_import", status: "partial", groupId: member.groupId });
    expect(report.entries.map((entry: { success: boolean }) => entry.success)).toEqual([true, false]);
    expect(report.entries[1].message).toContain(`${base}/gone`);
    expect(report.entries[1].exception).toMatch(/answered 404/);

    const recipe = await getRecipe("green-smoothie");
    expect(recipe.recipeCategory.map((category: { name: string }) => category.name)).toEqual(["Drinks"]);
    expect(recipe.tags.map((tag: { name: string }) => tag.name)).toEqual(["Quick"]);

    const list = await t.as(member).get("/api/groups/reports?report_type=bulk_import");
    expect(list.json().map((summary: { id: string }) => summary.id)).toContain(reportId);
    const otherKind = await t.as(member).get("/api/groups/reports?report_type=backup");
    expect(otherKind.json()).toEqual([]);

    const deleted = await t.as(member).delete(`/api/groups/reports/${reportId}`);
    expect(deleted.statusCode).toBe(200);
    const gone = await t.as(member).get(`/api/groups/reports/${reportId}`);
    expect(gone.statusCode).toBe(404);
  });

  it("refuses an empty list and says why", async () => {
    const response = await post("/api/recipes/create-url/bulk", { imports: [] });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain("Add at least one address");
  });

  it("keeps reports to their group", async () => {
    const { reportId } = (await post("/api/recipes/create-url/bulk", { imports: [{ url: `${base}/gone` }] })).json();
    await finishedReport(reportId);
    const outsider = await t.newMember();
    const read = await t.as(outsider).get(`/api/groups/reports/${reportId}`);
    expect(read.statusCode).toBe(404);
    const list = await t.as(outsider).get("/api/groups/reports");
    expect(list.json()).toEqual([]);
  });
});

describe("without SCRAPER_ALLOW_PRIVATE_NETWORK", () => {
  it("refuses to import from loopback and private addresses", async () => {
    const closed = await testContext();
    try {
      const user = await closed.newMember({ group: "default" });
      await closed.headersOf(user);
      const response = await closed.as(user).post("/api/recipes/create-url", { url: `${base}/pages/rdfa.html` });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail.message).toMatch(/not an address Larder may fetch from/);
    } finally {
      await closed.close();
    }
  });
});
