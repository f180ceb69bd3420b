import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type Member, useTestContext } from "../test-support/test-context.js";

/**
 * Foods, units, tags and categories named in a recipe body, a recipe zip or a bulk action are found
 * by the same rule as the one that keeps their names unique: id, else the name folded (case, accents,
 * punctuation and spacing ignored), else a new one with a free slug. A name whose slug only looks
 * like another's ("Mac and Cheese", "Mac & Cheese") is a different item.
 */

type Named = { id: string; name: string; slug?: string };

const t = useTestContext();

async function created(member: Member, url: string, payload: object): Promise<Named> {
  const response = await t.as(member).post(url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function newRecipe(member: Member, name = "Dish"): Promise<string> {
  const response = await t.as(member).post("/api/recipes", { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function patched(member: Member, slug: string, body: object) {
  const response = await t.as(member).patch(`/api/recipes/${slug}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function rows(table: "foods" | "units" | "tags" | "categories", groupId: string) {
  return t.db.selectFrom(table).select(["id", "name"]).where("group_id", "=", groupId).orderBy("name").execute();
}

async function linkedTags(slug: string, member: Member): Promise<Named[]> {
  return (await t.as(member).get(`/api/recipes/${slug}`)).json().tags;
}

describe("foods and units named in a recipe body", () => {
  it("links the group's food whose name differs only in case, accents or punctuation, creating none", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const food = await created(member, "/api/foods", { name: "Crème fraîche" });
    const slug = await newRecipe(member);

    const recipe = await patched(member, slug, {
      recipeIngredient: [
        { quantity: 1, food: { name: "creme fraiche" } },
        { quantity: 2, food: { name: "CRÈME-FRAÎCHE" } },
      ],
    });
    expect(recipe.recipeIngredient.map((row: { food: Named }) => row.food.id)).toEqual([food.id, food.id]);
    expect(await rows("foods", group.id)).toEqual([{ id: food.id, name: "Crème fraîche" }]);
  });

  it("creates one food for several spellings of a new name", async () => {
    const member = await t.newMember();
    const { group } = member;
    const slug = await newRecipe(member);
    const recipe = await patched(member, slug, {
      recipeIngredient: [{ food: { name: "Jalapeño" } }, { food: { name: "jalapeno" } }],
    });
    const [first, second] = recipe.recipeIngredient.map((row: { food: Named }) => row.food);
    expect(second.id).toBe(first.id);
    expect((await rows("foods", group.id)).map((row) => row.name)).toEqual(["Jalapeño"]);
  });

  it("prefers the food of exactly that name where older data holds several spellings", async () => {
    const member = await t.newMember();
    const { group } = member;
    const now = new Date();
    const spelled = (name: string) => ({ id: randomUUID(), group_id: group.id, name, created_at: now, update_at: now });
    const plain = spelled("Creme");
    const accented = spelled("Crème");
    await t.db.insertInto("foods").values([plain, accented]).execute();
    const slug = await newRecipe(member);
    const recipe = await patched(member, slug, {
      recipeIngredient: [{ food: { name: "Crème" } }, { food: { name: "Creme" } }, { food: { name: "CREME" } }],
    });
    const ids = recipe.recipeIngredient.map((row: { food: Named }) => row.food.id);
    expect(ids.slice(0, 2)).toEqual([accented.id, plain.id]);
    expect([plain.id, accented.id]).toContain(ids[2]);
    expect(await rows("foods", group.id)).toHaveLength(2);
  });

  it("links the group's unit by its folded name, case kept; unit names are unique by the same rule", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const unit = await created(member, "/api/units", { name: "Cuillère à soupe", abbreviation: "c. à s." });
    const slug = await newRecipe(member);
    const recipe = await patched(member, slug, {
      recipeIngredient: [{ quantity: 1, unit: { name: "Cuillere a soupe" }, food: { name: "Sugar" } }],
    });
    expect(recipe.recipeIngredient[0].unit.id).toBe(unit.id);
    expect(await rows("units", group.id)).toEqual([{ id: unit.id, name: "Cuillère à soupe" }]);

    const again = await t.as(member).post("/api/units", { name: "Cuillere a soupe!" });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail.message).toBe('A unit named "Cuillère à soupe" already exists');
    const other = await created(member, "/api/units", { name: "Cuillère à café" });
    const renamed = await t.as(member).put(`/api/units/${other.id}`, { name: "Cuillere-a-soupe" });
    expect(renamed.statusCode).toBe(409);
    const recased = await t.as(member).put(`/api/units/${unit.id}`, { name: "cuillère à soupe" });
    expect(recased.statusCode, recased.body).toBe(200);
  });

  it("keeps units whose names differ in case apart: T is a tablespoon, t a teaspoon", async () => {
    const member = await t.newMember({ canOrganize: true });
    const tablespoon = await created(member, "/api/units", { name: "T" });
    const teaspoon = await created(member, "/api/units", { name: "t" });
    const slug = await newRecipe(member);
    const recipe = await patched(member, slug, {
      recipeIngredient: [
        { quantity: 1, unit: { name: "t" }, food: { name: "Salt" } },
        { quantity: 1, unit: { name: "T" }, food: { name: "Oil" } },
      ],
    });
    expect(recipe.recipeIngredient.map((line: { unit: { id: string } }) => line.unit.id)).toEqual([
      teaspoon.id,
      tablespoon.id,
    ]);
  });

  it("links the importing group's food and unit when a recipe zip spells them otherwise", async () => {
    const from = await t.newMember();
    const into = await t.newMember({ canOrganize: true });
    const slug = await newRecipe(from, "Tarte");
    await patched(from, slug, {
      recipeIngredient: [{ quantity: 1, unit: { name: "Cuillere a soupe" }, food: { name: "creme fraiche" } }],
    });
    const { token } = (await t.as(from).post(`/api/recipes/${slug}/exports`)).json();
    const zip = await t.as(from).get(`/api/recipes/${slug}/exports/zip?token=${encodeURIComponent(token)}`);
    expect(zip.statusCode).toBe(200);

    const food = await created(into, "/api/foods", { name: "Crème fraîche" });
    const unit = await created(into, "/api/units", { name: "Cuillère à soupe" });
    const boundary = "----larder-names-test";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="recipe.zip"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      zip.rawPayload,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const imported = await t.as(into).upload("/api/recipes/create-from-zip", {
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = (await t.as(into).get(`/api/recipes/${imported.json()}`)).json();
    expect(copy.recipeIngredient[0].food.id).toBe(food.id);
    expect(copy.recipeIngredient[0].unit.id).toBe(unit.id);
    expect(await rows("foods", into.group.id)).toHaveLength(1);
    expect(await rows("units", into.group.id)).toHaveLength(1);
  });
});

describe("tags named in a recipe body", () => {
  it("files the recipe under a new tag when only the slug it gives is another name's", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const mac = await created(member, "/api/organizers/tags", { name: "Mac & Cheese" });
    const slug = await newRecipe(member);
    const recipe = await patched(member, slug, { tags: [{ name: "Mac and Cheese", slug: "mac-and-cheese" }] });
    expect(recipe.tags).toEqual([
      { id: expect.not.stringMatching(mac.id), name: "Mac and Cheese", slug: "mac-and-cheese-1" },
    ]);
    expect((await rows("tags", group.id)).map((row) => row.name)).toEqual(["Mac & Cheese", "Mac and Cheese"]);
    // A ref with only a slug still finds its tag.
    const bySlug = await patched(member, slug, { tags: [{ slug: "mac-and-cheese" }] });
    expect(bySlug.tags.map((tag: Named) => tag.id)).toEqual([mac.id]);
  });
});

describe("bulk tag and categorize", () => {
  const bulk = (member: Member, action: "tag" | "categorize", body: object) =>
    t.as(member).post(`/api/recipes/bulk-actions/${action}`, body);

  it("creates a tag with a free slug for a name whose slug only looks like another's", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const mac = await created(member, "/api/organizers/tags", { name: "Mac & Cheese" });
    const slug = await newRecipe(member);
    const tag = { id: "", name: "Mac and Cheese", slug: "mac-and-cheese" };
    const response = await bulk(member, "tag", { recipes: [slug], tags: [tag] });
    expect(response.statusCode, response.body).toBe(200);
    const tags = await linkedTags(slug, member);
    expect(tags).toEqual([{ id: expect.not.stringMatching(mac.id), name: "Mac and Cheese", slug: "mac-and-cheese-1" }]);
    expect((await rows("tags", group.id)).map((row) => row.name)).toEqual(["Mac & Cheese", "Mac and Cheese"]);
    // Again: the tag made the first time is found by its name.
    expect((await bulk(member, "tag", { recipes: [slug], tags: [tag] })).statusCode).toBe(200);
    expect(await linkedTags(slug, member)).toEqual(tags);
    expect(await rows("tags", group.id)).toHaveLength(2);
  });

  it("links the tag whose name is the one given, folded, not the one holding the slug it would get", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const plain = await created(member, "/api/organizers/tags", { name: "Aebleskiver" });
    const ligature = await created(member, "/api/organizers/tags", { name: "Æbleskiver" });
    expect([plain.slug, ligature.slug]).toEqual(["aebleskiver", "aebleskiver-1"]);
    const slug = await newRecipe(member);
    const response = await bulk(member, "tag", {
      recipes: [slug],
      tags: [{ id: "", name: "æbleskiver", slug: "aebleskiver" }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await linkedTags(slug, member)).map((tag) => tag.id)).toEqual([ligature.id]);
    expect(await rows("tags", group.id)).toHaveLength(2);
  });

  it("links by the group's own id first, whatever name comes with it", async () => {
    const member = await t.newMember({ canOrganize: true });
    const quick = await created(member, "/api/organizers/tags", { name: "Quick" });
    const slug = await newRecipe(member);
    const response = await bulk(member, "tag", {
      recipes: [slug],
      tags: [{ id: quick.id.toUpperCase(), name: "Slow", slug: "slow" }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await linkedTags(slug, member)).map((tag) => tag.id)).toEqual([quick.id]);
  });

  it("categorizes under one new category for several spellings, with a free slug", async () => {
    const member = await t.newMember({ canOrganize: true });
    const { group } = member;
    const mac = await created(member, "/api/organizers/categories", { name: "Mac & Cheese" });
    const slug = await newRecipe(member);
    const response = await bulk(member, "categorize", {
      recipes: [slug],
      categories: [
        { id: "", name: "Mac and Cheese", slug: "mac-and-cheese" },
        { id: "", name: "mac and cheese!", slug: "mac-and-cheese" },
        { id: "", name: "MAC & CHEESE", slug: "" },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const categories = (await t.as(member).get(`/api/recipes/${slug}`)).json().recipeCategory as Required<Named>[];
    expect(categories.map(({ name, slug }) => ({ name, slug })).sort((a, b) => a.slug.localeCompare(b.slug))).toEqual([
      { name: "Mac & Cheese", slug: "mac-and-cheese" },
      { name: "Mac and Cheese", slug: "mac-and-cheese-1" },
    ]);
    expect(categories.map((category) => category.id)).toContain(mac.id);
    expect(await rows("categories", group.id)).toHaveLength(2);
  });
});
