import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Recipe, RecipeSummaryPagination } from "@larder/shared";
import { describe, expect, it } from "vitest";
import type { GroupRow } from "../groups/groups.repository.js";
import { recipeFolder } from "../media/recipe-folders.js";
import { type Member, useTestContext } from "../test-support/test-context.js";

const t = useTestContext();

async function create(member: Member, name: string): Promise<string> {
  const response = await t.as(member).post("/api/recipes", { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function read(member: Member, slugOrId: string) {
  const response = await t.as(member).get(`/api/recipes/${slugOrId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every key of Mealie's Recipe-Output, as the reference sample has them, and Mealie 2's `householdId`. */
const RECIPE_KEYS = [
  "id",
  "userId",
  "groupId",
  "householdId",
  "name",
  "slug",
  "image",
  "recipeYield",
  "totalTime",
  "prepTime",
  "cookTime",
  "performTime",
  "description",
  "recipeCategory",
  "tags",
  "tools",
  "rating",
  "orgURL",
  "dateAdded",
  "dateUpdated",
  "createdAt",
  "updateAt",
  "lastMade",
  "recipeIngredient",
  "recipeInstructions",
  "nutrition",
  "settings",
  "assets",
  "notes",
  "extras",
  "comments",
].sort();

describe("POST /api/recipes", () => {
  it("creates a recipe with starter content, the group's default settings and a timeline event", async () => {
    const owner = await t.newMember();
    const preferences = await t.as(owner).get("/api/groups/preferences");
    await t.db
      .updateTable("group_preferences")
      .set({ recipe_public: false, recipe_show_nutrition: true, recipe_disable_comments: true })
      .where("group_id", "=", owner.groupId)
      .execute();
    expect(preferences.statusCode).toBe(200);

    const response = await t.as(owner).post("/api/recipes", { name: "Test Pancakes" });
    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toBe("test-pancakes");

    const recipe = await read(owner, "test-pancakes");
    expect(Object.keys(recipe).sort()).toEqual(RECIPE_KEYS);
    expect(recipe).toMatchObject({
      userId: owner.id,
      groupId: owner.groupId,
      name: "Test Pancakes",
      slug: "test-pancakes",
      image: null,
      description: "",
      recipeCategory: [],
      tags: [],
      tools: [],
      rating: null,
      lastMade: null,
      dateAdded: new Date().toISOString().slice(0, 10),
      nutrition: {
        calories: null,
        fatContent: null,
        proteinContent: null,
        carbohydrateContent: null,
        fiberContent: null,
        sodiumContent: null,
        sugarContent: null,
      },
      settings: {
        public: false,
        showNutrition: true,
        showAssets: false,
        landscapeView: false,
        disableComments: true,
        disableAmount: true,
        locked: false,
      },
      assets: [],
      notes: [],
      extras: {},
      comments: [],
    });
    expect(recipe.dateUpdated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(recipe.recipeIngredient).toEqual([
      {
        quantity: 1,
        unit: null,
        food: null,
        note: "1 Cup Flour",
        isFood: false,
        disableAmount: true,
        display: "1 Cup Flour",
        title: null,
        originalText: null,
        referenceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(recipe.recipeInstructions).toHaveLength(1);
    expect(recipe.recipeInstructions[0]).toMatchObject({ title: "", ingredientReferences: [] });
    expect(recipe.recipeInstructions[0].text).toContain("Markdown");

    const events = await t.db.selectFrom("timeline_events").selectAll().where("recipe_id", "=", recipe.id).execute();
    expect(events).toMatchObject([{ subject: "Recipe Created", event_type: "system", user_id: owner.id }]);
  });

  it('retries a used name as "Name (1)" up to "Name (10)", then refuses the eleventh duplicate', async () => {
    const owner = await t.newMember();
    const member = await t.newMember({ group: owner.group });
    const slugs: string[] = [];
    for (let index = 0; index <= 10; index++) slugs.push(await create(member, "Banana Bread"));
    expect(slugs).toEqual(["banana-bread", ...Array.from({ length: 10 }, (_, index) => `banana-bread-${index + 1}`)]);
    expect((await read(member, "banana-bread-10")).name).toBe("Banana Bread (10)");

    const eleventh = await t.as(member).post("/api/recipes", { name: "Banana Bread" });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().detail.message).toBe("New recipe names must be unique within the group");
  });

  it("allows the same name in two groups", async () => {
    const first = await t.newMember();
    const second = await t.newMember();
    expect(await create(first, "Shakshuka")).toBe("shakshuka");
    expect(await create(second, "Shakshuka")).toBe("shakshuka");
  });

  it("gives concurrent creations of one name distinct slugs", async () => {
    const owner = await t.newMember();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.as(owner).post("/api/recipes", { name: "Race" })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.json())).size).toBe(5);
  });

  it("refuses a blank name or one without letters or digits", async () => {
    const owner = await t.newMember();
    expect((await t.as(owner).post("/api/recipes", { name: "  " })).statusCode).toBe(422);
    const symbols = await t.as(owner).post("/api/recipes", { name: "!!!" });
    expect(symbols.statusCode).toBe(400);
    expect(await create(owner, "红烧肉")).toBe("hong-shao-rou");
  });
});

describe("GET /api/recipes/{slug}", () => {
  it("finds a recipe by slug or id, and nothing of another group", async () => {
    const owner = await t.newMember();
    const member = await t.newMember({ group: owner.group });
    const other = await t.newMember();
    const slug = await create(owner, "Gazpacho");
    const recipe = await read(member, slug);
    expect((await read(member, recipe.id)).slug).toBe("gazpacho");

    for (const target of [slug, recipe.id]) {
      const response = await t.as(other).get(`/api/recipes/${target}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(recipe.id);
    }
    expect((await t.as(owner).get("/api/recipes/no-such-recipe")).statusCode).toBe(404);
    expect((await t.as(owner).get(`/api/recipes/${randomUUID()}`)).statusCode).toBe(404);
  });
});

