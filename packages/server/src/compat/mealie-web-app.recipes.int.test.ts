import { beforeAll, describe, expect, it } from "vitest";
import type { Member } from "../test-support/test-context.js";
import { useTestContext } from "../test-support/test-context.js";
import { getAllUrl, MealieWebApp, routeUrl } from "./mealie-client.js";

/**
 * Mealie v1.12's web app listing, opening, creating and editing recipes, replayed as it sends the
 * calls: the explorer's and cookbook pages' `fetchMore`, the data page's list, the search dialog, the
 * recipe page's reads and writes.
 */
const t = useTestContext();

async function webAppOf(member: Member): Promise<MealieWebApp> {
  const { authorization } = await t.headersOf(member);
  return new MealieWebApp(t.app, authorization.slice("Bearer ".length));
}

const day = (n: number) => new Date(Date.UTC(2024, 0, n, 12));
const slugsOf = (response: { json(): { items: { slug: string }[] } }) =>
  response.json().items.map((recipe) => recipe.slug);

/** The explorer's query (RecipeCardSection's fetchMore): what every sort option sends. */
const fetchMore = (params: Record<string, string | number | boolean | string[] | undefined>, page = 1, perPage = 64) =>
  getAllUrl("/api/recipes", page, perPage, {
    paginationSeed: 1_717_171_717_000,
    searchSeed: 1_717_171_717_000,
    search: "",
    requireAllCategories: false,
    requireAllTags: false,
    requireAllTools: false,
    requireAllFoods: false,
    ...params,
  });

describe("Mealie's web app: recipe lists", () => {
  let cook: Member;
  let app: MealieWebApp;
  let applePieId: string;

  beforeAll(async () => {
    cook = await t.newMember();
    app = await webAppOf(cook);
    // Created on days 1, 2 and 3; changed on days 9, 8 and 7; made on days 5 and 4 (cocoa never).
    ({ id: applePieId } = await t.newRecipe({
      owner: cook,
      name: "Apple Pie",
      slug: "apple-pie",
      created_at: day(1),
      update_at: day(9),
      last_made: day(5),
    }));
    await t.newRecipe({
      owner: cook,
      name: "Banana Bread",
      slug: "banana-bread",
      created_at: day(2),
      update_at: day(8),
      last_made: day(4),
    });
    await t.newRecipe({ owner: cook, name: "Cocoa", slug: "cocoa", created_at: day(3), update_at: day(7) });
    const rated = await app.post(`/api/users/${cook.id}/ratings/banana-bread`, { rating: 5, isFavorite: null });
    expect(rated.statusCode).toBe(200);
  });

  it("lists the data page's recipes with loadFood=false and orderBy=created_at, no direction: newest first", async () => {
    for (const perPage of [-1, 30]) {
      const response = await app.get(getAllUrl("/api/recipes", 1, perPage, { loadFood: false, orderBy: "created_at" }));
      expect(response.statusCode, response.body).toBe(200);
      expect(slugsOf(response)).toEqual(["cocoa", "banana-bread", "apple-pie"]);
    }
  });

  it("orders by each sort option of the explorer, snake_case, with the `<orderBy> IS NOT NULL` filter", async () => {
    const expected: [string, "asc" | "desc", string[]][] = [
      ["name", "asc", ["apple-pie", "banana-bread", "cocoa"]],
      ["created_at", "desc", ["cocoa", "banana-bread", "apple-pie"]],
      ["update_at", "desc", ["apple-pie", "banana-bread", "cocoa"]],
      ["last_made", "desc", ["apple-pie", "banana-bread"]],
      ["rating", "desc", ["banana-bread"]],
    ];
    for (const [orderBy, orderDirection, slugs] of expected) {
      const response = await app.get(fetchMore({ orderBy, orderDirection, queryFilter: `${orderBy} IS NOT NULL` }));
      expect(response.statusCode, `${orderBy}: ${response.body}`).toBe(200);
      expect(slugsOf(response), orderBy).toEqual(slugs);
    }
    const unfiltered = await app.get(fetchMore({ orderBy: "last_made", orderDirection: "asc" }));
    expect(slugsOf(unfiltered)).toEqual(["banana-bread", "apple-pie", "cocoa"]);
  });

  it("pages the explorer's random order by paginationSeed: page 1 of 64, then perPage=32 pages", async () => {
    const first = await app.get(fetchMore({ orderBy: "random", orderDirection: "asc" }, 1, 2));
    const second = await app.get(fetchMore({ orderBy: "random", orderDirection: "asc" }, 2, 2));
    expect(first.statusCode, first.body).toBe(200);
    const seen = [...slugsOf(first), ...slugsOf(second)];
    expect(seen.sort()).toEqual(["apple-pie", "banana-bread", "cocoa"]);
    const past = await app.get(fetchMore({ orderBy: "random", orderDirection: "asc" }, 3, 32));
    expect(past.statusCode).toBe(200);
    expect(past.json().items).toEqual([]);
  });

  it("searches as the search dialog does: every key sent, _searchSeed included", async () => {
    const url = routeUrl(
      "/api/recipes",
      { search: "banana", page: 1, orderBy: "name", orderDirection: "asc", perPage: 20, _searchSeed: Date.now() },
      { dropEmpty: false },
    );
    const response = await app.get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(slugsOf(response)).toEqual(["banana-bread"]);
  });

  it('lists the favourites page with queryFilter=favoritedBy.id = "<userId>"', async () => {
    // RecipeFavoriteBadge passes the recipe's id.
    const favourite = await app.post(`/api/users/${cook.id}/favorites/${applePieId}`, {});
    expect(favourite.statusCode).toBe(200);
    const response = await app.get(getAllUrl("/api/recipes", 1, -1, { queryFilter: `favoritedBy.id = "${cook.id}"` }));
    expect(response.statusCode, response.body).toBe(200);
    expect(slugsOf(response)).toEqual(["apple-pie"]);
  });
});

