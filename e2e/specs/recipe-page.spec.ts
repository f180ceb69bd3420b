import { expect as baseExpect, type Page, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { RecipeEditorPage } from "../pages/RecipeEditorPage";
import { RecipePage } from "../pages/RecipePage";
import { apiSignIn, createGroupWithMember, createUser, seedRecipe, signInPage } from "../support/api";
import { lemonCake } from "../support/recipe-fixtures";

const group = DEFAULT_ADMIN.groupSlug;
// Pages load slowly while several suites share the machine's two cores.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Records the screen wake lock requests and releases the page makes (the browser's own may be refused headless). */
async function recordWakeLock(page: Page) {
  await page.addInitScript(() => {
    const record = { requested: 0, released: 0 };
    Object.assign(window, { wakeLockRecord: record });
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: async () => {
          record.requested += 1;
          return {
            released: false,
            type: "screen",
            release: async () => {
              record.released += 1;
            },
            addEventListener() {},
            removeEventListener() {},
          };
        },
      },
    });
  });
}

function wakeLockRecord(page: Page) {
  return page.evaluate(
    () => (window as unknown as { wakeLockRecord: { requested: number; released: number } }).wakeLockRecord,
  );
}

test.describe("recipe page", () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page);
  });

  test("VIEW shows the recipe by section with numbered, linked steps, and passes axe", async ({ page, request }) => {
    const recipe = await seedRecipe(request, lemonCake("View Lemon Cake"));
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);

    await expect(recipePage.heading).toHaveText("View Lemon Cake");
    await expect(page.getByRole("main").getByText("zesty")).toHaveJSProperty("tagName", "STRONG");
    await expect(recipePage.ingredients.getByRole("heading", { name: "Cake" })).toBeVisible();
    await expect(recipePage.ingredients.getByRole("heading", { name: "Drizzle" })).toBeVisible();
    expect(await recipePage.ingredientLines()).toEqual([
      "1 1/2 cups flour",
      "2 eggs",
      "1/2 cup sugar caster",
      "1 lemon juiced",
    ]);
    await expect(recipePage.ingredients.getByText("Yield: 8 slices")).toBeVisible();
    await expect(recipePage.instructions.getByText("Step 2")).toBeVisible();
    await expect(recipePage.instructions.getByRole("list", { name: "Ingredients for step 1" })).toHaveText(
      /2 eggs.*1\/2 cup sugar caster/,
    );
    await expect(page.getByRole("heading", { name: "Storage" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "310 kcal" })).toBeVisible();
    await expect(page.getByRole("main").getByText("Total time: 1 hour 10 minutes")).toBeVisible();

    // Ticking an ingredient off while gathering.
    const eggs = recipePage.ingredients.getByRole("checkbox", { name: "2 eggs" });
    await eggs.check();
    await expect(eggs).toBeChecked();

    expect(await recipePage.seriousAccessibilityViolations()).toEqual([]);
  });

  test("VIEW and COOK pass axe in the dark theme too", async ({ page, request }) => {
    const recipe = await seedRecipe(request, lemonCake("Dark Lemon Cake"));
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);
    await page.getByRole("switch", { name: "Dark mode" }).check();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await recipePage.seriousAccessibilityViolations()).toEqual([]);
    await recipePage.cookButton.click();
    await expect(recipePage.cookMode).toBeVisible();
    expect(await recipePage.seriousAccessibilityViolations()).toEqual([]);
  });

  test("scaling multiplies quantities as fractions, switches plurals and scales the yield", async ({
    page,
    request,
  }) => {
    const recipe = await seedRecipe(request, lemonCake("Scaled Lemon Cake"));
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);

    await recipePage.increaseScale.click();
    await expect(recipePage.scaleField).toHaveValue("2");
    expect(await recipePage.ingredientLines()).toEqual([
      "3 cups flour",
      "4 eggs",
      "1 cup sugar caster",
      "2 lemons juiced",
    ]);
    await expect(recipePage.ingredients.getByText("Yield: 16 slices")).toBeVisible();

    await recipePage.decreaseScale.click();
    await recipePage.decreaseScale.click();
    await expect(recipePage.scaleField).toHaveValue("1/2");
    expect(await recipePage.ingredientLines()).toEqual([
      "3/4 cup flour",
      "1 egg",
      "1/4 cup sugar caster",
      "1/2 lemon juiced",
    ]);
    await expect(recipePage.ingredients.getByText("Yield: 4 slices")).toBeVisible();

    await recipePage.scaleField.fill("1/3");
    await recipePage.scaleField.press("Enter");
    expect(await recipePage.ingredientLines()).toEqual([
      "1/2 cup flour",
      "2/3 egg",
      "1/6 cup sugar caster",
      "1/3 lemon juiced",
    ]);
    // The steps' linked ingredients follow the scale too.
    await expect(recipePage.instructions.getByRole("list", { name: "Ingredients for step 2" })).toHaveText(
      "1/2 cup flour",
    );

    await recipePage.scaleField.fill("0");
    await recipePage.scaleField.press("Enter");
    await expect(page.getByText("Between 1/8 and 100")).toBeVisible();
    expect(await recipePage.ingredientLines()).toEqual([
      "1/2 cup flour",
      "2/3 egg",
      "1/6 cup sugar caster",
      "1/3 lemon juiced",
    ]);
  });

  test("COOK shows one step at a time with its ingredients, keeps the screen on, and passes axe", async ({
    page,
    request,
  }) => {
    await recordWakeLock(page);
    const recipe = await seedRecipe(request, lemonCake("Cooked Lemon Cake"));
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);

    await recipePage.cookButton.click();
    await expect(recipePage.cookMode).toBeVisible();
    await expect(recipePage.cookMode.getByText("Step 1 of 3")).toBeVisible();
    await expect(recipePage.cookMode.getByText("Whisk the eggs and the sugar until pale.")).toBeVisible();
    await expect(recipePage.cookMode.getByText("Fold in the flour")).toBeHidden();
    const stepIngredients = recipePage.cookMode.getByRole("list", { name: "For this step" });
    await expect(stepIngredients.getByRole("listitem")).toHaveText(["2 eggs", "1/2 cup sugar caster"]);
    await expect.poll(async () => (await wakeLockRecord(page)).requested).toBe(1);

    expect(await recipePage.seriousAccessibilityViolations()).toEqual([]);

    await recipePage.nextStep.click();
    await expect(recipePage.cookMode.getByText("Step 2 of 3")).toBeVisible();
    await expect(recipePage.cookMode.getByText("Fold in the flour and bake for 45 minutes.")).toBeVisible();
    await expect(stepIngredients.getByRole("listitem")).toHaveText(["1 1/2 cups flour"]);
    // Arrow keys move between steps too.
    await page.keyboard.press("ArrowRight");
    await expect(recipePage.cookMode.getByRole("heading", { name: "Finish" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(recipePage.cookMode.getByText("Step 2 of 3")).toBeVisible();

    await recipePage.exitCookMode.click();
    await expect(recipePage.cookMode).toBeHidden();
    await expect(recipePage.ingredients).toBeVisible();
    await expect.poll(async () => (await wakeLockRecord(page)).released).toBe(1);
  });

  test("a timer from the step text starts, pauses, resumes, rings and stops", async ({ page, request }) => {
    await page.clock.install({ time: new Date("2026-03-01T10:00:00") });
    const recipe = await seedRecipe(request, lemonCake("Timed Lemon Cake"));
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);
    await recipePage.cookButton.click();
    await recipePage.nextStep.click();
    // From here the page's clock moves only when the test moves it.
    await page.clock.pauseAt(new Date("2026-03-01T11:00:00"));

    await recipePage.cookMode.getByRole("button", { name: "Start timer: 45 minutes" }).click();
    const timer = recipePage.cookMode.getByRole("timer", { name: "Time left on 45 minutes" });
    await expect(timer).toHaveText("45:00");
    await page.clock.fastForward("10:00");
    await expect(timer).toHaveText("35:00");

    const timerRow = recipePage.cookMode.getByRole("list", { name: "Timers" }).getByRole("listitem");
    await timerRow.getByRole("button", { name: "Pause" }).click();
    await expect(timerRow.getByText("Paused")).toBeVisible();
    await page.clock.fastForward("05:00");
    await expect(timer).toHaveText("35:00");

    await timerRow.getByRole("button", { name: "Resume" }).click();
    // Leaving cook mode to read the whole recipe neither stops nor forgets the timer.
    await recipePage.exitCookMode.click();
    await expect(recipePage.cookMode).toBeHidden();
    await page.clock.fastForward("10:00");
    await recipePage.cookButton.click();
    await expect(timer).toHaveText("25:00");
    // The timer keeps running while the cook moves on to the next step.
    await recipePage.nextStep.click();
    await page.clock.fastForward("25:00");
    await expect(timer).toHaveText("0:00");
    await expect(page.getByRole("alert").filter({ hasText: "Time is up: 45 minutes" })).toBeVisible();

    await timerRow.getByRole("button", { name: "Stop" }).click();
    await expect(timer).toBeHidden();
  });

  test("modes: Edit and ?edit=true open the editor, leaving it returns to VIEW, Cook toggles with VIEW", async ({
    page,
    request,
  }) => {
    const recipe = await seedRecipe(request, lemonCake("Moded Lemon Cake"));
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);

    await recipePage.editButton.click();
    await expect(page).toHaveURL(`/g/${group}/r/${recipe.slug}?edit=true`);
    await expect(page.getByRole("heading", { name: "Editing Moded Lemon Cake" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(`/g/${group}/r/${recipe.slug}`);
    await expect(recipePage.heading).toHaveText("Moded Lemon Cake");

    await recipePage.goto(group, recipe.slug, "?edit=true");
    await expect(page.getByRole("heading", { name: "Editing Moded Lemon Cake" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(recipePage.cookButton).toBeVisible();

    await recipePage.cookButton.click();
    await expect(recipePage.cookMode).toBeVisible();
    await expect(recipePage.editButton).toBeHidden();
    await recipePage.exitCookMode.click();
    await expect(recipePage.cookMode).toBeHidden();
    await expect(recipePage.editButton).toBeVisible();
  });

  test("rating and favourite: the own rating replaces the group's, is clearable, and the heart toggles", async ({
    page,
    request,
  }) => {
    const recipe = await seedRecipe(request, lemonCake("Rated Lemon Cake"));
    // Two other members rate it 3 and 4: the group's average, 3.5, shows in half steps.
    for (const [index, rating] of [3, 4].entries()) {
      const rater = await createUser(request, `rater${index}-${Date.now()}`);
      const headers = await apiSignIn(request, rater.email, rater.password);
      const rated = await request.post(`/api/users/${rater.id}/ratings/${recipe.slug}`, { headers, data: { rating } });
      expect(rated.status(), await rated.text()).toBeLessThan(300);
    }
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);

    await expect(
      page.getByRole("radiogroup", { name: "Rate this recipe" }).getByRole("radio", { name: "3.5 stars" }),
    ).toBeChecked();
    // The stars take a rating once the user's own ratings have loaded (the heart waits for them too).
    await expect(page.getByRole("button", { name: "Favorite" })).toBeEnabled();
    // Chosen from the keyboard: a pointer on the stars rates by where it hovers, not by the radio it lands on.
    await page.getByRole("main").getByRole("radio", { name: "4 stars" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("radiogroup", { name: "Your rating" })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole("radiogroup", { name: "Your rating" }).getByRole("radio", { name: "4 stars" }),
    ).toBeChecked();
    // One's own rating is whole stars.
    await expect(
      page.getByRole("radiogroup", { name: "Your rating" }).getByRole("radio", { name: "3.5 stars" }),
    ).toHaveCount(0);

    const ratings = await request.get("/api/users/self/ratings", { headers: await apiSignIn(request) });
    const own = ((await ratings.json()) as { ratings: Array<{ recipeId: string; rating: number }> }).ratings;
    expect(own.find((entry) => entry.recipeId === recipe.id)?.rating).toBe(4);

    await page.getByRole("radiogroup", { name: "Your rating" }).getByRole("radio", { name: "No rating" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("radiogroup", { name: "Rate this recipe" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("radiogroup", { name: "Rate this recipe" })).toBeVisible();

    const heart = page.getByRole("button", { name: "Favorite" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(page.getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Favorite" }).click();
    await expect(page.getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "false");
  });

  test("a recipe that does not exist says so", async ({ page }) => {
    await page.goto(`/g/${group}/r/no-such-recipe`);
    await expect(page.getByRole("heading", { name: "Recipe not found" })).toBeVisible();
  });
});

/**
 * How far the page's content reaches past the screen's width, in pixels: the document's and the
 * main area's own (the main area scrolls by itself), whichever is more.
 */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      ...[document.documentElement, document.querySelector("main")].map((element) =>
        element ? element.scrollWidth - element.clientWidth : 0,
      ),
    ),
  );
}

test.describe("recipe page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("find a recipe, open it and cook it", async ({ page, request }) => {
    await recordWakeLock(page);
    const recipe = await seedRecipe(request, lemonCake("Pocket Lemon Cake"));
    await signInPage(page);
    await page.goto(`/g/${group}`);

    await page.getByRole("button", { name: "Search recipes" }).click();
    const search = page.getByRole("dialog", { name: "Search recipes" });
    await search.getByRole("combobox").fill("Pocket Lemon");
    await search.getByRole("option", { name: /Pocket Lemon Cake/ }).click();
    await expect(page).toHaveURL(`/g/${group}/r/${recipe.slug}`);

    const recipePage = new RecipePage(page);
    await expect(recipePage.heading).toHaveText("Pocket Lemon Cake");
    await expect(recipePage.ingredients.getByText("1 1/2 cups flour")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);

    await recipePage.cookButton.click();
    await expect(recipePage.cookMode.getByText("Step 1 of 3")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await recipePage.nextStep.tap();
    await recipePage.nextStep.tap();
    await expect(recipePage.cookMode.getByRole("heading", { name: "Finish" })).toBeVisible();
    await page.getByRole("button", { name: "Finish cooking" }).tap();
    await expect(recipePage.ingredients).toBeVisible();

    await recipePage.editButton.tap();
    const editor = new RecipeEditorPage(page);
    await expect(editor.nameField).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await editor.descriptionField.fill("Made on the phone.");
    await editor.saveButton.tap();
    await expect(recipePage.editButton).toBeVisible();
    await expect(page.getByRole("main").getByText("Made on the phone.")).toBeVisible();
  });
});

test.describe("a visitor on a public group's recipe", () => {
  test("sees the recipe read-only, can print, sees no private actions and a login link", async ({ page, request }) => {
    const kitchen = await createGroupWithMember(request, "Visitor Kitchen", { isPublic: true });
    const recipe = await seedRecipe(request, lemonCake("Open Lemon Cake", { isPublic: true }), kitchen.headers);
    const hidden = await seedRecipe(request, lemonCake("Secret Lemon Cake"), kitchen.headers);

    const recipePage = new RecipePage(page);
    await recipePage.goto(kitchen.groupSlug, recipe.slug);
    await expect(recipePage.heading).toHaveText("Open Lemon Cake");
    await expect(page.getByRole("link", { name: /log in/i }).first()).toBeVisible();
    await expect(recipePage.editButton).toBeHidden();
    await expect(recipePage.madeThisButton).toBeHidden();
    await expect(page.getByRole("button", { name: "Favorite" })).toBeHidden();
    await expect(page.getByRole("radiogroup", { name: "Rate this recipe" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Comments" })).toBeHidden();

    await recipePage.openMenu("Open Lemon Cake");
    await expect(recipePage.menuItems).toHaveText(["Print", "Print preferences"]);
    await page.keyboard.press("Escape");
    await expect(recipePage.printButton).toBeVisible();

    await page.goto(`/g/${kitchen.groupSlug}/r/${hidden.slug}`);
    await expect(page.getByRole("heading", { name: "Recipe not found" })).toBeVisible();
  });

  test("a member of another group gets the same read-only view", async ({ page, request }) => {
    const kitchen = await createGroupWithMember(request, "Neighbour Kitchen", { isPublic: true });
    const recipe = await seedRecipe(request, lemonCake("Neighbour Lemon Cake", { isPublic: true }), kitchen.headers);
    await signInPage(page);
    const recipePage = new RecipePage(page);
    await recipePage.goto(kitchen.groupSlug, recipe.slug);
    await expect(recipePage.editButton).toBeHidden();
    await recipePage.openMenu("Neighbour Lemon Cake");
    await expect(recipePage.menuItems).toHaveText(["Print", "Print preferences"]);
  });
});
