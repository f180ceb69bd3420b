import { createRequire } from "node:module";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { LoginPage } from "../pages/LoginPage";
import { RecipeEditorPage } from "../pages/RecipeEditorPage";
import { apiSignIn } from "../support/api";

const groupSlug = DEFAULT_ADMIN.groupSlug;
const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** A 1×1 PNG, enough for the server to make its WebP sizes from. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function createRecipe(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post("/api/recipes", { headers: await apiSignIn(request), data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as string;
}

async function readRecipe(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/recipes/${slug}`, { headers: await apiSignIn(request) });
  expect(response.status()).toBe(200);
  return response.json();
}

/** The create-manually form; the navigation drawer has a "Create" menu button of its own. */
function createForm(page: Page) {
  return page.getByRole("form", { name: "Create a recipe" });
}

/**
 * The serious and critical axe violations in the page's main content, each with the elements it
 * found, for a readable failure. The navigation drawer and top bar around the editor are the
 * layout's, checked with the group home.
 */
async function seriousAxeViolations(page: Page) {
  await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(async () => {
    type AxeResults = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: string) => Promise<AxeResults> } }).axe;
    return axe.run("main");
  });
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
}

test.describe("recipe editor", () => {
  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await expect(page).toHaveURL(`/g/${groupSlug}`);
  });

  test("creating a recipe manually opens it in the editor, and every kind of field saves", async ({
    page,
    request,
  }) => {
    // One long walk through every section of the form.
    test.slow();
    await page.goto(`/g/${groupSlug}/r/create/new`);
    await page.getByRole("textbox", { name: "Recipe name" }).fill("Editor Pancakes");
    await createForm(page).getByRole("button", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(/\/r\/editor-pancakes\?edit=true$/);

    const editor = new RecipeEditorPage(page);
    await expect(editor.nameField).toHaveValue("Editor Pancakes");
    await editor.descriptionField.fill("Fluffy *weekend* pancakes");
    await editor.yieldField.fill("4 servings");
    await page.getByRole("textbox", { name: "Total time" }).fill("25 minutes");

    // Amounts are off by default for a new recipe: turn them on to get quantity, unit and food fields.
    await page.getByRole("switch", { name: "Disable ingredient amounts" }).uncheck();
    await editor.addIngredientButton.click();
    const last = await page.getByRole("group", { name: /^Ingredient \d+$/ }).count();
    await editor.fillIngredient(last, { quantity: "1 1/2", unit: "cup", food: "flour", note: "sifted" });

    await editor.addStepButton.click();
    const stepCount = await page.getByRole("group", { name: /^Step \d+$/ }).count();
    const step = editor.step(stepCount);
    await step.getByRole("textbox", { name: `Step ${stepCount}` }).fill("Whisk the flour with the milk.");
    await step.getByRole("button", { name: `Link ingredients to step ${stepCount}` }).click();
    const linkDialog = page.getByRole("dialog", { name: `Ingredients used in step ${stepCount}` });
    await linkDialog.getByRole("checkbox", { name: /cups? flour sifted/ }).check();
    await linkDialog.getByRole("button", { name: "Link" }).click();
    await expect(step.getByRole("button", { name: /flour/ })).toBeVisible();

    await editor.addNoteButton.click();
    await editor.note(1).getByRole("textbox", { name: "Note title" }).fill("Tip");
    await editor.note(1).getByRole("textbox", { name: "Note text" }).fill("Rest the batter.");
    await page.getByRole("textbox", { name: "Calories" }).fill("250 kcal");
    await editor.pickOrCreateOrganizer("Categories", "Brunch");
    await editor.pickOrCreateOrganizer("Tags", "Breakfast");
    await editor.pickOrCreateOrganizer("Tools", "Griddle");

    // An extras key with whitespace is refused with the rule's message (SPEC §5).
    await editor.addExtraButton.click();
    await editor.extra(1).getByRole("textbox", { name: "Key" }).fill("source app");
    await editor.extra(1).getByRole("textbox", { name: "Value" }).fill("larder");
    await editor.saveButton.click();
    await expect(editor.extra(1).getByText("No Whitespace Allowed")).toBeVisible();
    await editor.extra(1).getByRole("textbox", { name: "Key" }).fill("source_app");

    await editor.saveButton.click();
    await expect(page.getByText("Recipe saved")).toBeVisible();
    await expect(editor.saveButton).toBeHidden();

    const saved = await readRecipe(request, "editor-pancakes");
    expect(saved).toMatchObject({
      description: "Fluffy *weekend* pancakes",
      recipeYield: "4 servings",
      totalTime: "25 minutes",
      recipeCategory: [{ name: "Brunch" }],
      tags: [{ name: "Breakfast" }],
      tools: [{ name: "Griddle" }],
      notes: [{ title: "Tip", text: "Rest the batter." }],
      nutrition: { calories: "250 kcal" },
      extras: { source_app: "larder" },
      settings: { disableAmount: false },
    });
    const flour = saved.recipeIngredient.at(-1);
    expect(flour).toMatchObject({ quantity: 1.5, unit: { name: "cup" }, food: { name: "flour" }, note: "sifted" });
    expect(saved.recipeInstructions.at(-1)).toMatchObject({
      text: "Whisk the flour with the milk.",
      ingredientReferences: [{ referenceId: flour.referenceId }],
    });
  });

  test("the create page refuses a name the group already uses", async ({ page, request }) => {
    await createRecipe(request, "Taken Toast");
    await page.goto(`/g/${groupSlug}/r/create/new`);
    await page.getByRole("textbox", { name: "Recipe name" }).fill("Taken Toast");
    await expect(page.getByText("A recipe with this name already exists in your group")).toBeVisible();
    await createForm(page).getByRole("button", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(`/g/${groupSlug}/r/create/new`);
  });

  test("ingredients reorder by dragging, with ingredient sections", async ({ page, request }) => {
    const slug = await createRecipe(request, "Layered Salad");
    const editor = new RecipeEditorPage(page);
    await editor.goto(groupSlug, slug);
    await page.getByRole("button", { name: "Delete ingredient 1" }).click();
    for (const note of ["lettuce", "tomato", "dressing"]) {
      await editor.addIngredientButton.click();
      const count = await page.getByRole("group", { name: /^Ingredient \d+$/ }).count();
      await editor.ingredient(count).getByRole("textbox", { name: "Note" }).fill(note);
    }
    await editor.moveWithKeyboard(page.getByRole("button", { name: "Move ingredient 3" }), {
      item: "Ingredient 3",
      from: 3,
      to: 1,
    });
    await expect(editor.ingredient(1).getByRole("textbox", { name: "Note" })).toHaveValue("dressing");

    await editor.ingredient(2).getByRole("button", { name: "Start a section here" }).click();
    await editor.ingredient(2).getByRole("textbox", { name: "Section title" }).fill("Salad");
    await editor.saveButton.click();
    await expect(page.getByText("Recipe saved")).toBeVisible();

    const saved = await readRecipe(request, slug);
    expect(saved.recipeIngredient.map((each: { note: string }) => each.note)).toEqual([
      "dressing",
      "lettuce",
      "tomato",
    ]);
    expect(saved.recipeIngredient[1].title).toBe("Salad");
  });

  test("JSON mode edits the whole recipe and refuses text that is not JSON", async ({ page, request }) => {
    const slug = await createRecipe(request, "Json Soup");
    const editor = new RecipeEditorPage(page);
    await editor.goto(groupSlug, slug);
    await editor.jsonModeButton.click();
    const json = JSON.parse(await editor.jsonField.inputValue());
    expect(json.name).toBe("Json Soup");

    await editor.jsonField.fill("{ not json");
    await editor.formModeButton.click();
    await expect(page.getByText(/This is not valid recipe JSON/)).toBeVisible();
    await expect(editor.jsonField).toBeVisible();

    await editor.jsonField.fill(JSON.stringify({ ...json, description: "Edited as JSON" }));
    await editor.formModeButton.click();
    await expect(editor.descriptionField).toHaveValue("Edited as JSON");
    await editor.saveButton.click();
    await expect(page.getByText("Recipe saved")).toBeVisible();
    expect((await readRecipe(request, slug)).description).toBe("Edited as JSON");

    // Leaving EDIT from JSON mode: the editor opens in FORM mode next time (SPEC §4).
    await editor.goto(groupSlug, slug);
    await editor.jsonModeButton.click();
    await expect(editor.jsonField).toBeVisible();
    await editor.cancelButton.click();
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(editor.nameField).toBeVisible();
    await expect(editor.jsonField).toBeHidden();
  });

  test("leaving with unsaved changes asks first", async ({ page, request }) => {
    const slug = await createRecipe(request, "Unsaved Stew");
    const editor = new RecipeEditorPage(page);
    await editor.goto(groupSlug, slug);
    await editor.nameField.fill("Unsaved Stew, renamed");
    await page.getByRole("link", { name: "Timeline" }).first().click();
    await expect(editor.leaveDialog).toBeVisible();
    await editor.leaveDialog.getByRole("button", { name: "Keep editing" }).click();
    await expect(editor.nameField).toHaveValue("Unsaved Stew, renamed");
    expect(page.url()).toContain(`/r/${slug}`);

    await page.getByRole("link", { name: "Timeline" }).first().click();
    await editor.leaveDialog.getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(`/g/${groupSlug}/recipes/timeline`);
    expect((await readRecipe(request, slug)).name).toBe("Unsaved Stew");

    // Closing the tab or reloading with unsaved changes makes the browser ask too.
    await editor.goto(groupSlug, slug);
    await editor.nameField.fill("Unsaved Stew, again");
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.accept();
  });

  test("an uploaded image and file are stored at once", async ({ page, request }) => {
    const slug = await createRecipe(request, "Picture Pie");
    const editor = new RecipeEditorPage(page);
    await editor.goto(groupSlug, slug);
    await page.getByLabel("Upload image").setInputFiles({ name: "pie.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect(page.getByText("Image updated")).toBeVisible();
    await expect(page.getByRole("img", { name: "Current recipe image" })).toBeVisible();
    expect((await readRecipe(request, slug)).image).toBeTruthy();

    await page.getByRole("textbox", { name: "File name" }).fill("Shopping notes");
    await page
      .getByLabel("Upload file")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("eggs, flour") });
    await expect(page.getByRole("list", { name: "Attached files" }).getByText("Shopping notes")).toBeVisible();
    expect((await readRecipe(request, slug)).assets).toMatchObject([{ name: "Shopping notes" }]);
  });

  test("an image by URL that cannot be fetched shows why, and keeps the editor and its edits", async ({
    page,
    request,
  }) => {
    const slug = await createRecipe(request, "Linked Loaf");
    const editor = new RecipeEditorPage(page);
    await editor.goto(groupSlug, slug);
    await editor.nameField.fill("Linked Loaf, renamed");
    await page.getByRole("button", { name: "Image from URL" }).click();
    const dialog = page.getByRole("dialog", { name: "Image from URL" });
    // The server refuses addresses on its own network: this one is the server itself.
    const address = dialog.getByRole("textbox", { name: "Image URL" });
    await address.fill("http://127.0.0.1/picture.jpg");
    await address.press("Enter");
    await expect(address).toHaveAccessibleDescription(/127\.0\.0\.1 is not an address Larder may fetch from/);
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(editor.nameField).toHaveValue("Linked Loaf, renamed");
    const stored = await readRecipe(request, slug);
    expect(stored.name).toBe("Linked Loaf");
    expect(stored.image).toBeFalsy();
  });

  test("Parse turns ingredient lines into quantities, units and foods", async ({ page, request }) => {
    // The first parse of a server's life loads the parser's model.
    test.slow();
    const slug = await createRecipe(request, "Parsed Pancakes");
    const editor = new RecipeEditorPage(page);
    await editor.goto(groupSlug, slug);
    await page.getByRole("button", { name: "Delete ingredient 1" }).click();
    await editor.addIngredientButton.click();
    await editor.ingredient(1).getByRole("textbox", { name: "Note" }).fill("2 cups flour");

    await page.getByRole("button", { name: "Parse", exact: true }).click();
    const parser = page.getByRole("dialog", { name: "Parse ingredients" });
    await expect(parser.getByRole("textbox", { name: "Quantity of 2 cups flour" })).toHaveValue("2");
    await parser.getByRole("button", { name: "Save all" }).click();
    await expect(parser).toBeHidden();

    // The parsed ingredient shows its amount, unit and food: amounts were switched on for it.
    const row = editor.ingredient(1);
    await expect(row.getByRole("textbox", { name: "Quantity" })).toHaveValue("2");
    await expect(row.getByRole("combobox", { name: "Food" })).toHaveValue("flour");
    await editor.saveButton.click();
    await expect(page.getByText("Recipe saved")).toBeVisible();

    const saved = await readRecipe(request, slug);
    expect(saved.settings.disableAmount).toBe(false);
    expect(saved.recipeIngredient).toMatchObject([
      {
        quantity: 2,
        unit: { name: expect.stringMatching(/^cups?$/) },
        food: { name: "flour" },
        originalText: "2 cups flour",
      },
    ]);
  });

  test("the editor has no serious or critical accessibility violation", async ({ page, request }) => {
    const slug = await createRecipe(request, "Accessible Apple Crumble");
    const editor = new RecipeEditorPage(page);
    await editor.goto(groupSlug, slug);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await editor.jsonModeButton.click();
    await expect(editor.jsonField).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