describe("Mealie's web app: organizer filters and cookbooks", () => {
  it("filters by repeated, sorted ids with requireAll* sent as true or false", async () => {
    const cook = await t.newMember();
    const app = await webAppOf(cook);
    const group = cook.group;
    const [sweet, quick] = [
      await t.newOrganizer("tags", { group, name: "Sweet" }),
      await t.newOrganizer("tags", { group, name: "Quick" }),
    ];
    const both = await t.newRecipe({ owner: cook, name: "Both", tags: [sweet, quick] });
    const one = await t.newRecipe({ owner: cook, name: "One", tags: [sweet] });
    await t.newRecipe({ owner: cook, name: "None" });
    const ids = [sweet.id, quick.id].sort();

    const any = await app.get(fetchMore({ orderBy: "name", orderDirection: "asc", tags: ids, requireAllTags: false }));
    expect(any.statusCode, any.body).toBe(200);
    expect(slugsOf(any)).toEqual([both.slug, one.slug]);
    const all = await app.get(fetchMore({ orderBy: "name", orderDirection: "asc", tags: ids, requireAllTags: true }));
    expect(slugsOf(all)).toEqual([both.slug]);
  });

  it("lists a cookbook page's recipes with cookbook=<slug from the route>", async () => {
    const cook = await t.newMember({ canOrganize: true });
    const app = await webAppOf(cook);
    const soup = await t.newOrganizer("categories", { group: cook.group, name: "Soup" });
    const lentil = await t.newRecipe({ owner: cook, name: "Lentil Soup", categories: [soup] });
    await t.newRecipe({ owner: cook, name: "Toast" });
    const created = await app.post("/api/groups/cookbooks", { name: "Cookbook 1" });
    expect(created.statusCode).toBe(201);
    const cookbook = created.json();
    const updated = await app.put(`/api/groups/cookbooks/${cookbook.id}`, {
      ...cookbook,
      name: "Soups",
      categories: [soup],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const { slug } = updated.json();

    const response = await app.get(fetchMore({ orderBy: "name", orderDirection: "asc", cookbook: slug }));
    expect(response.statusCode, response.body).toBe(200);
    expect(slugsOf(response)).toEqual([lentil.slug]);
  });
});

describe("Mealie's web app: one recipe", () => {
  it("creates a recipe from {name}: 201 and the slug as a bare JSON string, then opens it by slug and by id", async () => {
    const cook = await t.newMember();
    const app = await webAppOf(cook);
    const created = await app.post("/api/recipes", { name: "Sunday Pancakes" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toBe("sunday-pancakes");

    const bySlug = await app.get("/api/recipes/sunday-pancakes");
    expect(bySlug.statusCode).toBe(200);
    const recipe = bySlug.json();
    expect(recipe).toMatchObject({
      name: "Sunday Pancakes",
      slug: "sunday-pancakes",
      groupId: cook.group.id,
      userId: cook.id,
      recipeIngredient: expect.any(Array),
      recipeInstructions: expect.any(Array),
      settings: expect.objectContaining({ locked: false }),
      comments: [],
      assets: [],
    });
    // RecipeTimeline opens the recipe by its id.
    const byId = await app.get(`/api/recipes/${recipe.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().slug).toBe("sunday-pancakes");
  });

  it("saves the whole recipe PUT back with new tags, ingredients and steps, and reads the slug of a rename", async () => {
    const cook = await t.newMember({ canOrganize: true });
    const app = await webAppOf(cook);
    await app.post("/api/recipes", { name: "Crepes" });
    // RecipeOrganizerDialog's body.
    const tag = (await app.post("/api/organizers/tags", { name: "Breakfast", onHand: false })).json();
    const recipe = (await app.get("/api/recipes/crepes")).json();

    const response = await app.put("/api/recipes/crepes", {
      ...recipe,
      name: "Thin Crepes",
      description: "Paper thin",
      tags: [tag],
      recipeIngredient: [
        ...recipe.recipeIngredient,
        {
          quantity: 2,
          unit: null,
          food: null,
          note: "eggs",
          isFood: false,
          disableAmount: true,
          display: "",
          title: "",
          originalText: null,
          referenceId: "a0b0c0d0-0000-4000-8000-000000000001",
        },
      ],
      recipeInstructions: [{ id: "", title: "", text: "Whisk.", ingredientReferences: [] }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().slug).toBe("thin-crepes");
    const saved = (await app.get("/api/recipes/thin-crepes")).json();
    expect(saved).toMatchObject({ name: "Thin Crepes", description: "Paper thin", tags: [{ id: tag.id }] });
    expect(saved.recipeIngredient.map((line: { note: string }) => line.note)).toContain("eggs");
    expect(saved.recipeInstructions.map((step: { text: string }) => step.text)).toEqual(["Whisk."]);
  });

  it("duplicates with {name} and reads `slug`, marks it made with {timestamp}, and deletes it", async () => {
    const cook = await t.newMember();
    const app = await webAppOf(cook);
    await app.post("/api/recipes", { name: "Flapjacks" });

    const copy = await app.post("/api/recipes/flapjacks/duplicate", { name: "Flapjacks" });
    expect(copy.statusCode, copy.body).toBeLessThan(300);
    expect(copy.json().slug).toBe("flapjacks-1");

    const made = await app.patch("/api/recipes/flapjacks/last-made", { timestamp: "2024-05-06T21:59:59.000Z" });
    expect(made.statusCode, made.body).toBe(200);
    expect((await app.get("/api/recipes/flapjacks")).json().lastMade).toBe("2024-05-06T21:59:59.000Z");

    const deleted = await app.delete("/api/recipes/flapjacks-1");
    expect(deleted.statusCode).toBe(200);
    expect((await app.get("/api/recipes/flapjacks-1")).statusCode).toBe(404);
  });
});
