import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { RecipesTable } from "../../db/schema.js";
import { type Member, useTestContext } from "../../test-support/test-context.js";
import { normalizeForSearch, recipeSearchText, searchWords } from "../search-text.js";

/**
 * GET /api/recipes on a small, known library: the envelope, ordering, filters, cookbooks, search
 * and queryFilter. Recipes are written straight to the database with their search text and search
 * words, as the recipe writes do.
 */

const t = useTestContext();
let alice: Member;
let amir: Member;
let bob: Member;
let kitchenId: string;
let betaId: string;
/** Organizers and foods by group and name, created on first use. */
const organizerIds = new Map<string, string>();
const recipeIds = new Map<string, string>();
const base = Date.parse("2024-03-01T12:00:00Z");
const at = (minutes: number) => new Date(base + minutes * 60_000);

interface Spec {
  name: string;
  description?: string;
  tags?: string[];
  categories?: string[];
  tools?: string[];
  foods?: string[];
  /** Ingredient notes without a food. */
  notes?: string[];
  row?: Partial<Insertable<RecipesTable>>;
}

async function organizer(
  table: "tags" | "categories" | "tools" | "foods",
  groupId: string,
  name: string,
): Promise<string> {
  const key = `${table}:${groupId}:${name}`;
  const known = organizerIds.get(key);
  if (known) return known;
  const id = randomUUID();
  const now = new Date();
  const db = t.db;
  if (table === "foods") {
    await db.insertInto("foods").values({ id, group_id: groupId, name, created_at: now, update_at: now }).execute();
  } else {
    const slug = normalizeForSearch(name).replaceAll(" ", "-");
    await db.insertInto(table).values({ id, group_id: groupId, name, slug, created_at: now, update_at: now }).execute();
  }
  organizerIds.set(key, id);
  return id;
}

