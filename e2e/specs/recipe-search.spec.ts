import { createRequire } from "node:module";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { FavoritesPage } from "../pages/FavoritesPage";
import { GroupHomePage } from "../pages/GroupHomePage";
import { LoginPage } from "../pages/LoginPage";
import { apiSignIn, createGroupWithMember, seedRecipe } from "../support/api";

// Lists render after a few requests; on a busy shared machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
const require = createRequire(import.meta.url);
const group = DEFAULT_ADMIN.groupSlug;
const BATCH_SIZE = 33;

async function signIn(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
  await expect(page).toHaveURL(`/g/${group}`);
}

test.describe("group home recipe search", () => {
  test.beforeAll(async ({ request }) => {
    const headers = await apiSignIn(request);
    // A worker restarted after a failure runs this again on the same server: seed once.
    if ((await request.get("/api/recipes/green-curry", { headers })).ok()) return;
    await seedRecipe(
      request,
      {
        name: "Green Curry",
        description:
          '**Creamy** coconut curry <img src="/nothing.png" onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>',
        tags: [{ name: "Thai" }, { name: "Spicy" }],
        recipeCategory: [{ name: "Dinner" }],
        tools: [{ name: "Wok" }],
      },
      headers,
    );
    await seedRecipe(request, { name: "Pad Thai", description: "Noodles", tags: [{ name: "Thai" }] }, headers);
    await seedRecipe(request, { name: "Apple Pie", recipeCategory: [{ name: "Dessert" }] }, headers);
    await seedRecipe(request, { name: "Aardvark Cake Sorter" }, headers);
    await seedRecipe(request, { name: "Zebra Cake Sorter" }, headers);
    for (let index = 1; index <= BATCH_SIZE; index++) {
      await seedRecipe(request, { name: `Batch dish ${String(index).padStart(2, "0")}` }, headers);
    }
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("searches by text, keeps the search in the address and survives a reload", async ({ page }) => {
    const home = new GroupHomePage(page);
    await home.recipeSearch.fill("curry");
    await expect(page).toHaveURL(/search=curry/);
    await expect.poll(() => home.recipeNames()).toEqual(["Green Curry"]);
    await page.reload();
    await expect(home.recipeSearch).toHaveValue("curry");
    await expect.poll(() => home.recipeNames()).toEqual(["Green Curry"]);
  });

  test("filters by the foods of the ingredients, any or all of them", async ({ page, request }) => {
    const headers = await apiSignIn(request);
    const ingredients = (...foods: string[]) => foods.map((name) => ({ quantity: 1, food: { name } }));
    if (!(await request.get("/api/recipes/filter-omelette", { headers })).ok()) {
      await seedRecipe(
        request,
        { name: "Filter Omelette", recipeIngredient: ingredients("filter-egg", "filter-chive") },
        headers,
      );
      await seedRecipe(
        request,
        { name: "Filter Frittata", recipeIngredient: ingredients("filter-egg", "filter-potato") },
        headers,
      );
    }
    const home = new GroupHomePage(page);
    await home.filtersButton.click();
    await home.pickFilter("Foods", "filter-egg");
    await expect.poll(() => home.recipeNames()).toEqual(["Filter Frittata", "Filter Omelette"]);
    await home.pickFilter("Foods", "filter-chive");
    await expect.poll(() => home.recipeNames()).toEqual(["Filter Frittata", "Filter Omelette"]);
    await home.requireAll("foods").click();
    await expect.poll(() => home.recipeNames()).toEqual(["Filter Omelette"]);
    await expect(page).toHaveURL(/requireAllFoods=true/);
  });

  test("filters by tags, any or all of them, and by category and tool", async ({ page }) => {
    const home = new GroupHomePage(page);
    await home.filtersButton.click();
    await expect(home.requireAll("tags")).toBeDisabled();
    await home.pickFilter("Tags", "Thai");
    await expect.poll(() => home.recipeNames()).toEqual(["Green Curry", "Pad Thai"]);
    await home.pickFilter("Tags", "Spicy");
    await expect(page.getByRole("button", { name: "Spicy", exact: true })).toBeVisible();
    await expect.poll(() => home.recipeNames()).toEqual(["Green Curry", "Pad Thai"]);
    await home.requireAll("tags").click();
    await expect(home.requireAll("tags")).toBeChecked();
    await expect.poll(() => home.recipeNames()).toEqual(["Green Curry"]);
    await expect(page).toHaveURL(/requireAllTags=true/);

    await page.goto(`/g/${group}?categories=dessert`);
    await expect.poll(() => home.recipeNames()).toEqual(["Apple Pie"]);
    await page.goto(`/g/${group}?tools=wok`);
    await expect.poll(() => home.recipeNames()).toEqual(["Green Curry"]);
  });

  test("orders by name either way and remembers the order and the search in the browser", async ({ page }) => {
    const home = new GroupHomePage(page);
    await home.recipeSearch.fill("cake sorter");
    await expect.poll(() => home.recipeNames()).toEqual(["Aardvark Cake Sorter", "Zebra Cake Sorter"]);
    await home.ascendingOrder.click();
    await expect(page).toHaveURL(/orderDirection=desc/);
    await expect.poll(() => home.recipeNames()).toEqual(["Zebra Cake Sorter", "Aardvark Cake Sorter"]);
    // A plain visit, with nothing in the address, takes the search and order from the browser-kept preferences.
    await page.goto(`/g/${group}`);
    await expect(home.recipeSearch).toHaveValue("cake sorter");
    await expect.poll(() => home.recipeNames()).toEqual(["Zebra Cake Sorter", "Aardvark Cake Sorter"]);
    await expect(home.ascendingOrder).toHaveAttribute("aria-pressed", "false");
    await home.chooseOrder("Date added");
    await expect(page).toHaveURL(/orderBy=createdAt/);
    await expect.poll(() => home.recipeNames()).toEqual(["Zebra Cake Sorter", "Aardvark Cake Sorter"]);
    await home.ascendingOrder.click();
    await expect.poll(() => home.recipeNames()).toEqual(["Aardvark Cake Sorter", "Zebra Cake Sorter"]);
  });

  test("shows 30 recipes, then the next ones while scrolling", async ({ page }) => {
    const home = new GroupHomePage(page);
    await home.recipeSearch.fill("batch dish");
    await expect(home.count).toHaveText(`${BATCH_SIZE} recipes`);
    await expect(home.recipeCards).toHaveCount(30);
    await home.recipeCards.last().scrollIntoViewIfNeeded();
    await expect(home.recipeCards).toHaveCount(BATCH_SIZE);
    await expect(home.card(`Batch dish ${BATCH_SIZE}`)).toBeVisible();
  });

  test("switches between cards and a list, and keeps the choice", async ({ page }) => {
    const home = new GroupHomePage(page);
    await home.listViewButton.click();
    await expect(home.listViewButton).toHaveAttribute("aria-pressed", "true");
    const rowHeight = (await home.card("Apple Pie").boundingBox())?.height ?? 0;
    expect(rowHeight).toBeLessThan(150);
    await page.reload();
    await expect(home.listViewButton).toHaveAttribute("aria-pressed", "true");
    await home.cardViewButton.click();
    await expect.poll(async () => (await home.card("Apple Pie").boundingBox())?.height ?? 0).toBeGreaterThan(250);
  });

  test("a card shows its Markdown description safely, a picture icon, stars, the heart and the menu", async ({
    page,
  }) => {
    const home = new GroupHomePage(page);
    await home.recipeSearch.fill("green curry");
    const card = home.card("Green Curry");
    await expect(card.locator("strong")).toHaveText("Creamy");
    await expect(card.locator("script")).toHaveCount(0);
    await expect(card.locator("[onerror]")).toHaveCount(0);
    expect(await page.title()).not.toBe("pwned");
    await expect(card.getByRole("img", { name: "No picture" })).toBeVisible();

    await card.getByRole("radio", { name: "4 stars" }).focus();
    await page.keyboard.press("Space");
    await expect(card.getByRole("radiogroup", { name: "Your rating" })).toBeVisible();
    await page.reload();
    await expect(home.card("Green Curry").getByRole("radio", { name: "4 stars" })).toBeChecked();

    await card.getByRole("button", { name: "Actions for Green Curry" }).click();
    await expect(page.getByRole("menuitem", { name: "Edit" })).toBeVisible();
    // In one's own group every item of SPEC §6 shows (the group's recipe actions, if any, come after).
    const items = (await page.getByRole("menuitem").allTextContents()).slice(0, 9);
    expect(items).toEqual([
      "Edit",
      "Delete",
      "Duplicate",
      "Add to meal plan",
      "Add to shopping list",
      "Share",
      "Download",
      "Print",
      "Print preferences",
    ]);
    await page.keyboard.press("Escape");
  });

  test("a card shows the recipe's picture, and the icon when the picture cannot load", async ({ page, request }) => {
    const headers = await apiSignIn(request);
    const recipe = await seedRecipe(request, { name: "Pictured Pie" }, headers);
    // A 1×1 PNG, enough for the server to make its WebP sizes from.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const uploaded = await request.put(`/api/recipes/${recipe.slug}/image`, {
      headers,
      multipart: { image: { name: "pie.png", mimeType: "image/png", buffer: png }, extension: "png" },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);

    const home = new GroupHomePage(page);
    await home.recipeSearch.fill("pictured pie");
    const picture = home.card("Pictured Pie").locator("img");
    await expect(picture).toHaveAttribute("src", new RegExp(`/api/media/recipes/${recipe.id}/images/`));
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(home.card("Pictured Pie").getByRole("img", { name: "No picture" })).toHaveCount(0);

    // The picture's address stops answering: the card falls back to the icon.
    await page.route(`**/api/media/recipes/${recipe.id}/**`, (route) => route.fulfill({ status: 404 }));
    await page.reload();
    await home.recipeSearch.fill("pictured pie");
    await expect(home.card("Pictured Pie").getByRole("img", { name: "No picture" })).toBeVisible();
  });

  test("the heart adds a recipe to the favourites page and takes it off again", async ({ page, request }) => {
    const me = await (await request.get("/api/users/self", { headers: await apiSignIn(request) })).json();
    const home = new GroupHomePage(page);
    await home.recipeSearch.fill("pad thai");
    const heart = home.card("Pad Thai").getByRole("button", { name: "Favorite" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    const favorites = new FavoritesPage(page);
    await favorites.goto(me.id);
    await expect(favorites.heading).toHaveText("My favorites");
    await expect(favorites.cards).toHaveCount(1);
    await favorites.card("Pad Thai").getByRole("button", { name: "Favorite" }).click();
    await expect(page.getByText("No favorites yet.", { exact: false })).toBeVisible();
  });

  test("the quick search finds recipes, moves with the arrows and opens one with Enter", async ({ page }) => {
    const home = new GroupHomePage(page);
    await home.pressSlash();
    await home.searchInput.fill("thai");
    const options = home.searchDialog.getByRole("option");
    await expect(options).toHaveCount(1);
    await home.searchInput.fill("batch dish");
    await expect(options).toHaveCount(20);
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/g/${group}/r/batch-dish-02`);
    await expect(home.searchDialog).toBeHidden();

    await page.keyboard.press("Escape");
    await page.locator("body").click({ position: { x: 5, y: 200 } });
    await page.keyboard.press("/");
    await expect(home.searchInput).toHaveValue("");
    await home.searchInput.fill("curry");
    await expect(options).toHaveCount(1);
    await home.searchDialog.getByRole("link", { name: "Advanced search" }).click();
    await expect(page).toHaveURL(`/g/${group}?search=curry`);
    await expect(home.searchDialog).toBeHidden();
    await expect.poll(() => home.recipeNames()).toEqual(["Green Curry"]);
  });

  test("the group home has no serious or critical accessibility violation, in either theme", async ({ page }) => {
    const home = new GroupHomePage(page);
    await home.filtersButton.click();
    await expect(home.card("Apple Pie")).toBeVisible();
    await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
    const seriousViolations = () =>
      page.evaluate(async () => {
        // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page as a global
        const result = await (window as any).axe.run(document, { resultTypes: ["violations"] });
        return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[])
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
      });
    expect(await seriousViolations()).toEqual([]);
    // A focused field shows its label in the theme's colour.
    await home.recipeSearch.focus();
    expect(await seriousViolations()).toEqual([]);
    await page.keyboard.press("Escape");

    await home.darkModeSwitch.check();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await seriousViolations()).toEqual([]);
    await home.darkModeSwitch.uncheck();

    // The quick search dialog focuses its field as it opens.
    await page.getByRole("textbox", { name: "Search recipes" }).click();
    await expect(home.searchInput).toBeFocused();
    // Contrast is measured once the dialog has faded in, not through its transition.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await seriousViolations()).toEqual([]);
  });
});

test.describe("a visitor of a public group", () => {
  test("sees only its public recipes, read-only, with a way to log in", async ({ browser, request }) => {
    const { groupSlug, headers } = await createGroupWithMember(request, "Open Kitchen");
    const admin = await apiSignIn(request);
    const groups = await (await request.get("/api/admin/groups?perPage=-1", { headers: admin })).json();
    const openKitchen = groups.items.find((each: { slug: string }) => each.slug === groupSlug);
    const opened = await request.put(`/api/admin/groups/${openKitchen.id}`, {
      headers: admin,
      data: { id: openKitchen.id, name: openKitchen.name, preferences: { privateGroup: false } },
    });
    expect(opened.status(), await opened.text()).toBe(200);
    await seedRecipe(request, { name: "Shared Soup", settings: { public: true } }, headers);
    await seedRecipe(request, { name: "Secret Stew", settings: { public: false } }, headers);

    const context = await browser.newContext();
    const page = await context.newPage();
    const home = new GroupHomePage(page);
    await page.goto(`/g/${groupSlug}`);
    await expect.poll(() => home.recipeNames()).toEqual(["Shared Soup"]);
    const card = home.card("Shared Soup");
    await expect(card.getByRole("button", { name: "Favorite" })).toHaveCount(0);
    await expect(card.getByRole("radio")).toHaveCount(0);
    await card.getByRole("button", { name: "Actions for Shared Soup" }).click();
    await expect(page.getByRole("menuitem", { name: "Print", exact: true })).toBeVisible();
    // A visitor gets only what SPEC §6 makes public.
    expect(await page.getByRole("menuitem").allTextContents()).toEqual(["Print", "Print preferences"]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Log in to see all of yours." })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    await context.close();
  });
});
