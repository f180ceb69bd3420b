import { describe, expect, it } from "vitest";
import {
  DEFAULT_RECIPE_LIST_PREFERENCES,
  parseRecipeListPreferences,
  type RecipeListPreferences,
} from "../RecipeCard/recipeListPreferences";
import { readRecipeSearch, toRecipeListParams, writeRecipeSearch } from "./recipeSearch";

const preferences: RecipeListPreferences = {
  ...DEFAULT_RECIPE_LIST_PREFERENCES,
  orderBy: "rating",
  orderDirection: "desc",
  search: "soup",
};

describe("the group home's search", () => {
  it("comes from the preferences on a plain visit", () => {
    const search = readRecipeSearch(new URLSearchParams(), preferences);
    expect(search).toMatchObject({ search: "soup", orderBy: "rating", orderDirection: "desc" });
    expect(search.filters.tags).toEqual({ values: [], requireAll: false });
  });

  it("comes from the address when the address has one, whatever the preferences say", () => {
    const search = readRecipeSearch(
      new URLSearchParams("search=curry&tags=thai&tags=spicy&requireAllTags=true&foods=f1&orderBy=lastMade"),
      preferences,
    );
    expect(search.search).toBe("curry");
    expect(search.filters.tags).toEqual({ values: ["thai", "spicy"], requireAll: true });
    expect(search.filters.foods).toEqual({ values: ["f1"], requireAll: false });
    expect(search.orderBy).toBe("lastMade");
    expect(search.orderDirection).toBe("asc");
  });

  it("ignores an order the server does not offer", () => {
    const search = readRecipeSearch(new URLSearchParams("orderBy=password&orderDirection=up"), preferences);
    expect(search).toMatchObject({ orderBy: "name", orderDirection: "asc" });
  });

  it("survives a round trip through the address", () => {
    const params = new URLSearchParams("search=pie&categories=dessert&requireAllCategories=true&orderBy=random");
    const search = readRecipeSearch(params, preferences);
    expect(readRecipeSearch(writeRecipeSearch(search), DEFAULT_RECIPE_LIST_PREFERENCES)).toEqual(search);
  });

  it("asks the API with repeated filter keys, require-all flags and the seed of a random order", () => {
    const search = readRecipeSearch(
      new URLSearchParams("search= pie &tools=oven&tools=whisk&requireAllTools=true&orderBy=random"),
      preferences,
    );
    const query = toRecipeListParams(search, { filterNull: false, paginationSeed: "seed-1" });
    expect(query.get("search")).toBe("pie");
    expect(query.getAll("tools")).toEqual(["oven", "whisk"]);
    expect(query.get("requireAllTools")).toBe("true");
    expect(query.get("requireAllTags")).toBeNull();
    expect(query.get("paginationSeed")).toBe("seed-1");
    expect(query.get("orderBy")).toBe("random");
  });

  it("leaves out recipes without a value only for orders that have gaps", () => {
    const byRating = readRecipeSearch(new URLSearchParams("orderBy=rating"), preferences);
    expect(toRecipeListParams(byRating, { filterNull: true, paginationSeed: "s" }).get("queryFilter")).toBe(
      "rating IS NOT NULL",
    );
    const byName = readRecipeSearch(new URLSearchParams("orderBy=name"), preferences);
    expect(toRecipeListParams(byName, { filterNull: true, paginationSeed: "s" }).get("queryFilter")).toBeNull();
  });
});

describe("the browser-kept list preferences", () => {
  it("fall back field by field when stored values are unusable", () => {
    expect(parseRecipeListPreferences('{"orderBy":"password","useMobileCards":true,"search":3}')).toEqual({
      ...DEFAULT_RECIPE_LIST_PREFERENCES,
      useMobileCards: true,
    });
    expect(parseRecipeListPreferences("not json")).toEqual(DEFAULT_RECIPE_LIST_PREFERENCES);
  });
});
