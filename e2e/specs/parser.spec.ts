import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { IngredientParserDialog, ParserPlaygroundPage } from "../pages/ParserPage";
import { RecipeEditorPage } from "../pages/RecipeEditorPage";
import { apiSignIn, seedRecipe, signInPage } from "../support/api";

interface Named {
  id: string;
  name: string;
}

/** A unit or food of the administrator's group by name, created when the group does not have it yet. */
async function ensureItem(
  request: APIRequestContext,
  kind: "units" | "foods",
  item: { name: string } & Record<string, unknown>,
): Promise<Named> {
  const headers = await apiSignIn(request);
  const listed = await request.get(`/api/${kind}?perPage=-1`, { headers });
  expect(listed.status()).toBe(200);
  const existing = ((await listed.json()).items as Named[]).find((each) => each.name === item.name);
  if (existing) return existing;
  const created = await request.post(`/api/${kind}`, { headers, data: item });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}

test.describe("ingredient parser", () => {
  test.beforeEach(async ({ page }) => {
    await ensureItem(page.request, "units", { name: "cup", pluralName: "cups" });
    await ensureItem(page.request, "foods", { name: "flour" });
    await signInPage(page);
  });

  test("the playground shows a line's tokens, labels and confidences", async ({ page }) => {
    const playground = new ParserPlaygroundPage(page);
    await playground.goto();
    await playground.parse("2 cups flour, sifted");

    const tokens = await playground.tokens();
    expect(tokens.map(([text, label]) => [text, label])).toEqual([
      ["2", "Quantity"],
      ["cups", "Unit"],
      ["flour", "Food"],
      [",", "Punctuation"],
      ["sifted", "Preparation"],
    ]);
    for (const [, , confidence] of tokens) expect(confidence).toMatch(/^\d{1,3}%$/);
    await expect(playground.page.getByLabel(/^Confidence: \d+% confidence$/)).toBeVisible();
    // The group's own unit and food are found: no "not in your group yet" mark.
    await expect(playground.field("Unit")).toContainText("cup");
    await expect(playground.field("Food")).toContainText("flour");
    await expect(playground.resultTable.getByText("not in your group yet")).toHaveCount(0);
    await expect(playground.field("Note")).toContainText("sifted");

    // The rule parser reads the same line but has no confidence to show.
    await playground.parser("Rules (brute)").click();
    await expect(playground.page.getByLabel("Confidence: no confidence given")).toBeVisible();
    const ruleTokens = await playground.tokens();
    expect(ruleTokens.map(([text, label]) => [text, label])).toContainEqual(["flour", "Food"]);
    for (const [, , confidence] of ruleTokens) expect(confidence).toBe("—");

    await playground.parse("1 tsp smoked paprika");
    await expect(playground.field("Food")).toContainText("smoked paprika");
    await expect(playground.field("Food")).toContainText("not in your group yet");
  });

  test("Parse in the recipe editor turns plain-text lines into structured ingredients", async ({ page }) => {
    const tablespoon = await ensureItem(page.request, "units", {
      name: "tablespoon",
      pluralName: "tablespoons",
      abbreviation: "tbsp",
    });
    const lines = ["2 cups flour, sifted", "1 tbsp pomegranate molasses", "3 large eggs"];
    const recipe = await seedRecipe(page.request, {
      name: "Parsed Flatbread",
      recipeIngredient: lines.map((note, index) => ({
        note,
        referenceId: `00000000-0000-4000-8000-00000000010${index}`,
      })),
    });

    const editor = new RecipeEditorPage(page);
    await editor.goto(DEFAULT_ADMIN.groupSlug, recipe.slug);
    await page.getByRole("button", { name: "Parse", exact: true }).click();
    const dialog = new IngredientParserDialog(page);
    await dialog.waitForReading(lines.length);

    const [flourLine, molassesLine, eggsLine] = lines as [string, string, string];
    await expect(dialog.quantity(flourLine)).toHaveValue("2");
    await expect(dialog.unit(flourLine)).toHaveValue("cup");
    await expect(dialog.food(flourLine)).toHaveValue("flour");
    await expect(dialog.note(flourLine)).toHaveValue("sifted");
    await expect(dialog.confidence(flourLine)).toBeVisible();
    // "tbsp" is the abbreviation of the group's tablespoon.
    await expect(dialog.unit(molassesLine)).toHaveValue("tablespoon");
    await expect(dialog.quantity(eggsLine)).toHaveValue("3");

    // The group has no pomegranate molasses: offered for creation, created in place.
    await expect(dialog.food(molassesLine)).toHaveValue("");
    await dialog.createOffer("pomegranate molasses").click();
    await expect(dialog.food(molassesLine)).toHaveValue("pomegranate molasses");
    await expect(dialog.createOffer("pomegranate molasses")).toHaveCount(0);

    await dialog.saveAllButton.click();
    await expect(dialog.dialog).toBeHidden();
    await expect(editor.ingredient(1).getByRole("combobox", { name: "Food" })).toHaveValue("flour");
    await editor.saveButton.click();
    await expect(page.getByText("Recipe saved")).toBeVisible();

    const headers = await apiSignIn(page.request);
    const saved = await (await page.request.get(`/api/recipes/${recipe.slug}`, { headers })).json();
    const ingredients = saved.recipeIngredient as {
      quantity: number | null;
      unit: Named | null;
      food: Named | null;
      note: string;
      originalText: string | null;
      referenceId: string;
    }[];
    expect(ingredients.map((each) => each.originalText)).toEqual(lines);
    expect(ingredients.map((each) => each.referenceId)).toEqual(
      lines.map((_, index) => `00000000-0000-4000-8000-00000000010${index}`),
    );
    expect(ingredients[0]).toMatchObject({
      quantity: 2,
      unit: { name: "cup" },
      food: { name: "flour" },
      note: "sifted",
    });
    expect(ingredients[1]).toMatchObject({
      quantity: 1,
      unit: { id: tablespoon.id },
      food: { name: "pomegranate molasses" },
    });
    expect(ingredients[2]?.quantity).toBe(3);
    expect(ingredients[2]?.food?.name).toMatch(/^eggs?$/);
    for (const ingredient of ingredients) expect(ingredient.food?.id).toEqual(expect.any(String));

    // The food created in the dialog is now one of the group's foods.
    const foods = (await (await page.request.get("/api/foods?perPage=-1", { headers })).json()).items as Named[];
    expect(foods.find((food) => food.name === "pomegranate molasses")?.id).toBe(ingredients[1]?.food?.id);
  });
});