/** A food and a unit of the group, written straight to the database. */
async function foodAndUnit(group: GroupRow) {
  const food = await t.newFood({ group, name: "flour", plural_name: "flours" });
  const unit = await t.newUnit({ group, name: "cup", plural_name: "cups", abbreviation: "c" });
  return { food, unit };
}

describe("PUT /api/recipes/{slug}", () => {
  it("stores every field and gives back what it was sent", async () => {
    const owner = await t.newMember();
    const { food, unit } = await foodAndUnit(owner.group);
    const category = await t.newOrganizer("categories", { group: owner.group, name: "Breakfast" });
    const slug = await create(owner, "Crêpes");
    const recipe = await read(owner, slug);
    const flourRef = randomUUID();
    const milkRef = randomUUID();
    const stepId = randomUUID();
    const body = {
      ...recipe,
      description: "Thin French pancakes",
      recipeYield: "12 crêpes",
      totalTime: "1 hour",
      prepTime: "10 minutes",
      cookTime: "20 minutes",
      performTime: "30 minutes",
      orgURL: "https://example.com/crepes",
      recipeCategory: [category],
      tags: [{ name: "French", slug: "french" }, { name: "Sweet" }],
      tools: [{ name: "Crêpe pan", onHand: true }],
      recipeIngredient: [
        {
          title: "Batter",
          quantity: 1.5,
          unit: { id: unit.id },
          food: { id: food.id },
          note: "sifted",
          referenceId: flourRef,
        },
        { quantity: 0.5, unit: null, food: { name: "Milk" }, note: "", originalText: "1/2 milk", referenceId: milkRef },
      ],
      recipeInstructions: [
        {
          id: stepId,
          title: "Mix",
          text: "Whisk the flour into the milk.",
          ingredientReferences: [{ referenceId: flourRef }, { referenceId: milkRef }],
        },
        { title: "", text: "Rest, then cook.", ingredientReferences: [] },
      ],
      nutrition: { calories: "120", proteinContent: 4 },
      settings: { ...recipe.settings, disableAmount: false, public: false, showAssets: true },
      assets: [{ name: "Card", icon: "mdi-file-image", fileName: "card.png" }],
      notes: [{ title: "Tip", text: "Use a hot pan." }],
      extras: { source: "grandma", servings: 4 },
    };
    const response = await t.as(owner).put(`/api/recipes/${slug}`, body);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved).toEqual(await read(owner, slug));
    expect(saved).toMatchObject({
      name: "Crêpes",
      slug: "crepes",
      description: "Thin French pancakes",
      recipeYield: "12 crêpes",
      totalTime: "1 hour",
      prepTime: "10 minutes",
      cookTime: "20 minutes",
      performTime: "30 minutes",
      orgURL: "https://example.com/crepes",
      recipeCategory: [category],
      tags: [
        { name: "French", slug: "french" },
        { name: "Sweet", slug: "sweet" },
      ],
      tools: [{ name: "Crêpe pan", slug: "crepe-pan", onHand: true }],
      nutrition: { calories: "120", proteinContent: "4", fatContent: null },
      settings: { disableAmount: false, public: false, showAssets: true, locked: false },
      assets: [{ name: "Card", icon: "mdi-file-image", fileName: "card.png" }],
      notes: [{ title: "Tip", text: "Use a hot pan." }],
      extras: { source: "grandma", servings: "4" },
    });
    const [flour, milk] = saved.recipeIngredient;
    expect(flour).toMatchObject({
      title: "Batter",
      quantity: 1.5,
      unit: { id: unit.id, name: "cup", pluralName: "cups", abbreviation: "c" },
      food: { id: food.id, name: "flour", pluralName: "flours" },
      note: "sifted",
      referenceId: flourRef,
      display: "1 1/2 cups flours sifted",
      disableAmount: false,
      isFood: true,
    });
    expect(milk).toMatchObject({
      food: { name: "Milk" },
      display: "1/2 Milk",
      originalText: "1/2 milk",
      referenceId: milkRef,
    });
    expect(saved.recipeInstructions).toMatchObject([
      { id: stepId, title: "Mix", ingredientReferences: [{ referenceId: flourRef }, { referenceId: milkRef }] },
      { title: "", text: "Rest, then cook.", ingredientReferences: [] },
    ]);

    // What a client read, sent back unchanged, changes nothing but the update times.
    const again = await t.as(owner).put(`/api/recipes/${slug}`, saved);
    expect(again.statusCode).toBe(200);
    const { dateUpdated: _a, updateAt: _b, ...before } = saved;
    const { dateUpdated: _c, updateAt: _d, ...after } = again.json();
    expect(after).toEqual(before);

    // The presenters build the contract's shapes themselves: every field of the right type, nothing more.
    expect(Recipe.parse(saved)).toEqual(saved);
    const list = (await t.as(owner).get("/api/recipes?perPage=50")).json();
    expect(list.items.map((item: { slug: string }) => item.slug)).toContain(saved.slug);
    expect(RecipeSummaryPagination.parse(list)).toEqual(list);

    const row = await t.db.selectFrom("recipes").selectAll().where("id", "=", saved.id).executeTakeFirstOrThrow();
    expect(row.name_normalized).toBe("crepes");
    expect(row.search_text).toContain("sifted");
    expect(row.search_text).toContain("milk");
    expect(row.search_text).toContain("flour");
    const words = await t.db
      .selectFrom("recipe_search_words")
      .select("word")
      .where("group_id", "=", owner.groupId)
      .execute();
    expect(words.map((word) => word.word)).toEqual(expect.arrayContaining(["crepes", "sifted", "milk", "flour"]));
  });

  it("resets what the body leaves out, but keeps the name and settings", async () => {
    const owner = await t.newMember();
    const slug = await create(owner, "Minimal");
    await t.as(owner).patch(`/api/recipes/${slug}`, {
      description: "x",
      tags: [{ name: "Kept?" }],
      settings: { locked: true },
    });
    const response = await t.as(owner).put(`/api/recipes/${slug}`, { totalTime: "5 minutes" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Minimal",
      description: "",
      totalTime: "5 minutes",
      tags: [],
      recipeIngredient: [],
      recipeInstructions: [],
      settings: { locked: true },
    });
  });

  it("renames the recipe and its slug, refusing another recipe's slug", async () => {
    const owner = await t.newMember();
    const slug = await create(owner, "Soup");
    await create(owner, "Stew");
    const recipe = await read(owner, slug);
    const renamed = await t.as(owner).put(`/api/recipes/${slug}`, { ...recipe, name: "Tomato Soup" });
    expect(renamed.json()).toMatchObject({ name: "Tomato Soup", slug: "tomato-soup", id: recipe.id });
    expect((await t.as(owner).get("/api/recipes/soup")).statusCode).toBe(404);

    const clash = await t.as(owner).patch("/api/recipes/tomato-soup", { name: "stew" });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().detail.message).toBe("New recipe names must be unique within the group");
    expect((await read(owner, "tomato-soup")).name).toBe("Tomato Soup");
  });

  it("refuses extras keys with whitespace and foods or units the group does not have", async () => {
    const owner = await t.newMember();
    const other = await t.newMember();
    const theirs = await foodAndUnit(other.group);
    const slug = await create(owner, "Strict");
    const before = await read(owner, slug);

    const extras = await t.as(owner).patch(`/api/recipes/${slug}`, { extras: { "my key": "x" } });
    expect(extras.statusCode).toBe(400);
    expect(extras.json().detail.message).toContain("No Whitespace Allowed");

    for (const ingredient of [
      { food: { id: theirs.food.id } },
      { unit: { id: theirs.unit.id } },
      { food: { id: "x" } },
    ]) {
      const response = await t.as(owner).put(`/api/recipes/${slug}`, {
        ...before,
        description: "half written?",
        recipeIngredient: [{ note: "first" }, ingredient],
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await read(owner, slug)).toEqual(before);
  });

  it("links organizers of the caller's group only, creating its own for a foreign one", async () => {
    const owner = await t.newMember();
    const other = await t.newMember();
    const theirTag = await t.newOrganizer("tags", { group: other.group, name: "Secret" });
    const slug = await create(owner, "Borrower");
    const saved = (await t.as(owner).patch(`/api/recipes/${slug}`, { tags: [theirTag] })).json();
    expect(saved.tags).toHaveLength(1);
    expect(saved.tags[0]).toMatchObject({ name: "Secret", slug: "secret" });
    expect(saved.tags[0].id).not.toBe(theirTag.id);
    const links = await t.db.selectFrom("recipes_to_tags").selectAll().where("tag_id", "=", theirTag.id).execute();
    expect(links).toEqual([]);

    // A second recipe naming the same tag by slug gets the same tag, not a copy.
    const second = await create(owner, "Borrower Two");
    const again = (
      await t.as(owner).patch(`/api/recipes/${second}`, { tags: [{ name: "secret", slug: "secret" }] })
    ).json();
    expect(again.tags[0].id).toBe(saved.tags[0].id);
  });
});

