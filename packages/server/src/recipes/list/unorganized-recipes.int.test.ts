import { beforeAll, describe, expect, it } from "vitest";
import { type Member, type Organizer, useTestContext } from "../../test-support/test-context.js";

/** `GET /api/recipes/summary/untagged` and `/uncategorized`: the caller's group's recipes lacking them. */

const t = useTestContext();
let cook: Member;
let dinner: Organizer;
let quick: Organizer;

beforeAll(async () => {
  cook = await t.newMember();
  dinner = await t.newOrganizer("categories", { group: cook.group, name: "Dinner" });
  quick = await t.newOrganizer("tags", { group: cook.group, name: "Quick" });
  await t.newRecipe({ owner: cook, name: "zucchini bread" });
  await t.newRecipe({ owner: cook, name: "Apple Pie", categories: [dinner] });
  await t.newRecipe({ owner: cook, name: "Bean Stew", tags: [quick] });
  await t.newRecipe({ owner: cook, name: "Chili", categories: [dinner], tags: [quick] });
  // Another group's recipes, without tags or categories: never in the cook's answers.
  const stranger = await t.newMember();
  await t.newRecipe({ owner: stranger, name: "Stranger's Soup" });
});

const names = async (path: string) => {
  const response = await t.as(cook).get(path);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { name: string }[]).map((recipe) => recipe.name);
};

describe("recipes without tags or categories", () => {
  it("lists the group's untagged recipes by name, as the recipe list shows them", async () => {
    expect(await names("/api/recipes/summary/untagged")).toEqual(["Apple Pie", "zucchini bread"]);
    const [pie] = (await t.as(cook).get("/api/recipes/summary/untagged")).json();
    const listed = (await t.as(cook).get("/api/recipes?search=apple")).json().items[0];
    expect(pie).toEqual(listed);
    expect(pie.recipeCategory).toMatchObject([{ name: "Dinner" }]);
  });

  it("lists the group's uncategorized recipes by name", async () => {
    expect(await names("/api/recipes/summary/uncategorized")).toEqual(["Bean Stew", "zucchini bread"]);
  });

  it("answers their number alone with count=true", async () => {
    expect((await t.as(cook).get("/api/recipes/summary/untagged?count=true")).json()).toBe(2);
    expect((await t.as(cook).get("/api/recipes/summary/uncategorized?count=1")).json()).toBe(2);
    expect(await names("/api/recipes/summary/untagged?count=false")).toHaveLength(2);
  });

  it("follows tagging and filing", async () => {
    const recipe = await t.newRecipe({ owner: cook, name: "Dumplings" });
    expect(await names("/api/recipes/summary/untagged")).toContain("Dumplings");
    const slug = recipe.slug;
    const tagged = await t.as(cook).patch(`/api/recipes/${slug}`, { tags: [{ id: quick.id }] });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(await names("/api/recipes/summary/untagged")).not.toContain("Dumplings");
    expect(await names("/api/recipes/summary/uncategorized")).toContain("Dumplings");
  });

  it("answers an empty list to a group whose recipes are all organized, and needs a signed-in member", async () => {
    const tidy = await t.newMember();
    expect(
      await t
        .as(tidy)
        .get("/api/recipes/summary/untagged")
        .then((response) => response.json()),
    ).toEqual([]);
    expect((await t.anonymous.get("/api/recipes/summary/uncategorized")).statusCode).toBe(401);
  });
});
