import { expect as baseExpect, type Page, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { RecipePage } from "../pages/RecipePage";
import { createGroupWithMember, seedRecipe, signInPage } from "../support/api";
import { lemonCake } from "../support/recipe-fixtures";

// Pages load slowly while several suites share the machine's two cores.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The lemon cake with its description in plain text. */
function plainLemonCake(name: string, options?: { isPublic?: boolean }) {
  return { ...lemonCake(name, options), description: "A zesty loaf cake." };
}

const CAKE_LINES = ["1 1/2 cups flour", "2 eggs", "1/2 cup sugar caster", "1 lemon juiced"];

/**
 * The ingredient lines as shown. Without scripts the markup keeps the styles emotion wrote beside
 * the elements (the app moves them to the head): the shown text leaves them out, the text content not.
 */
function shownIngredientLines(page: Page): Promise<string[]> {
  return new RecipePage(page).ingredients
    .getByRole("checkbox")
    .evaluateAll((boxes) =>
      boxes.map((box) => ((box.closest("label") as HTMLElement | null)?.innerText ?? "").replace(/\s+/g, " ").trim()),
    );
}

/** What the page logs as errors or warnings from now on (a failed hydration is reported there). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    // A missing avatar image is answered 404 on any page: it says nothing of how the page was taken over.
    if (message.text().startsWith("Failed to load resource")) return;
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test.describe("pages rendered on the server", () => {
  test("a recipe page shows its ingredients without any script", async ({ browser, request }) => {
    const recipe = await seedRecipe(request, plainLemonCake("Server Lemon Cake"));
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await signInPage(page);
      await page.goto(`/g/${DEFAULT_ADMIN.groupSlug}/r/${recipe.slug}`);
      const recipePage = new RecipePage(page);
      await expect(recipePage.heading).toHaveText("Server Lemon Cake");
      expect(await shownIngredientLines(page)).toEqual(CAKE_LINES);
      await expect(page.getByRole("main").getByText("A zesty loaf cake.")).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("a visitor of a public group gets its public recipe rendered without any script", async ({
    browser,
    request,
  }) => {
    const { groupSlug, headers } = await createGroupWithMember(request, "Rendered Pantry", { isPublic: true });
    const recipe = await seedRecipe(request, plainLemonCake("Visitor Lemon Cake", { isPublic: true }), headers);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/g/${groupSlug}/r/${recipe.slug}`);
      expect(await shownIngredientLines(page)).toEqual(CAKE_LINES);
    } finally {
      await context.close();
    }
  });

  test("with scripts, the app takes the page over without errors and it stays interactive", async ({
    page,
    request,
  }) => {
    const recipe = await seedRecipe(request, plainLemonCake("Hydrated Lemon Cake"));
    await signInPage(page);
    const problems = consoleProblems(page);
    const recipePage = new RecipePage(page);
    await recipePage.goto(DEFAULT_ADMIN.groupSlug, recipe.slug);
    // The reads the server rendered it from (SERVER_STATE_ELEMENT_ID): the page came rendered.
    await expect(page.locator("script#larder-server-state")).toHaveCount(1);
    // The app has taken over once its handlers answer: scaling changes the lines.
    await expect(async () => {
      await recipePage.increaseScale.click({ timeout: 1_000 });
      await expect(recipePage.scaleField).toHaveValue("2", { timeout: 1_000 });
    }).toPass();
    expect(await recipePage.ingredientLines()).toEqual([
      "3 cups flour",
      "4 eggs",
      "1 cup sugar caster",
      "2 lemons juiced",
    ]);
    await recipePage.cookButton.click();
    await expect(recipePage.cookMode).toBeVisible();
    await recipePage.exitCookMode.click();
    await expect(recipePage.cookMode).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("a group's home is taken over without errors", async ({ page, request }) => {
    // A group of its own: the default group's first page fills with other tests' recipes.
    const { groupSlug, member, headers } = await createGroupWithMember(request, "Hydrated Home Pantry");
    await seedRecipe(request, plainLemonCake("Home Lemon Cake"), headers);
    await signInPage(page, member.email, member.password);
    const problems = consoleProblems(page);
    await page.goto(`/g/${groupSlug}`);
    await expect(page.getByText("Home Lemon Cake").first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a recipe in Markdown shows its ingredients and its rendered text without any script", async ({
    browser,
    request,
  }) => {
    const recipe = await seedRecipe(request, lemonCake("Marked Lemon Cake"));
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await signInPage(page);
      await page.goto(`/g/${DEFAULT_ADMIN.groupSlug}/r/${recipe.slug}`);
      expect(await shownIngredientLines(page)).toEqual(CAKE_LINES);
      await expect(page.getByRole("main").locator(".markdown strong", { hasText: "zesty" })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("a recipe in Markdown is taken over without errors", async ({ page, request }) => {
    const recipe = await seedRecipe(request, lemonCake("Hydrated Marked Cake"));
    await signInPage(page);
    const problems = consoleProblems(page);
    const recipePage = new RecipePage(page);
    await recipePage.goto(DEFAULT_ADMIN.groupSlug, recipe.slug);
    await expect(page.locator("script#larder-server-state")).toHaveCount(1);
    await expect(async () => {
      await recipePage.increaseScale.click({ timeout: 1_000 });
      await expect(recipePage.scaleField).toHaveValue("2", { timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole("main").locator(".markdown strong", { hasText: "zesty" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a public group's home shows a visitor its first cards without any script", async ({ browser, request }) => {
    const { groupSlug, headers } = await createGroupWithMember(request, "Carded Pantry", { isPublic: true });
    await seedRecipe(request, lemonCake("Carded Lemon Cake", { isPublic: true }), headers);
    await seedRecipe(request, plainLemonCake("Carded Private Cake"), headers);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/g/${groupSlug}`);
      const card = page.getByRole("link", { name: /Carded Lemon Cake/ }).first();
      await expect(card).toBeVisible();
      // The card's description, its Markdown rendered.
      await expect(page.locator("#root strong", { hasText: "zesty" }).first()).toBeVisible();
      await expect(page.getByText("Carded Private Cake")).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("a group's home shows a member its first cards without any script", async ({ browser, request }) => {
    const { groupSlug, member, headers } = await createGroupWithMember(request, "Member Card Pantry");
    await seedRecipe(request, plainLemonCake("Member Card Cake"), headers);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await signInPage(page, member.email, member.password);
      await page.goto(`/g/${groupSlug}`);
      await expect(page.getByRole("link", { name: /Member Card Cake/ }).first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("a group's home is taken over without errors, then follows the order kept in the browser", async ({
    page,
    request,
  }) => {
    const { groupSlug, member, headers } = await createGroupWithMember(request, "Ordered Pantry");
    await seedRecipe(request, plainLemonCake("Apple Cake"), headers);
    await seedRecipe(request, lemonCake("Zucchini Cake"), headers);
    await signInPage(page, member.email, member.password);
    // The order this browser keeps differs from the default the server renders with.
    await page.addInitScript(() =>
      localStorage.setItem(
        "larder.recipe.listPreferences",
        JSON.stringify({ orderBy: "name", orderDirection: "desc" }),
      ),
    );
    const problems = consoleProblems(page);
    await page.goto(`/g/${groupSlug}`);
    await expect(page.locator("script#larder-server-state")).toHaveCount(1);
    const names = page.getByRole("link", { name: /(Apple|Zucchini) Cake/ });
    await expect(async () => {
      const shown = await names.allInnerTexts();
      expect(shown.findIndex((text) => text.includes("Zucchini"))).toBeLessThan(
        shown.findIndex((text) => text.includes("Apple")),
      );
    }).toPass();
    expect(problems).toEqual([]);
  });

  test("on a phone the drawer is closed from the first paint, with or without scripts", async ({
    browser,
    request,
  }) => {
    const recipe = await seedRecipe(request, plainLemonCake("Phone Lemon Cake"));
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        await signInPage(page);
        const problems = consoleProblems(page);
        await page.goto(`/g/${DEFAULT_ADMIN.groupSlug}/r/${recipe.slug}`);
        // Checked as the document arrives: the server lays the page out for a large screen.
        const drawerShown = await page.evaluate(() => {
          const drawer = document.querySelector('nav[aria-label="Main navigation"]');
          return (
            drawer !== null && drawer.getBoundingClientRect().width > 0 && getComputedStyle(drawer).display !== "none"
          );
        });
        expect(drawerShown).toBe(false);
        expect(await shownIngredientLines(page)).toEqual(CAKE_LINES);
        if (javaScriptEnabled) {
          // Once the app has taken over, the menu opens the drawer over the page (a dialog on a phone).
          await expect(async () => {
            await page.getByRole("button", { name: "Toggle navigation menu" }).click({ timeout: 1_000 });
            await expect(page.getByRole("dialog", { name: "Main navigation" })).toBeVisible({ timeout: 1_000 });
          }).toPass();
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