describe("PATCH /api/recipes/{slug}", () => {
  it("changes only the given fields", async () => {
    const owner = await t.newMember();
    const member = await t.newMember({ group: owner.group });
    const slug = await create(member, "Focaccia");
    const before = await read(member, slug);
    const response = await t.as(member).patch(`/api/recipes/${slug}`, {
      description: "Olive oil bread",
      tags: [{ name: "Bread" }],
    });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after).toMatchObject({ description: "Olive oil bread", tags: [{ name: "Bread", slug: "bread" }] });
    expect(after.recipeIngredient).toEqual(before.recipeIngredient);
    expect(after.recipeInstructions).toEqual(before.recipeInstructions);
    expect(after.settings).toEqual(before.settings);
    expect(after.name).toBe("Focaccia");
    expect(after.dateUpdated > before.dateUpdated).toBe(true);
  });
});

describe("locked recipes", () => {
  it("can be changed or deleted only by the owner or an administrator", async () => {
    const owner = await t.newMember();
    const member = await t.newMember({ group: owner.group });
    const admin = await t.newMember({ group: owner.group, admin: true });
    const slug = await create(owner, "Family Secret");
    const locked = await t.as(owner).patch(`/api/recipes/${slug}`, { settings: { locked: true } });
    expect(locked.json().settings.locked).toBe(true);

    for (const [method, payload] of [
      ["PUT", { ...locked.json(), description: "changed" }],
      ["PATCH", { description: "changed" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await t.as(member).send(method, `/api/recipes/${slug}`, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail.message).toContain("locked");
    }
    expect((await read(member, slug)).description).toBe("");

    const byAdmin = await t.as(admin).patch(`/api/recipes/${slug}`, { description: "by admin" });
    expect(byAdmin.statusCode).toBe(200);
    const byOwner = await t.as(owner).patch(`/api/recipes/${slug}`, { description: "by owner" });
    expect(byOwner.json().description).toBe("by owner");

    const lastMade = await t.as(member).patch(`/api/recipes/${slug}/last-made`, {
      timestamp: "2026-01-02T18:30:00Z",
    });
    expect(lastMade.statusCode).toBe(200);
    expect(lastMade.json().lastMade).toBe("2026-01-02T18:30:00.000Z");
  });

  it("can be locked or unlocked only by the owner or an administrator", async () => {
    const owner = await t.newMember();
    const member = await t.newMember({ group: owner.group });
    const admin = await t.newMember({ group: owner.group, admin: true });
    const slug = await create(owner, "Open");
    const attempt = await t.as(member).patch(`/api/recipes/${slug}`, { settings: { locked: true } });
    expect(attempt.statusCode).toBe(403);
    expect((await read(owner, slug)).settings.locked).toBe(false);

    // Other members edit unlocked recipes freely.
    const edit = await t.as(member).patch(`/api/recipes/${slug}`, { settings: { showAssets: true } });
    expect(edit.json().settings).toMatchObject({ showAssets: true, locked: false });

    expect((await t.as(admin).patch(`/api/recipes/${slug}`, { settings: { locked: true } })).statusCode).toBe(200);
    const unlock = await t.as(owner).patch(`/api/recipes/${slug}`, { settings: { locked: false } });
    expect(unlock.json().settings.locked).toBe(false);
  });
});

describe("POST /api/recipes/{slug}/duplicate", () => {
  it("copies everything for the caller, with new ids and step links remapped", async () => {
    const owner = await t.newMember();
    const member = await t.newMember({ group: owner.group });
    const slug = await create(owner, "Lasagne");
    const original = await read(owner, slug);
    const ref = randomUUID();
    const filled = (
      await t.as(owner).put(`/api/recipes/${slug}`, {
        ...original,
        description: "Layers",
        tags: [{ name: "Pasta" }],
        tools: [{ name: "Oven dish" }],
        recipeIngredient: [{ note: "sheets", food: { name: "pasta" }, referenceId: ref }],
        recipeInstructions: [{ text: "Layer", ingredientReferences: [{ referenceId: ref }] }],
        notes: [{ title: "n", text: "t" }],
        extras: { k: "v" },
      })
    ).json();
    const folder = recipeFolder(t.config.dataDir, owner.groupId, filled.id);
    fs.mkdirSync(path.join(folder, "images", "timeline", "event"), { recursive: true });
    fs.writeFileSync(path.join(folder, "images", "original.webp"), "image");
    fs.writeFileSync(path.join(folder, "images", "timeline", "event", "original.webp"), "event photo");
    await t.db.updateTable("recipes").set({ image: "abc123" }).where("id", "=", filled.id).execute();

    const response = await t.as(member).post(`/api/recipes/${slug}/duplicate`, {});
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({
      name: "Lasagne (1)",
      slug: "lasagne-1",
      userId: member.id,
      description: "Layers",
      image: "abc123",
      tags: filled.tags,
      tools: filled.tools,
      notes: filled.notes,
      extras: { k: "v" },
    });
    expect(copy.id).not.toBe(filled.id);
    const [ingredient] = copy.recipeIngredient;
    expect(ingredient.referenceId).not.toBe(ref);
    expect(ingredient.food.id).toBe(filled.recipeIngredient[0].food.id);
    expect(copy.recipeInstructions[0].id).not.toBe(filled.recipeInstructions[0].id);
    expect(copy.recipeInstructions[0].ingredientReferences).toEqual([{ referenceId: ingredient.referenceId }]);
    const copyFolder = recipeFolder(t.config.dataDir, owner.groupId, copy.id);
    expect(fs.readFileSync(path.join(copyFolder, "images", "original.webp"), "utf8")).toBe("image");
    expect(fs.existsSync(path.join(copyFolder, "images", "timeline"))).toBe(false);
    expect(await read(owner, slug)).toMatchObject({ id: filled.id, name: "Lasagne" });

    const named = await t.as(member).post(`/api/recipes/${slug}/duplicate`, { name: "My Lasagne" });
    expect(named.json()).toMatchObject({ name: "My Lasagne", slug: "my-lasagne", image: "abc123" });
  });

  it("finds nothing of another group", async () => {
    const owner = await t.newMember();
    const other = await t.newMember();
    const slug = await create(owner, "Private Dish");
    const response = await t.as(other).post(`/api/recipes/${slug}/duplicate`, { name: "Stolen" });
    expect(response.statusCode).toBe(404);
    expect((await t.as(other).get("/api/recipes/stolen")).statusCode).toBe(404);
  });
});

describe("PATCH /api/recipes/{slug}/last-made", () => {
  it("records when the recipe was last made, and refuses a date that is not one", async () => {
    const owner = await t.newMember();
    const member = await t.newMember({ group: owner.group });
    const slug = await create(owner, "Risotto");
    const response = await t.as(member).patch(`/api/recipes/${slug}/last-made`, {
      timestamp: "2026-03-04T19:00:00",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().lastMade).toBe("2026-03-04T19:00:00.000Z");
    const bad = await t.as(member).patch(`/api/recipes/${slug}/last-made`, { timestamp: "soon" });
    expect(bad.statusCode).toBe(422);
  });
});

describe("DELETE /api/recipes/{slug}", () => {
  it("returns the deleted recipe and removes its rows and files", async () => {
    const owner = await t.newMember();
    const member = await t.newMember({ group: owner.group });
    const slug = await create(owner, "Gone Soon");
    const recipe = (
      await t.as(owner).patch(`/api/recipes/${slug}`, {
        tags: [{ name: "Temp" }],
        notes: [{ title: "a", text: "b" }],
      })
    ).json();
    const now = new Date();
    await t.db
      .insertInto("user_ratings")
      .values({
        id: randomUUID(),
        user_id: member.id,
        recipe_id: recipe.id,
        rating: 4,
        created_at: now,
        update_at: now,
      })
      .execute();
    await t.db
      .insertInto("recipe_comments")
      .values({
        id: randomUUID(),
        user_id: member.id,
        recipe_id: recipe.id,
        text: "yum",
        created_at: now,
        update_at: now,
      })
      .execute();
    await t.db
      .insertInto("recipe_share_tokens")
      .values({
        id: randomUUID(),
        group_id: owner.groupId,
        recipe_id: recipe.id,
        expires_at: now,
        created_at: now,
        update_at: now,
      })
      .execute();
    const folder = recipeFolder(t.config.dataDir, owner.groupId, recipe.id);
    fs.mkdirSync(path.join(folder, "images"), { recursive: true });
    fs.writeFileSync(path.join(folder, "images", "original.webp"), "x");

    const other = await t.newMember();
    expect((await t.as(other).delete(`/api/recipes/${recipe.id}`)).statusCode).toBe(404);

    const response = await t.as(member).delete(`/api/recipes/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: recipe.id, name: "Gone Soon", comments: [{ text: "yum" }] });
    expect((await t.as(owner).get(`/api/recipes/${slug}`)).statusCode).toBe(404);
    expect(fs.existsSync(folder)).toBe(false);
    for (const table of [
      "user_ratings",
      "recipe_comments",
      "recipe_share_tokens",
      "timeline_events",
      "recipe_ingredients",
      "recipe_instructions",
      "recipe_notes",
      "recipes_to_tags",
    ] as const) {
      const rows = await t.db.selectFrom(table).select("recipe_id").where("recipe_id", "=", recipe.id).execute();
      expect(rows, table).toEqual([]);
    }
  });
});

describe("createFromRecipe (imports)", () => {
  it("creates a full recipe with new ids, matching or creating organizers, foods and units by name", async () => {
    const source = await t.newMember();
    const target = await t.newMember();
    const targetMember = await t.newMember({ group: target.group });
    const { food } = await foodAndUnit(target.group);
    const slug = await create(source, "Imported Stew");
    const ref = randomUUID();
    const exported = (
      await t.as(source).put(`/api/recipes/${slug}`, {
        ...(await read(source, slug)),
        tags: [{ name: "Winter" }],
        recipeIngredient: [
          { note: "diced", food: { name: "Flour" }, unit: { name: "spoon" }, referenceId: ref },
          { note: "water" },
        ],
        recipeInstructions: [{ text: "Simmer", ingredientReferences: [{ referenceId: ref }] }],
        extras: { origin: "zip" },
      })
    ).json();
    const actor = await t.actorOf(targetMember);
    const imported = await t.services.recipes.createFromRecipe(actor, exported);
    expect(imported).toMatchObject({
      name: "Imported Stew",
      slug: "imported-stew",
      groupId: target.groupId,
      userId: targetMember.id,
      tags: [{ name: "Winter", slug: "winter" }],
      extras: { origin: "zip" },
    });
    expect(imported.id).not.toBe(exported.id);
    expect(imported.tags[0]?.id).not.toBe(exported.tags[0].id);
    const [first] = imported.recipeIngredient;
    expect(first?.food?.id).toBe(food.id);
    expect(first?.unit).toMatchObject({ name: "spoon" });
    expect(first?.unit?.id).not.toBe(exported.recipeIngredient[0].unit.id);
    expect(first?.referenceId).not.toBe(ref);
    expect(imported.recipeInstructions[0]?.ingredientReferences).toEqual([{ referenceId: first?.referenceId }]);
    expect(await read(targetMember, "imported-stew")).toEqual(imported);
    expect((await t.services.recipes.createFromRecipe(actor, exported)).slug).toBe("imported-stew-1");
  });
});

describe("GET /api/validators/recipe", () => {
  it("says whether a name is still free in a group", async () => {
    const owner = await t.newMember();
    const other = await t.newMember();
    await create(owner, "Apple Pie");
    const valid = async (groupId: string, name: string) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/validators/recipe?group_id=${groupId}&name=${encodeURIComponent(name)}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json().valid;
    };
    expect(await valid(owner.groupId, "Apple Pie")).toBe(false);
    expect(await valid(owner.groupId, "apple  pie!")).toBe(false);
    expect(await valid(owner.groupId, "Cherry Pie")).toBe(true);
    expect(await valid(other.group.id, "Apple Pie")).toBe(true);
    expect(await valid(owner.groupId, "")).toBe(false);
    const missing = await t.app.inject({ method: "GET", url: "/api/validators/recipe?name=x" });
    expect(missing.statusCode).toBe(422);
  });
});

describe("statistics", () => {
  it("count the group's recipes and organizers", async () => {
    const owner = await t.newMember();
    const member = await t.newMember({ group: owner.group });
    const groupAdmin = await t.newMember({ group: owner.group, admin: true });
    const slug = await create(owner, "Counted");
    await create(owner, "Counted Too");
    await t.as(owner).patch(`/api/recipes/${slug}`, {
      recipeCategory: [{ name: "Dinner" }],
      tags: [{ name: "A" }, { name: "B" }],
      tools: [{ name: "Pot" }],
    });
    const statistics = await t.as(member).get("/api/groups/statistics");
    expect(statistics.json()).toEqual({
      totalRecipes: 2,
      totalUsers: 3,
      totalCategories: 1,
      totalTags: 2,
      totalTools: 1,
    });
    const admin = await t.as(groupAdmin).get("/api/admin/about/statistics");
    expect(admin.json().totalRecipes).toBeGreaterThanOrEqual(2);
    expect(admin.json().untaggedRecipes).toBeGreaterThanOrEqual(1);
  });
});

describe("the recipe count of a group", () => {
  it("follows creations and deletions, whoever's group they are in", async () => {
    const owner = await t.newMember();
    const member = await t.newMember({ group: owner.group });
    const other = await t.newMember();
    const total = async () => (await t.as(member).get("/api/recipes?perPage=1")).json().total;
    expect(await total()).toBe(0);
    const first = await create(owner, "Soup");
    await create(owner, "Soup");
    await create(other, "Soup");
    expect(await total()).toBe(2);
    expect((await t.as(owner).delete(`/api/recipes/${first}`)).statusCode).toBe(200);
    expect(await total()).toBe(1);
    expect((await t.as(owner).get("/api/recipes?perPage=1&search=soup")).json().total).toBe(1);
  });
});
