import { describe, expect, it } from "vitest";
import { sortRecipes } from "./sortRecipes";

function recipe(name: string, rating: number | null, lastMade: string | null = null) {
  return { id: `id-${name}`, name, rating, createdAt: null, updateAt: null, lastMade };
}

const recipes = [recipe("Pie", 4), recipe("apple tart", null, "2024-01-02"), recipe("Bread", 5, "2023-05-01")];
const names = (list: { name: string }[]) => list.map((each) => each.name);

describe("sortRecipes", () => {
  it("orders by name ignoring case, either way", () => {
    expect(names(sortRecipes(recipes, { orderBy: "name", orderDirection: "asc", filterNull: false }))).toEqual([
      "apple tart",
      "Bread",
      "Pie",
    ]);
    expect(names(sortRecipes(recipes, { orderBy: "name", orderDirection: "desc", filterNull: false }))).toEqual([
      "Pie",
      "Bread",
      "apple tart",
    ]);
  });

  it("puts recipes without a value last, or leaves them out when asked", () => {
    expect(names(sortRecipes(recipes, { orderBy: "rating", orderDirection: "desc", filterNull: false }))).toEqual([
      "Bread",
      "Pie",
      "apple tart",
    ]);
    expect(names(sortRecipes(recipes, { orderBy: "lastMade", orderDirection: "asc", filterNull: true }))).toEqual([
      "Bread",
      "apple tart",
    ]);
  });
});
