import { expect as baseExpect, type Page, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { CookbooksPage } from "../pages/CookbooksPage";
import { DataManagementPage } from "../pages/DataManagementPage";
import { ReportsPage } from "../pages/ReportsPage";
import { apiSignIn, createGroupWithMember, seedRecipe, signInPage } from "../support/api";
import { seriousAccessibilityViolations } from "../support/axe";

// Lists render after a few requests; on a busy shared machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
const group = DEFAULT_ADMIN.groupSlug;
/** Bulk imports of these addresses fail at once: the e2e server may not fetch from loopback. */
const REFUSED_ADDRESS = "http://127.0.0.1:9/recipes";

/** No serious or critical axe violation in the page's main content, in the light theme and the dark one. */
async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.getByRole("switch", { name: "Dark mode" }).setChecked(scheme === "dark");
    await expect(page.locator("html")).toHaveClass(scheme);
    expect(await seriousAccessibilityViolations(page), `${scheme} theme`).toEqual([]);
  }
  await page.getByRole("switch", { name: "Dark mode" }).setChecked(false);
}

type Headers = { authorization: string };

async function cookbooksOf(page: Page, headers: Headers) {
  const response = await page.request.get(
    "/api/groups/cookbooks?page=1&perPage=-1&orderBy=position&orderDirection=asc",
    { headers },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { name: string; position: number; id: string }[] }).items;
}

