import { beforeAll, describe, expect, it } from "vitest";
import type { GroupRow } from "../groups/groups.repository.js";
import { type Organizer, type Recipe, useTestContext } from "../test-support/test-context.js";
import { listQuery, mealieWebApp, ok, STORE_GET_ALL } from "./mealie-client-data.js";

/**
 * What Mealie v1.12's web app asks of a public group for a visitor (no Authorization header): the
 * sidebar's public cookbooks by `position`, the explorer's food and organizer stores by name, the
 * recipe cards (`fetchMore`), the search dialog, a recipe page and a cookbook page.
 */
const t = useTestContext();
let group: GroupRow;
let soups: Organizer;
let quick: Organizer;
let pot: Organizer;
let soup: Recipe;
let cookbookSlug: string;

beforeAll(async () => {
  group = await t.newGroup({ name: "Open Kitchen", preferences: { private_group: false, recipe_public: true } });
  const member = await t.newMember({ group, canOrganize: true });
  soups = await t.newOrganizer("categories", { group, name: "Soups" });
  quick = await t.newOrganizer("tags", { group, name: "Quick" });
  pot = await t.newOrganizer("tools", { group, name: "Pot" });
  await t.newFood({ group, name: "lentils" });
  soup = await t.newRecipe({
    owner: member,
    name: "Lentil Soup",
    slug: "lentil-soup",
    public: true,
    categories: [soups],
    tags: [quick],
    tools: [pot],
  });
  await t.newRecipe({ owner: member, name: "Apple Pie", slug: "apple-pie", public: true });
  await t.newRecipe({ owner: member, name: "Secret Stew", slug: "secret-stew", public: false, categories: [soups] });
  const web = mealieWebApp(t, member);
  const cookbook = ok(await web.post("/api/groups/cookbooks", { name: "Soup Days" }), 201);
  cookbookSlug = cookbook.slug;
  ok(await web.put(`/api/groups/cookbooks/${cookbook.id}`, { ...cookbook, public: true, categories: [soups] }));
  ok(await web.post("/api/groups/cookbooks", { name: "Drafts" }), 201);
});

describe("a visitor of a public group", () => {
  it("sees the public cookbooks in the sidebar and opens one by slug and by id", async () => {
    const visitor = mealieWebApp(t, null);
    const listed = ok(
      await visitor.get(
        `/api/explore/cookbooks/${group.slug}?${listQuery({ orderBy: "position", orderDirection: "asc" })}`,
      ),
    ).items;
    expect(listed.map((cookbook: { name: string }) => cookbook.name)).toEqual(["Soup Days"]);
    const bySlug = ok(await visitor.get(`/api/explore/cookbooks/${group.slug}/${cookbookSlug}`));
    expect(bySlug.recipes.map((recipe: { slug: string }) => recipe.slug)).toEqual(["lentil-soup"]);
    expect(ok(await visitor.get(`/api/explore/cookbooks/${group.slug}/${listed[0].id}`)).id).toBe(listed[0].id);
  });

  it("gets the explorer's food and organizer stores, ordered by name", async () => {
    const visitor = mealieWebApp(t, null);
    const foods = ok(await visitor.get(`/api/explore/foods/${group.slug}?${STORE_GET_ALL}`)).items;
    expect(foods.map((food: { name: string }) => food.name)).toEqual(["lentils"]);
    const kinds = [
      ["categories", soups],
      ["tags", quick],
      ["tools", pot],
    ] as const;
    for (const [kind, organizer] of kinds) {
      const items = ok(await visitor.get(`/api/explore/organizers/${group.slug}/${kind}?${STORE_GET_ALL}`)).items;
      expect(items.map((item: { id: string; name: string }) => [item.id, item.name])).toEqual([
        [organizer.id, organizer.name],
      ]);
    }
  });

  it("pages through the recipe cards with fetchMore's query, filters by organizers and by cookbook", async () => {
    const visitor = mealieWebApp(t, null);
    const base = `/api/explore/recipes/${group.slug}`;
    const seed = "1767225600000";
    const cards = ok(
      await visitor.get(
        `${base}?${listQuery({ orderBy: "name", orderDirection: "asc", paginationSeed: seed, searchSeed: seed }, 1, 64)}`,
      ),
    );
    expect(cards.items.map((recipe: { slug: string }) => recipe.slug)).toEqual(["apple-pie", "lentil-soup"]);
    const next = ok(
      await visitor.get(
        `${base}?${listQuery({ orderBy: "created_at", orderDirection: "desc", paginationSeed: seed }, 3, 32)}`,
      ),
    );
    expect(next.items).toEqual([]);

    // RecipeExplorerPage: ids sorted and repeated, every requireAll* sent.
    const filtered = ok(
      await visitor.get(
        `${base}?${listQuery(
          {
            orderBy: "created_at",
            orderDirection: "desc",
            paginationSeed: seed,
            categories: [soups.id],
            tags: [quick.id],
            tools: [pot.id],
            requireAllCategories: false,
            requireAllTags: false,
            requireAllTools: false,
            requireAllFoods: false,
          },
          1,
          64,
        )}`,
      ),
    );
    expect(filtered.items.map((recipe: { slug: string }) => recipe.slug)).toEqual(["lentil-soup"]);
    const random = ok(await visitor.get(`${base}?${listQuery({ orderBy: "random", paginationSeed: seed }, 1, 32)}`));
    expect(random.items).toHaveLength(2);

    const cookbook = ok(
      await visitor.get(
        `${base}?${listQuery({ cookbook: cookbookSlug, orderBy: "name", orderDirection: "asc" }, 1, 64)}`,
      ),
    );
    expect(cookbook.items.map((recipe: { slug: string }) => recipe.slug)).toEqual(["lentil-soup"]);
  });

  it("searches from the dialog (with _searchSeed) and opens a recipe page; a private recipe is a 404", async () => {
    const visitor = mealieWebApp(t, null);
    const search = ok(
      await visitor.get(
        `/api/explore/recipes/${group.slug}?search=lentil&page=1&orderBy=name&orderDirection=asc&perPage=20&_searchSeed=1767225600000`,
      ),
    );
    expect(search.items.map((recipe: { id: string }) => recipe.id)).toEqual([soup.id]);
    const page = ok(await visitor.get(`/api/explore/recipes/${group.slug}/lentil-soup`));
    expect(page).toMatchObject({ id: soup.id, name: "Lentil Soup", slug: "lentil-soup" });
    expect((await visitor.get(`/api/explore/recipes/${group.slug}/secret-stew`)).statusCode).toBe(404);
  });
});