async function addRecipe(owner: Member, spec: Spec): Promise<string> {
  const db = t.db;
  const ingredients = [
    ...(spec.foods ?? []).map((food) => ({ note: null, originalText: null, foodName: food })),
    ...(spec.notes ?? []).map((note) => ({ note, originalText: note, foodName: null })),
  ];
  const searchText = recipeSearchText({ name: spec.name, description: spec.description, ingredients });
  const recipe = await t.newRecipe({
    owner,
    name: spec.name,
    description: spec.description ?? "",
    search_text: searchText,
    ...spec.row,
  });
  const words = searchWords(searchText);
  if (words.length > 0) {
    await db
      .insertInto("recipe_search_words")
      .values(words.map((word) => ({ group_id: owner.groupId, word })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  for (const name of spec.tags ?? []) {
    const tag_id = await organizer("tags", owner.groupId, name);
    await db.insertInto("recipes_to_tags").values({ recipe_id: recipe.id, tag_id }).execute();
  }
  for (const name of spec.categories ?? []) {
    const category_id = await organizer("categories", owner.groupId, name);
    await db.insertInto("recipes_to_categories").values({ recipe_id: recipe.id, category_id }).execute();
  }
  for (const name of spec.tools ?? []) {
    const tool_id = await organizer("tools", owner.groupId, name);
    await db.insertInto("recipes_to_tools").values({ recipe_id: recipe.id, tool_id }).execute();
  }
  let position = 0;
  for (const ingredient of ingredients) {
    const food_id = ingredient.foodName ? await organizer("foods", owner.groupId, ingredient.foodName) : null;
    await db
      .insertInto("recipe_ingredients")
      .values({
        recipe_id: recipe.id,
        position: position++,
        note: ingredient.note,
        original_text: ingredient.originalText,
        food_id,
        reference_id: randomUUID(),
      })
      .execute();
  }
  recipeIds.set(spec.name, recipe.id);
  return recipe.id;
}

const id = (table: "tags" | "categories" | "tools" | "foods", name: string) =>
  organizerIds.get(`${table}:${kitchenId}:${name}`) as string;

beforeAll(async () => {
  const kitchen = await t.newGroup({ name: "Kitchen" });
  const beta = await t.newGroup({ name: "Beta" });
  kitchenId = kitchen.id;
  betaId = beta.id;
  alice = await t.newMember({ group: kitchen });
  amir = await t.newMember({ group: kitchen });
  bob = await t.newMember({ group: beta });
  for (const member of [alice, amir, bob]) await t.headersOf(member);

  await addRecipe(alice, {
    name: "Chicken Curry",
    description: "A spicy Thai classic",
    tags: ["Thai", "Spicy"],
    categories: ["Dinner"],
    tools: ["Wok"],
    foods: ["chicken", "coconut milk"],
    row: { rating: 4, created_at: at(1), last_made: at(100), total_time: "45 minutes", date_added: "2024-03-01" },
  });
  await addRecipe(alice, {
    name: "Crème Brûlée",
    description: "French dessert",
    tags: ["French"],
    categories: ["Dessert"],
    foods: ["cream", "sugar"],
    row: { rating: 5, created_at: at(2), date_added: "2024-03-02" },
  });
  await addRecipe(amir, {
    name: "Beef Stew",
    description: "Hearty winter stew",
    tags: ["Winter"],
    categories: ["Dinner"],
    tools: ["Dutch Oven"],
    foods: ["beef", "carrot"],
    notes: ["two chicken stock cubes"],
    row: { created_at: at(3), date_added: "2024-03-03" },
  });
  await addRecipe(alice, {
    name: "Thai Green Soup",
    tags: ["Thai"],
    categories: ["Lunch", "Dinner"],
    foods: ["lemongrass"],
    row: { rating: 4, created_at: at(4), last_made: at(50), date_added: "2024-03-04" },
  });
  await addRecipe(alice, {
    name: "apple pie",
    categories: ["Dessert"],
    foods: ["apple"],
    row: { created_at: at(5), public: true, date_added: "2024-03-05" },
  });
  await addRecipe(alice, {
    name: "Zucchini Bread",
    description: "Great with green pea soup",
    row: { rating: 3, created_at: at(6), public: true, date_added: "2024-03-06" },
  });
  await addRecipe(alice, {
    name: "Soup of the Green Garden",
    row: { rating: 1, created_at: at(7), date_added: "2024-03-07" },
  });
  await addRecipe(bob, {
    name: "Chicken Gazpacho",
    tags: ["Thai"],
    foods: ["chicken"],
    row: { created_at: at(8), public: true },
  });
});

async function list(query: string, reader: Member = alice) {
  const response = await t.as(reader).get(`/api/recipes${query}`);
  return response;
}
async function names(query: string, reader: Member = alice): Promise<string[]> {
  const response = await list(query, reader);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items.map((item: { name: string }) => item.name);
}
const filter = (text: string) => `?perPage=-1&orderBy=name:asc&queryFilter=${encodeURIComponent(text)}`;
async function errorOf(query: string): Promise<string> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(400);
  return response.json().detail.message;
}

const ALL_BY_NAME = [
  "apple pie",
  "Beef Stew",
  "Chicken Curry",
  "Crème Brûlée",
  "Soup of the Green Garden",
  "Thai Green Soup",
  "Zucchini Bread",
];

describe("the list envelope", () => {
  it("pages with Mealie's snake_case envelope and relative links, newest first by default", async () => {
    const first = (await list("?perPage=3")).json();
    expect(first).toMatchObject({ page: 1, per_page: 3, total: 7, total_pages: 3, previous: null });
    expect(first.next).toBe("/recipes?page=2&perPage=3&orderDirection=desc");
    expect(first.items.map((item: { name: string }) => item.name)).toEqual([
      "Soup of the Green Garden",
      "Zucchini Bread",
      "apple pie",
    ]);

    const last = (await list("?perPage=3&page=3")).json();
    expect(last).toMatchObject({ page: 3, total: 7, next: null });
    expect(last.previous).toBe("/recipes?page=2&perPage=3&orderDirection=desc");
    expect(last.items).toHaveLength(1);
    expect((await list("?perPage=3&page=-1")).json()).toMatchObject({ page: 3, total_pages: 3 });
    expect((await list("?perPage=-1")).json()).toMatchObject({ per_page: -1, total: 7, total_pages: 1 });
  });

  it("keeps the filters, search and order in the links", async () => {
    const response = (
      await list("?perPage=1&tags=thai&tags=spicy&search=thai&orderBy=name:asc&queryFilter=rating%20%3E%201")
    ).json();
    expect(response.total).toBe(2);
    const next = new URL(response.next, "http://x");
    expect(next.pathname).toBe("/recipes");
    expect(next.searchParams.get("page")).toBe("2");
    expect(next.searchParams.getAll("tags")).toEqual(["thai", "spicy"]);
    expect(next.searchParams.get("search")).toBe("thai");
    expect(next.searchParams.get("orderBy")).toBe("name:asc");
    expect(next.searchParams.get("queryFilter")).toBe("rating > 1");
    const second = (await list(`${response.next.replace("/recipes", "")}`)).json();
    expect(second.page).toBe(2);
    expect(second.items[0].name).not.toBe(response.items[0].name);
  });

  it("gives each item the summary shape with its categories, tags and tools", async () => {
    const [curry] = (await list("?queryFilter=name%20%3D%20%22chicken%20curry%22")).json().items;
    expect(Object.keys(curry).sort()).toEqual(
      [
        "cookTime",
        "createdAt",
        "dateAdded",
        "dateUpdated",
        "description",
        "groupId",
        "householdId",
        "id",
        "image",
        "lastMade",
        "name",
        "orgURL",
        "performTime",
        "prepTime",
        "rating",
        "recipeCategory",
        "recipeYield",
        "slug",
        "tags",
        "tools",
        "totalTime",
        "updateAt",
        "userId",
      ].sort(),
    );
    expect(curry).toMatchObject({
      id: recipeIds.get("Chicken Curry"),
      userId: alice.id,
      groupId: kitchenId,
      slug: "chicken-curry",
      rating: 4,
      totalTime: "45 minutes",
      dateAdded: "2024-03-01",
      createdAt: at(1).toISOString(),
      lastMade: at(100).toISOString(),
      recipeCategory: [{ id: id("categories", "Dinner"), name: "Dinner", slug: "dinner" }],
      tags: [
        { id: id("tags", "Spicy"), name: "Spicy", slug: "spicy" },
        { id: id("tags", "Thai"), name: "Thai", slug: "thai" },
      ],
      tools: [{ id: id("tools", "Wok"), name: "Wok", slug: "wok", onHand: false }],
    });
  });

  it("shows a member only their own group's recipes", async () => {
    expect(await names("?perPage=-1", bob)).toEqual(["Chicken Gazpacho"]);
    expect(await names("?perPage=-1&orderBy=name:asc")).toEqual(ALL_BY_NAME);
    expect(await names("?search=gazpacho")).toEqual([]);
    expect(await names(`?tags=${id("tags", "Thai")}`, bob)).toEqual([]);
  });

  it("refuses nonsense paging with 422", async () => {
    expect((await list("?page=0")).statusCode).toBe(422);
    expect((await list("?perPage=abc")).statusCode).toBe(422);
    expect((await list("?requireAllTags=perhaps")).statusCode).toBe(422);
  });
});

describe("ordering", () => {
  it("orders names case- and accent-insensitively", async () => {
    expect(await names("?perPage=-1&orderBy=name&orderDirection=asc")).toEqual(ALL_BY_NAME);
    expect(await names("?perPage=-1&orderBy=name:desc")).toEqual([...ALL_BY_NAME].reverse());
  });

  it("orders by several fields, nulls last unless asked otherwise", async () => {
    const byRating = ["Crème Brûlée", "Chicken Curry", "Thai Green Soup", "Zucchini Bread", "Soup of the Green Garden"];
    expect(await names("?perPage=-1&orderBy=rating:desc,name:asc")).toEqual([...byRating, "apple pie", "Beef Stew"]);
    expect(await names("?perPage=-1&orderBy=rating:desc,name:asc&orderByNullPosition=first")).toEqual([
      "apple pie",
      "Beef Stew",
      ...byRating,
    ]);
    expect(await names("?perPage=-1&orderBy=rating,name&orderDirection=asc")).toEqual([
      "Soup of the Green Garden",
      "Zucchini Bread",
      "Chicken Curry",
      "Thai Green Soup",
      "Crème Brûlée",
      "apple pie",
      "Beef Stew",
    ]);
    expect(await names("?perPage=2&orderBy=lastMade:desc")).toEqual(["Chicken Curry", "Thai Green Soup"]);
    expect(await names("?perPage=2&orderBy=last_made:asc&orderByNullPosition=last")).toEqual([
      "Thai Green Soup",
      "Chicken Curry",
    ]);
    expect(await names("?perPage=2&orderBy=createdAt:asc")).toEqual(["Chicken Curry", "Crème Brûlée"]);
    expect(await names("?perPage=2&orderBy=dateAdded:desc,updateAt")).toEqual([
      "Soup of the Green Garden",
      "Zucchini Bread",
    ]);
  });

  it("orders by the caller's own rating first, then the average", async () => {
    const now = new Date();
    await t.db
      .insertInto("user_ratings")
      .values({
        id: randomUUID(),
        user_id: alice.id,
        recipe_id: recipeIds.get("Zucchini Bread") as string,
        rating: 5,
        is_favorite: false,
        created_at: now,
        update_at: now,
      })
      .execute();
    expect((await names("?perPage=3&orderBy=rating:desc,name:desc"))[0]).toBe("Zucchini Bread");
    expect((await names("?perPage=3&orderBy=rating:desc,name:desc", amir))[0]).toBe("Crème Brûlée");
  });

  it("orders by the owner's dotted fields, for members only", async () => {
    const amirFirst = amir.username.toLowerCase() < alice.username.toLowerCase();
    for (const field of ["user.username", "user.full_name"]) {
      const ascending = await names(`?perPage=-1&orderBy=${field}:${amirFirst ? "asc" : "desc"},name:asc`);
      expect(ascending[0], field).toBe("Beef Stew");
      expect(ascending.slice(1)).toEqual(ALL_BY_NAME.filter((name) => name !== "Beef Stew"));
    }
  });

  it("refuses an unknown field or direction with a 400 that lists the allowed ones", async () => {
    expect(await errorOf("?orderBy=password")).toMatch(/Cannot order by "password"; use one of: name, slug, .*random/);
    expect(await errorOf("?orderBy=name:sideways")).toContain('Invalid order direction "sideways"');
  });

  it("shuffles with a seed, stable across pages, different for another seed", async () => {
    const shuffled = async (seed: string) => {
      const pages = [];
      for (let page = 1; page <= 4; page++) {
        pages.push(...(await names(`?orderBy=random&paginationSeed=${seed}&perPage=2&page=${page}`)));
      }
      return pages;
    };
    const first = await shuffled("tuesday");
    expect([...first].sort()).toEqual([...ALL_BY_NAME].sort());
    expect(await shuffled("tuesday")).toEqual(first);
    const others = await Promise.all(["wednesday", "thursday", "friday"].map(shuffled));
    expect(others.some((order) => order.join() !== first.join())).toBe(true);
  });

  it("shuffles without a seed too, and its next link keeps the order for the following pages", async () => {
    const first = await list("?orderBy=random&perPage=4");
    expect(first.statusCode, first.body).toBe(200);
    const { items, next } = first.json();
    expect(next).toMatch(/paginationSeed=\d+/);
    const rest = await list(`?${String(next).split("?")[1]}`);
    const shuffled = [...items, ...rest.json().items].map((item: { name: string }) => item.name);
    expect(shuffled.sort()).toEqual([...ALL_BY_NAME].sort());
  });
});

describe("organizer and food filters", () => {
  const sorted = (query: string) => names(`${query}&perPage=-1&orderBy=name:asc`);

  it("takes ids or slugs, any of them by default, all of them with requireAll", async () => {
    expect(await sorted("?tags=thai")).toEqual(["Chicken Curry", "Thai Green Soup"]);
    expect(await sorted(`?tags=${id("tags", "Thai")}`)).toEqual(["Chicken Curry", "Thai Green Soup"]);
    expect(await sorted(`?tags=${id("tags", "Winter")}&tags=spicy`)).toEqual(["Beef Stew", "Chicken Curry"]);
    expect(await sorted("?tags=thai&tags=spicy&requireAllTags=true")).toEqual(["Chicken Curry"]);
    expect(await sorted("?categories=dinner&categories=lunch")).toEqual([
      "Beef Stew",
      "Chicken Curry",
      "Thai Green Soup",
    ]);
    expect(await sorted("?categories=dinner&categories=lunch&requireAllCategories=true")).toEqual(["Thai Green Soup"]);
    expect(await sorted(`?tools=wok&tools=${id("tools", "Dutch Oven")}`)).toEqual(["Beef Stew", "Chicken Curry"]);
    expect(await sorted("?tools=wok&tools=dutch-oven&requireAllTools=true")).toEqual([]);
  });

  it("takes foods by id or name", async () => {
    expect(await sorted("?foods=Chicken")).toEqual(["Chicken Curry"]);
    expect(await sorted(`?foods=${id("foods", "carrot")}&foods=apple`)).toEqual(["apple pie", "Beef Stew"]);
    expect(await sorted("?foods=chicken&foods=coconut%20milk&requireAllFoods=true")).toEqual(["Chicken Curry"]);
    expect(await sorted("?foods=chicken&foods=apple&requireAllFoods=true")).toEqual([]);
  });

  it("combines filters of different kinds", async () => {
    expect(await sorted("?tags=thai&categories=lunch")).toEqual(["Thai Green Soup"]);
    expect(await sorted("?categories=dessert&foods=apple")).toEqual(["apple pie"]);
  });

  it("finds nothing for a value that names nothing, unless another value of the list matches", async () => {
    expect(await sorted("?tags=no-such-tag")).toEqual([]);
    expect(await sorted("?tags=no-such-tag&tags=winter")).toEqual(["Beef Stew"]);
    expect(await sorted("?tags=no-such-tag&tags=winter&requireAllTags=true")).toEqual([]);
    expect(await sorted(`?tags=${randomUUID()}`)).toEqual([]);
  });
});

describe("cookbooks", () => {
  async function cookbook(
    slug: string,
    organizers: { categories?: string[]; tags?: string[]; tools?: string[] },
    requireAll: boolean,
    groupId = kitchenId,
  ): Promise<string> {
    const db = t.db;
    const cookbookId = randomUUID();
    const now = new Date();
    await db
      .insertInto("cookbooks")
      .values({
        id: cookbookId,
        group_id: groupId,
        name: slug,
        slug,
        require_all_categories: requireAll,
        require_all_tags: requireAll,
        require_all_tools: requireAll,
        created_at: now,
        update_at: now,
      })
      .execute();
    for (const name of organizers.categories ?? []) {
      await db
        .insertInto("cookbooks_to_categories")
        .values({ cookbook_id: cookbookId, category_id: id("categories", name) })
        .execute();
    }
    for (const name of organizers.tags ?? []) {
      await db
        .insertInto("cookbooks_to_tags")
        .values({ cookbook_id: cookbookId, tag_id: id("tags", name) })
        .execute();
    }
    for (const name of organizers.tools ?? []) {
      await db
        .insertInto("cookbooks_to_tools")
        .values({ cookbook_id: cookbookId, tool_id: id("tools", name) })
        .execute();
    }
    return cookbookId;
  }

  it("shows what a cookbook's organizers select, with its own require-all flags", async () => {
    const weeknight = await cookbook("weeknight", { categories: ["Dinner"], tags: ["Thai"] }, true);
    expect(await names("?cookbook=weeknight&orderBy=name:asc")).toEqual(["Chicken Curry", "Thai Green Soup"]);
    expect(await names(`?cookbook=${weeknight}&orderBy=name:asc`)).toEqual(["Chicken Curry", "Thai Green Soup"]);
    expect(await names("?cookbook=weeknight&tags=spicy")).toEqual(["Chicken Curry"]);

    await cookbook("sweet-or-light", { categories: ["Dessert", "Lunch"] }, false);
    expect(await names("?cookbook=sweet-or-light&orderBy=name:asc")).toEqual([
      "apple pie",
      "Crème Brûlée",
      "Thai Green Soup",
    ]);
    await cookbook("two-tools", { tools: ["Wok", "Dutch Oven"] }, true);
    expect(await names("?cookbook=two-tools")).toEqual([]);
  });

  it("answers 404 for a cookbook that is not the group's", async () => {
    const response = await list("?cookbook=no-such-cookbook");
    expect(response.statusCode).toBe(404);
    expect(response.json().detail.message).toBe("Cookbook not found");
    const db = t.db;
    const now = new Date();
    const betaCookbook = randomUUID();
    await db
      .insertInto("cookbooks")
      .values({ id: betaCookbook, group_id: betaId, name: "Beta's", slug: "betas", created_at: now, update_at: now })
      .execute();
    expect((await list(`?cookbook=${betaCookbook}`)).statusCode).toBe(404);
    expect((await list("?cookbook=betas")).statusCode).toBe(404);
  });
});

describe("search", () => {
  it("ignores case and accents, and needs every word in any order", async () => {
    expect(await names("?search=creme")).toEqual(["Crème Brûlée"]);
    expect(await names("?search=CRÈME%20brulée")).toEqual(["Crème Brûlée"]);
    expect(await names("?search=brulee%20creme")).toEqual(["Crème Brûlée"]);
    expect(await names("?search=creme%20soup")).toEqual([]);
  });

  it("searches the description and the ingredients, and ranks name matches first", async () => {
    // Beef Stew is newer, but only its ingredients mention chicken.
    expect(await names("?search=chicken")).toEqual(["Chicken Curry", "Beef Stew"]);
    expect(await names("?search=hearty")).toEqual(["Beef Stew"]);
    expect(await names("?search=stock%20cubes")).toEqual(["Beef Stew"]);
  });

  it("puts the whole query in the name before all words in the name, before the rest", async () => {
    expect(await names("?search=green%20soup")).toEqual([
      "Thai Green Soup",
      "Soup of the Green Garden",
      "Zucchini Bread",
    ]);
    expect(await names("?search=green%20soup&orderBy=name:desc")).toEqual([
      "Thai Green Soup",
      "Soup of the Green Garden",
      "Zucchini Bread",
    ]);
    expect(await names("?search=soup&orderBy=createdAt:asc")).toEqual([
      "Thai Green Soup",
      "Soup of the Green Garden",
      "Zucchini Bread",
    ]);
  });

  it("tolerates a typo in a word found nowhere in the group's recipes", async () => {
    expect(await names("?search=chiken")).toEqual(["Chicken Curry", "Beef Stew"]);
    expect(await names("?search=spciy%20curry")).toEqual(["Chicken Curry"]);
    expect(await names("?search=zuchini")).toEqual(["Zucchini Bread"]);
    expect(await names("?search=desert")).toEqual(["Crème Brûlée"]);
    expect(await names("?search=xylophone")).toEqual([]);
    // Words of another group's recipes are not offered as corrections.
    expect(await names("?search=gazpacha")).toEqual([]);
  });

  it("learns the words of recipes added since the last search", async () => {
    expect(await names("?search=rhubarb")).toEqual([]);
    await addRecipe(amir, { name: "Rhubarb Crumble", row: { created_at: at(20) } });
    expect(await names("?search=rhubarbb")).toEqual(["Rhubarb Crumble"]);
    await t.db
      .deleteFrom("recipes")
      .where("id", "=", recipeIds.get("Rhubarb Crumble") as string)
      .execute();
    expect(await names("?search=rhubarb")).toEqual([]);
  });

  it("matches quoted phrases as written", async () => {
    expect(await names('?search="stock cubes"')).toEqual(["Beef Stew"]);
    expect(await names('?search="cubes stock"')).toEqual([]);
    expect(await names('?search="green soup"')).toEqual(["Thai Green Soup"]);
  });

  it("matches short words and parts of words", async () => {
    expect(await names("?search=pi&orderBy=name:asc")).toEqual(["apple pie", "Chicken Curry"]);
    expect(await names("?search=zucc")).toEqual(["Zucchini Bread"]);
    expect(await names("?search=%20%2C%20")).toHaveLength(7);
  });

  it("combines with filters, queryFilter and paging", async () => {
    expect(await names("?search=chicken&tags=thai")).toEqual(["Chicken Curry"]);
    expect(await names(`?search=chicken&queryFilter=${encodeURIComponent("tags.name = winter")}`)).toEqual([
      "Beef Stew",
    ]);
    const page = (await list("?search=soup&perPage=1&page=2")).json();
    expect(page).toMatchObject({ total: 3, total_pages: 3 });
    // Both names hold "soup": the newest comes first.
    expect(page.items[0].name).toBe("Thai Green Soup");
    const pastTheEnd = (await list("?search=soup&perPage=2&page=5")).json();
    expect(pastTheEnd).toMatchObject({ total: 3, total_pages: 2, items: [] });
    expect(pastTheEnd.previous).toContain("page=2");
  });

  it("finds recipes whose search text changed", async () => {
    const recipeId = recipeIds.get("Zucchini Bread") as string;
    const db = t.db;
    await db
      .updateTable("recipes")
      .set({
        search_text: recipeSearchText({
          name: "Zucchini Bread",
          description: "Lovely with marmalade",
          ingredients: [],
        }),
      })
      .where("id", "=", recipeId)
      .execute();
    expect(await names("?search=marmalade")).toEqual(["Zucchini Bread"]);
    expect(await names("?search=green%20soup")).toEqual(["Thai Green Soup", "Soup of the Green Garden"]);
    await db
      .updateTable("recipes")
      .set({
        search_text: recipeSearchText({
          name: "Zucchini Bread",
          description: "Great with green pea soup",
          ingredients: [],
        }),
      })
      .where("id", "=", recipeId)
      .execute();
  });
});

describe("queryFilter", () => {
  it.each([
    ['name = "crème brûlée"', ["Crème Brûlée"]],
    ["name = CHICKEN CURRY", ["Chicken Curry"]],
    ["rating >= 4", ["Chicken Curry", "Crème Brûlée", "Thai Green Soup"]],
    ["rating < 4 AND rating <> 1", ["Zucchini Bread"]],
    ["rating > 3 and tags.name = thai", ["Chicken Curry", "Thai Green Soup"]],
    ["lastMade IS NOT NULL", ["Chicken Curry", "Thai Green Soup"]],
    ["rating IS NONE", ["apple pie", "Beef Stew"]],
    ["tags.slug IN [thai, french]", ["Chicken Curry", "Crème Brûlée", "Thai Green Soup"]],
    [
      'tags.name NOT IN ["thai", "winter"]',
      ["apple pie", "Crème Brûlée", "Soup of the Green Garden", "Zucchini Bread"],
    ],
    ["tags.name CONTAINS ALL [thai, spicy]", ["Chicken Curry"]],
    ["tags IS NULL", []],
    ["tags.id IS NULL", ["apple pie", "Soup of the Green Garden", "Zucchini Bread"]],
    ['name LIKE "%soup%"', ["Soup of the Green Garden", "Thai Green Soup"]],
    ["name NOT LIKE %e%", []],
    ["(tags.name = french OR tags.name = winter) AND rating IS NOT NULL", ["Crème Brûlée"]],
    ["tags.name = french OR tags.name = winter AND rating IS NOT NULL", ["Crème Brûlée"]],
    ["recipe_category.name = dessert", ["apple pie", "Crème Brûlée"]],
    ["tools.name = wok OR tools.slug = dutch-oven", ["Beef Stew", "Chicken Curry"]],
    ["recipeIngredient.food.name = chicken", ["Chicken Curry"]],
    ['recipeIngredient.note LIKE "%stock%"', ["Beef Stew"]],
    ["settings.public = true", ["apple pie", "Zucchini Bread"]],
    ["settings.public = f AND settings.locked = 0 AND rating = 1", ["Soup of the Green Garden"]],
    ["dateAdded >= 2024-03-06", ["Soup of the Green Garden", "Zucchini Bread"]],
    ["createdAt < 2024-03-01T12:02:30Z", ["Chicken Curry", "Crème Brûlée"]],
    ["createdAt < 2024-03-01T13:02:30+01:00", ["Chicken Curry", "Crème Brûlée"]],
    ['totalTime = "45 minutes"', ["Chicken Curry"]],
  ])("%s", async (text, expected) => {
    if (text === "tags IS NULL") {
      expect(await errorOf(filter(text))).toContain('cannot filter on "tags"');
      return;
    }
    expect(await names(filter(text))).toEqual(expected);
  });

  it("finds a member's favourites as Mealie's favourites page asks, and not their mere ratings", async () => {
    for (const [member, name] of [
      [alice, "apple pie"],
      [alice, "Beef Stew"],
      [amir, "Beef Stew"],
    ] as const) {
      const favourite = await t.as(member).post(`/api/users/${member.id}/favorites/${recipeIds.get(name)}`, {});
      expect(favourite.statusCode, favourite.body).toBe(200);
    }
    const rated = await t.as(amir).post(`/api/users/${amir.id}/ratings/${recipeIds.get("Zucchini Bread")}`, {
      rating: 4,
      isFavorite: false,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    // Sent exactly so: spaces around "=", the id in double quotes, no orderBy.
    const favouritesOf = async (member: Member) => {
      const response = await list(
        `?page=1&perPage=-1&queryFilter=${encodeURIComponent(`favoritedBy.id = "${member.id}"`)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json()
        .items.map((item: { name: string }) => item.name)
        .sort();
    };
    expect(await favouritesOf(alice)).toEqual(["Beef Stew", "apple pie"]);
    expect(await favouritesOf(amir)).toEqual(["Beef Stew"]);
    expect(await names(filter(`favoritedBy.username = ${amir.username}`))).toEqual(["Beef Stew"]);
    expect(await names(filter(`favoritedBy.id IS NULL`))).not.toContain("apple pie");
  });

  it("reads categories.* as recipeCategory.*, and snake_case names as Mealie's sort menu sends them", async () => {
    expect(await names(filter("categories.name = dessert"))).toEqual(
      await names(filter("recipeCategory.name = dessert")),
    );
    expect(await names(filter("categories.slug IN [dessert]"))).toEqual(["apple pie", "Crème Brûlée"]);
    expect(await names(filter("last_made IS NOT NULL"))).toEqual(["Chicken Curry", "Thai Green Soup"]);
    expect(await names(filter("date_added >= 2024-03-06"))).toEqual(["Soup of the Green Garden", "Zucchini Bread"]);
  });

  it("filters by the recipe's owner and id", async () => {
    expect(await names(filter(`user.username = ${amir.username}`))).toEqual(["Beef Stew"]);
    expect(await names(filter(`userId = ${amir.id.toUpperCase()}`))).toEqual(["Beef Stew"]);
    expect(await names(filter(`id IN [${recipeIds.get("apple pie")}, ${recipeIds.get("Beef Stew")}]`))).toEqual([
      "apple pie",
      "Beef Stew",
    ]);
  });

  it.each([
    ["name =", "expected a value after ="],
    ["(name = soup", "parentheses are unbalanced"],
    ["password = secret", 'cannot filter on "password"'],
    ["id = 12", "is not a valid UUID"],
    ["rating > high", "is not a number"],
    ["createdAt > whenever", "is not a date and time"],
    ["rating LIKE 4", "LIKE applies to text fields only"],
    ["tags.name IN thai", "IN needs a list of values"],
  ])("refuses %j with a 400 saying what is wrong", async (text, message) => {
    const detail = await errorOf(filter(text));
    expect(detail).toContain("Invalid queryFilter");
    expect(detail).toContain(message);
  });
});

describe("a large group", () => {
  it("answers perPage=-1 with every recipe, in slices under the engines' parameter limits", async () => {
    const big = await t.newGroup({ name: "Big Kitchen" });
    const cook = await t.newMember({ group: big });
    await t.headersOf(cook);
    const db = t.db;
    const tagId = await organizer("tags", big.id, "Bulk");
    const count = 5_100;
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, index) => {
        const name = `Bulk recipe ${start + index}`;
        const now = at(start + index);
        return {
          id: randomUUID(),
          group_id: big.id,
          user_id: cook.id,
          name,
          slug: `bulk-recipe-${start + index}`,
          name_normalized: normalizeForSearch(name),
          search_text: normalizeForSearch(name),
          date_added: "2024-03-01",
          created_at: now,
          update_at: now,
        };
      });
      await db.insertInto("recipes").values(rows).execute();
      await db
        .insertInto("recipes_to_tags")
        .values(rows.map((row) => ({ recipe_id: row.id, tag_id: tagId })))
        .execute();
    }
    for (const query of ["?perPage=-1", "?perPage=-1&orderBy=random&paginationSeed=7", "?perPage=-1&search=bulk"]) {
      const response = await list(query, cook);
      expect(response.statusCode, query).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: count, total_pages: 1 });
      expect(body.items).toHaveLength(count);
      expect(new Set(body.items.map((item: { id: string }) => item.id)).size).toBe(count);
      expect(body.items[count - 1].tags).toEqual([{ id: tagId, name: "Bulk", slug: "bulk" }]);
    }
    expect((await list("?perPage=2&tags=bulk", cook)).json()).toMatchObject({ total: count });
  }, 60_000);
});