test.describe("cookbooks", () => {
  test.beforeAll(async ({ request }) => {
    const headers = await apiSignIn(request);
    if ((await request.get("/api/recipes/cookbook-tomato-soup", { headers })).ok()) return;
    await seedRecipe(request, { name: "Cookbook Tomato Soup", recipeCategory: [{ name: "Organize Soups" }] }, headers);
    await seedRecipe(request, { name: "Cookbook Pea Soup", recipeCategory: [{ name: "Organize Soups" }] }, headers);
    await seedRecipe(request, { name: "Cookbook Pancakes" }, headers);
  });

  test.beforeEach(async ({ page }) => {
    await signInPage(page);
  });

  test("creates a cookbook named by count + 1, makes it collect a category and opens it from the sidebar", async ({
    page,
    request,
  }) => {
    const headers = await apiSignIn(request);
    const count = (await cookbooksOf(page, headers)).length;
    const cookbooks = new CookbooksPage(page);
    await cookbooks.goto(group);
    await cookbooks.createButton.click();
    await expect(cookbooks.form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(
      `Cookbook ${count + 1}`,
    );

    await cookbooks.form.getByRole("textbox", { name: "Name", exact: true }).fill("Organize Soup Book");
    await cookbooks.form.getByRole("textbox", { name: "Description" }).fill("Every soup we make.");
    await cookbooks.pickOrganizer("Categories", "Organize Soups");
    await cookbooks.form.getByRole("switch", { name: "Public" }).check();
    await cookbooks.form.getByRole("button", { name: "Save" }).click();
    await expect(cookbooks.form).toBeHidden();
    await expect(cookbooks.list.getByRole("link", { name: "Organize Soup Book" })).toBeVisible();
    await expectAccessibleInBothThemes(page);

    const sidebar = page.getByRole("navigation", { name: "Main navigation" });
    await sidebar.getByRole("link", { name: "Organize Soup Book" }).click();
    await expect(page).toHaveURL(`/g/${group}/cookbooks/organize-soup-book`);
    await expect(cookbooks.heading).toHaveText("Organize Soup Book");
    await expect.poll(() => cookbooks.recipeNames()).toEqual(["Cookbook Pea Soup", "Cookbook Tomato Soup"]);
    await page.getByRole("searchbox", { name: /^Search/ }).fill("pea");
    await expect.poll(() => cookbooks.recipeNames()).toEqual(["Cookbook Pea Soup"]);
    await expectAccessibleInBothThemes(page);
  });

  test("reorders cookbooks with the keyboard alone, saved as positions 1..n", async ({ page, request }) => {
    const headers = await apiSignIn(request);
    const existing = await cookbooksOf(page, headers);
    for (const [index, name] of ["Order Apples", "Order Beans", "Order Carrots"].entries()) {
      const created = await request.post("/api/groups/cookbooks", {
        headers,
        data: { name, position: existing.length + index + 1 },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const cookbooks = new CookbooksPage(page);
    await cookbooks.goto(group);
    const ordered = async () => (await cookbooks.names()).filter((name) => name.startsWith("Order "));
    await expect.poll(ordered).toEqual(["Order Apples", "Order Beans", "Order Carrots"]);

    await cookbooks.moveWithKeyboard("Order Carrots", -2);
    await expect.poll(ordered).toEqual(["Order Carrots", "Order Apples", "Order Beans"]);
    await expect(cookbooks.handle("Order Carrots")).toBeFocused();

    await page.reload();
    await expect.poll(ordered).toEqual(["Order Carrots", "Order Apples", "Order Beans"]);
    const saved = await cookbooksOf(page, headers);
    expect(saved.map((cookbook) => cookbook.position)).toEqual(saved.map((_, index) => index + 1));
    expect(saved.map((cookbook) => cookbook.name).filter((name) => name.startsWith("Order "))).toEqual([
      "Order Carrots",
      "Order Apples",
      "Order Beans",
    ]);
  });

  test("deletes a cookbook once confirmed", async ({ page, request }) => {
    const headers = await apiSignIn(request);
    const created = await request.post("/api/groups/cookbooks", {
      headers,
      data: { name: "Doomed Book", position: 99 },
    });
    expect(created.status()).toBe(201);
    const cookbooks = new CookbooksPage(page);
    await cookbooks.goto(group);
    await cookbooks.deleteButton("Doomed Book").click();
    const confirm = page.getByRole("dialog", { name: "Delete Doomed Book?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(cookbooks.list.getByRole("link", { name: "Doomed Book" })).toBeHidden();
    expect((await cookbooksOf(page, headers)).some((cookbook) => cookbook.name === "Doomed Book")).toBe(false);
  });
});

test.describe("a public group's cookbooks", () => {
  test("are shown to a visitor, the public ones only", async ({ page, request }) => {
    const { groupSlug, headers } = await createGroupWithMember(request, "Open Cookbook Kitchen", {
      isPublic: true,
      canOrganize: true,
    });
    await seedRecipe(
      request,
      { name: "Open Minestrone", recipeCategory: [{ name: "Open Soups" }], settings: { public: true } },
      headers,
    );
    const categories = await request.get("/api/organizers/categories?search=Open%20Soups", { headers });
    const soups = ((await categories.json()) as { items: { id: string; name: string; slug: string }[] }).items[0];
    for (const [name, isPublic] of [
      ["Open Book", true],
      ["Secret Book", false],
    ] as const) {
      const created = await request.post("/api/groups/cookbooks", {
        headers,
        data: { name, public: isPublic, categories: [soups] },
      });
      expect(created.status(), await created.text()).toBe(201);
    }

    const cookbooks = new CookbooksPage(page);
    await cookbooks.goto(groupSlug);
    await expect(cookbooks.list.getByRole("link", { name: "Open Book" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Secret Book" })).toHaveCount(0);
    await expect(cookbooks.createButton).toHaveCount(0);
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Open Book" }).click();
    await expect(cookbooks.heading).toHaveText("Open Book");
    await expect.poll(() => cookbooks.recipeNames()).toEqual(["Open Minestrone"]);
  });
});

test.describe("data management", () => {
  test.beforeAll(async ({ request }) => {
    const headers = await apiSignIn(request);
    if ((await request.get("/api/recipes/merge-omelette", { headers })).ok()) return;
    await seedRecipe(
      request,
      { name: "Merge Omelette", recipeIngredient: [{ quantity: 2, food: { name: "e2e scallion" }, note: "sliced" }] },
      headers,
    );
    await seedRecipe(
      request,
      { name: "Merge Stir Fry", recipeIngredient: [{ quantity: 1, food: { name: "e2e spring onion" } }] },
      headers,
    );
    await seedRecipe(request, { name: "Counted Tag Salad", tags: [{ name: "E2E Counted Tag" }] }, headers);
  });

  test.beforeEach(async ({ page }) => {
    await signInPage(page);
  });

  test("foods: created, edited, merged, labelled in bulk", async ({ page, request }) => {
    const foods = new DataManagementPage(page, "Foods");
    await foods.goto("foods");
    await foods.button("New food").click();
    const form = foods.form("Food");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("e2e chive");
    await form.getByRole("textbox", { name: "Plural name" }).fill("e2e chives");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("e2e chive saved")).toBeVisible();
    await foods.find("e2e");
    await expect(foods.row("e2e chive")).toBeVisible();

    await foods.button("Edit e2e chive").click();
    await form.getByRole("textbox", { name: "Description" }).fill("Snipped on top.");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(foods.row("e2e chive")).toContainText("Snipped on top.");

    // Merge: the omelette's scallion becomes spring onion, and the scallion goes.
    await foods.button("Merge e2e scallion into another").click();
    const merge = foods.form("Merge");
    await expect(merge.getByText(/^1 recipe uses e2e scallion/)).toBeVisible();
    await merge.getByRole("combobox", { name: "Merge into the food" }).fill("e2e spring");
    await page.getByRole("option", { name: "e2e spring onion" }).click();
    await merge.getByRole("button", { name: "Merge" }).click();
    await expect(foods.row("e2e scallion")).toHaveCount(0);
    const headers = await apiSignIn(request);
    const omelette = await (await request.get("/api/recipes/merge-omelette", { headers })).json();
    expect(omelette.recipeIngredient[0].food.name).toBe("e2e spring onion");
    await expectAccessibleInBothThemes(page);

    // A label with its colour, then given to two foods at once.
    const labels = new DataManagementPage(page, "Labels");
    await labels.goto("labels");
    await labels.button("New label").click();
    const labelForm = labels.form("Label");
    await labelForm.getByRole("textbox", { name: "Name", exact: true }).fill("E2E Greens");
    await labelForm.getByLabel("Colour").fill("#2e7d32");
    await expect(labelForm.getByText("Chosen colour: #2E7D32")).toBeVisible();
    await labelForm.getByRole("button", { name: "Save" }).click();
    await expect(labels.row("#2E7D32")).toContainText("E2E Greens");
    await expectAccessibleInBothThemes(page);

    await foods.goto("foods");
    await foods.find("e2e");
    await page.getByRole("checkbox", { name: "Pick e2e chive" }).check();
    await page.getByRole("checkbox", { name: "Pick e2e spring onion" }).check();
    await foods.button("Give 2 foods a label").click();
    const assign = foods.form("Label for the picked foods");
    await assign.getByRole("combobox", { name: "Label" }).click();
    await page.getByRole("option", { name: "E2E Greens" }).click();
    await assign.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("2 foods now have the label E2E Greens")).toBeVisible();
    await expect(foods.row("e2e chive")).toContainText("E2E Greens");
    await expect(foods.row("e2e spring onion")).toContainText("E2E Greens");
  });

  test("units: every field", async ({ page }) => {
    const units = new DataManagementPage(page, "Units");
    await units.goto("units");
    await units.button("New unit").click();
    const form = units.form("Unit");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("e2e tumbler");
    await form.getByRole("textbox", { name: "Plural name" }).fill("e2e tumblers");
    await form.getByRole("textbox", { name: "Abbreviation", exact: true }).fill("tmb");
    await form.getByRole("textbox", { name: "Plural abbreviation" }).fill("tmbs");
    await form.getByRole("textbox", { name: "Description" }).fill("A short glass.");
    await form.getByRole("switch", { name: "Use abbreviation" }).check();
    await form.getByRole("switch", { name: "Show as fraction" }).uncheck();
    await form.getByRole("button", { name: "Save" }).click();
    await units.find("e2e tumbler");
    await expect(units.row("e2e tumbler")).toContainText("tmb");
    await expect(units.row("e2e tumbler")).toContainText("tmbs");
    await expectAccessibleInBothThemes(page);
  });

  test("organizers and recipe actions: created, renamed, deleted with the recipes counted", async ({ page }) => {
    const tags = new DataManagementPage(page, "Tags");
    await tags.goto("tags");
    await tags.button("New tag").click();
    await tags.form("Tag").getByRole("textbox", { name: "Name", exact: true }).fill("E2E Fresh Tag");
    await tags.form("Tag").getByRole("button", { name: "Save" }).click();
    await tags.find("E2E");
    await expect(tags.row("E2E Fresh Tag")).toBeVisible();
    await tags.button("Edit E2E Fresh Tag").click();
    await tags.form("Tag").getByRole("textbox", { name: "Name", exact: true }).fill("E2E Renamed Tag");
    await tags.form("Tag").getByRole("button", { name: "Save" }).click();
    await expect(tags.row("E2E Renamed Tag")).toBeVisible();

    await tags.button("Delete E2E Counted Tag").click();
    const confirm = tags.dialog("Delete E2E Counted Tag?");
    await expect(confirm).toContainText(
      "1 recipe is tagged E2E Counted Tag; it stays, without the tag. Deleting cannot be undone.",
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(tags.row("E2E Counted Tag")).toHaveCount(0);
    await expectAccessibleInBothThemes(page);

    for (const [kind, title] of [
      ["categories", "Categories"],
      ["tools", "Tools"],
    ] as const) {
      const screen = new DataManagementPage(page, title);
      await screen.goto(kind);
      await expectAccessibleInBothThemes(page);
    }

    const actions = new DataManagementPage(page, "Recipe actions");
    await actions.goto("recipe-actions");
    await actions.button("New recipe action").click();
    const form = actions.form("Recipe action");
    await form.getByRole("textbox", { name: "Title" }).fill("E2E Search");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the action's placeholder, filled in when it runs
    await form.getByRole("textbox", { name: "Address" }).fill("https://example.com/search?q=${slug}");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(actions.row("E2E Search")).toBeVisible();
    await expect(actions.row("E2E Search")).toContainText("Link");
    await expectAccessibleInBothThemes(page);
  });
});

test.describe("seed data", () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page);
  });

  test("the common units and labels are added once: seeding twice adds nothing", async ({ page }) => {
    for (const [kind, title, seeded, shown] of [
      ["units", "Units", "teaspoon", "tsp"],
      ["labels", "Labels", "Produce", "Produce"],
    ] as const) {
      const screen = new DataManagementPage(page, title);
      await screen.goto(kind);
      const noun = kind === "units" ? "units" : "labels";
      await screen.button(`Add common ${noun}`).click();
      await screen.dialog(`Add common ${noun}?`).getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByText(new RegExp(`^Added [1-9]\\d* ${noun}`))).toBeVisible();
      await screen.button(`Add common ${noun}`).click();
      await screen.dialog(`Add common ${noun}?`).getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByText(new RegExp(`^Added 0 ${noun}; \\d+ were already there`))).toBeVisible();
      await screen.find(seeded);
      await expect(screen.row(seeded)).toContainText(shown);
      await expect(screen.table.getByRole("row")).toHaveCount(2);
    }
  });
});

test.describe("recipes in bulk", () => {
  test.beforeAll(async ({ request }) => {
    const headers = await apiSignIn(request);
    if ((await request.get("/api/recipes/bulk-borscht", { headers })).ok()) return;
    for (const name of ["Bulk Borscht", "Bulk Dal", "Bulk Gazpacho"]) await seedRecipe(request, { name }, headers);
  });

  test.beforeEach(async ({ page }) => {
    await signInPage(page);
  });

  test("tags picked recipes, exports one, downloads and purges the export", async ({ page, request }) => {
    const recipes = new DataManagementPage(page, "Recipes");
    await recipes.goto("recipes");
    await recipes.find("Bulk");
    await expect(recipes.table.getByRole("link", { name: "Bulk Gazpacho" })).toBeVisible();
    await expect(recipes.table.getByRole("link")).toHaveCount(3);
    await page.getByRole("checkbox", { name: "Pick Bulk Borscht" }).check();
    await page.getByRole("checkbox", { name: "Pick Bulk Dal" }).check();
    await expect(page.getByText("2 recipes picked")).toBeVisible();
    await recipes.button("Tag").click();
    const form = recipes.form("Tag 2 recipes");
    await form.getByRole("combobox", { name: "Tags" }).fill("E2E Bulk Tagged");
    await page.getByRole("option", { name: "Create “E2E Bulk Tagged”" }).click();
    await form.getByRole("button", { name: "Tag", exact: true }).click();
    await expect(page.getByText("Tagged 2 recipes")).toBeVisible();
    await expect(recipes.row("Bulk Dal")).toContainText("E2E Bulk Tagged");

    const headers = await apiSignIn(request);
    const tagged = await request.get("/api/recipes?tags=e2e-bulk-tagged&orderBy=name&orderDirection=asc&perPage=-1", {
      headers,
    });
    expect(((await tagged.json()) as { items: { name: string }[] }).items.map((recipe) => recipe.name)).toEqual([
      "Bulk Borscht",
      "Bulk Dal",
    ]);
    await expectAccessibleInBothThemes(page);

    await page.getByRole("checkbox", { name: "Pick Bulk Gazpacho" }).check();
    await recipes.button("Export").click();
    const download = page.getByRole("button", { name: "Download Recipe export (1 recipe)" }).first();
    await expect(download).toBeVisible();
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.zip$/);

    await recipes.button("Remove all exports").click();
    await recipes.dialog("Remove all exports?").getByRole("button", { name: "Remove all exports" }).click();
    await expect(page.getByText("No exports. An export is kept for a day.")).toBeVisible();
  });
});

test.describe("reports", () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page);
  });

  test("a bulk import's report is listed, opened with its entries, and deleted", async ({ page, request }) => {
    const headers = await apiSignIn(request);
    const started = await request.post("/api/recipes/create-url/bulk", {
      headers,
      data: { imports: [{ url: `${REFUSED_ADDRESS}/one` }, { url: `${REFUSED_ADDRESS}/two` }] },
    });
    expect(started.status(), await started.text()).toBe(202);
    const { reportId } = (await started.json()) as { reportId: string };
    await expect
      .poll(async () => (await (await request.get(`/api/groups/reports/${reportId}`, { headers })).json()).status)
      .toBe("failure");
    const { name } = (await (await request.get(`/api/groups/reports/${reportId}`, { headers })).json()) as {
      name: string;
    };

    const reports = new ReportsPage(page);
    await reports.goto();
    await reports.filterBy("Bulk import");
    await expect(page).toHaveURL("/group/reports?type=bulk_import");
    await expectAccessibleInBothThemes(page);
    await reports.reportLink(name).first().click();
    await expect(reports.heading).toHaveText(name);
    await expect(page.getByText("Failed", { exact: true }).first()).toBeVisible();
    await expect(reports.entries.getByRole("row")).toHaveCount(3);
    await expect(reports.entries).toContainText(`Failed to import ${REFUSED_ADDRESS}/one`);
    await expectAccessibleInBothThemes(page);

    await page.getByRole("button", { name: "Delete report" }).click();
    await page
      .getByRole("dialog", { name: `Delete ${name}?` })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page).toHaveURL("/group/reports");
    expect((await request.get(`/api/groups/reports/${reportId}`, { headers })).status()).toBe(404);
  });
});
