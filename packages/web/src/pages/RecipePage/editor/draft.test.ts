import type { Recipe } from "@larder/shared";
import { describe, expect, it } from "vitest";
import { draftErrors, draftFromRecipe, newIngredient, recipeFromJson, updateFromDraft } from "./draft";
import { parseQuantity } from "./QuantityField";

const recipe = {
  id: "r1",
  slug: "soup",
  name: "Soup",
  description: "",
  recipeYield: "",
  totalTime: null,
  prepTime: null,
  cookTime: null,
  performTime: null,
  orgURL: null,
  recipeCategory: [],
  tags: [{ id: "t1", name: "Quick", slug: "quick" }],
  tools: [],
  recipeIngredient: [],
  recipeInstructions: [{ id: null, title: "", text: "Boil.", ingredientReferences: [{ referenceId: "gone" }] }],
  nutrition: {},
  settings: { disableAmount: false },
  assets: [],
  notes: [],
  extras: { app: "larder", count: 3 },
  comments: [],
} as unknown as Recipe;

describe("parseQuantity", () => {
  it("reads what cooks type", () => {
    expect(parseQuantity("2")).toBe(2);
    expect(parseQuantity("1,5")).toBe(1.5);
    expect(parseQuantity("1 1/2")).toBe(1.5);
    expect(parseQuantity("3/4")).toBe(0.75);
    expect(parseQuantity("1½")).toBe(1.5);
    expect(parseQuantity("")).toBeNull();
    expect(parseQuantity("a pinch")).toBeUndefined();
    expect(parseQuantity("1/0")).toBeUndefined();
  });
});

describe("the editor's draft", () => {
  it("gives steps ids, keeps extras' types and drops links to removed ingredients", () => {
    const draft = draftFromRecipe(recipe);
    expect(draft.recipe.recipeInstructions[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    const body = updateFromDraft(draft);
    expect(body.extras).toEqual({ app: "larder", count: 3 });
    expect(body.recipeInstructions?.[0]?.ingredientReferences).toEqual([]);
    expect(body.tags).toEqual([{ id: "t1", name: "Quick", slug: "quick" }]);
  });

  it("sends new organizers and unsaved foods by name, for the server to create", () => {
    const draft = draftFromRecipe(recipe);
    draft.recipe.tags = [{ id: "", name: "Cosy", slug: "" }];
    const ingredient = { ...newIngredient(false), food: { name: "leek" } as never };
    draft.recipe.recipeIngredient = [ingredient];
    const body = updateFromDraft(draft);
    expect(body.tags).toEqual([{ name: "Cosy" }]);
    expect(body.recipeIngredient?.[0]).toMatchObject({ food: { name: "leek" }, referenceId: ingredient.referenceId });
  });

  it("refuses an extras key with whitespace and a missing name", () => {
    const draft = draftFromRecipe({ ...recipe, name: " " });
    draft.extras.push({ key: "my key", value: "x", isJson: false, rowId: "row" });
    expect(draftErrors(draft)).toEqual({ name: "This Field is Required", "extraKey:row": "No Whitespace Allowed" });
  });

  it("reads JSON back, keeping what the text left out", () => {
    const read = recipeFromJson('{"name": "Stew", "settings": {"public": true}}', recipe);
    expect(read.name).toBe("Stew");
    expect(read.settings).toEqual({ disableAmount: false, public: true });
    expect(read.tags).toEqual(recipe.tags);
    expect(() => recipeFromJson("[1]", recipe)).toThrow();
    expect(() => recipeFromJson("{", recipe)).toThrow();
  });
});
