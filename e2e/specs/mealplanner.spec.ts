import { expect as baseExpect, test } from "@playwright/test";
import ICAL from "ical.js";
import { DEFAULT_ADMIN } from "../fixtures";
import { MealPlannerPage, MealPlanRulesPage } from "../pages/MealPlannerPage";
import { RecipePage } from "../pages/RecipePage";
import { apiSignIn, seedRecipe, signInPage } from "../support/api";
import { seriousAccessibilityViolations } from "../support/axe";
import { planEntries, planEntry } from "../support/mealplans";

// Pages load slowly while several suites share the machine's two cores.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
const group = DEFAULT_ADMIN.groupSlug;

// Each test plans days of its own, years ahead (their headings name the year), so that the tests
// never see each other's entries.
test.describe("meal planner", () => {
  test.beforeEach(async ({ page }) => {
    await signInPage(page);
  });

  test("plans three days with recipes and a note, kept over a reload", async ({ page, request }) => {
    const headers = await apiSignIn(request);
    await seedRecipe(request, { name: "Planner Paella" }, headers);
    await seedRecipe(request, { name: "Planner Pho" }, headers);
    const planner = new MealPlannerPage(page);
    await planner.goto({ start: "2031-05-05", end: "2031-05-11" });
    await expect(planner.day("Monday, May 5, 2031")).toBeVisible();
    await expect(planner.day("Sunday, May 11, 2031")).toBeVisible();

    await planner.edit();
    await planner.addRecipe("Monday, May 5, 2031", "Planner Paella");
    await planner.addRecipe("Tuesday, May 6, 2031", "Planner Pho", "Lunch");
    await planner.addNote("Wednesday, May 7, 2031", "Eat out", "Table for four at eight");
    await planner.viewToggle.click();

    await page.reload();
    await expect(planner.startField).toHaveValue("2031-05-05");
    const paella = planner.meal("Monday, May 5, 2031", "Dinner").getByRole("link", { name: "Planner Paella" });
    await expect(paella).toBeVisible();
    await expect(
      planner.meal("Tuesday, May 6, 2031", "Lunch").getByRole("link", { name: "Planner Pho" }),
    ).toBeVisible();
    const note = planner.meal("Wednesday, May 7, 2031", "Dinner");
    await expect(note.getByText("Eat out")).toBeVisible();
    await expect(note.getByText("Table for four at eight")).toBeVisible();
    expect(await planEntries(request, headers, "2031-05-05", "2031-05-11")).toEqual([
      { date: "2031-05-05", entryType: "dinner", name: "Planner Paella" },
      { date: "2031-05-06", entryType: "lunch", name: "Planner Pho" },
      { date: "2031-05-07", entryType: "dinner", name: "Eat out" },
    ]);

    await paella.click();
    await expect(page).toHaveURL(`/g/${group}/r/planner-paella`);
  });

  test("a random dinner honours the rule made on the rules screen", async ({ page, request }) => {
    const headers = await apiSignIn(request);
    // The only recipe with this tag: a rule that asks for it leaves no other choice.
    await seedRecipe(request, { name: "Rule Ramen", tags: [{ name: "Ramen Night" }] }, headers);
    await seedRecipe(request, { name: "Rule Risotto", tags: [{ name: "Risotto Night" }] }, headers);
    const planner = new MealPlannerPage(page);
    await planner.goto({ start: "2031-08-04", end: "2031-08-05" });
    await planner.rulesLink.click();

    const rules = new MealPlanRulesPage(page);
    await expect(rules.heading).toBeVisible();
    await rules.createRule({ day: "Any day", meal: "Dinner", tags: ["Ramen Night"] });
    const rule = rules.rule("Any day · Dinner");
    await expect(rule.getByText("Ramen Night")).toBeVisible();

    await page.goBack();
    await expect(planner.heading).toBeVisible();
    await planner.edit();
    for (const day of ["Monday, August 4, 2031", "Tuesday, August 5, 2031"]) {
      await planner.random(day, "Dinner");
      await expect(planner.meal(day, "Dinner").getByRole("link", { name: "Rule Ramen" })).toBeVisible();
    }
    expect(await planEntries(request, headers, "2031-08-04", "2031-08-05")).toEqual([
      { date: "2031-08-04", entryType: "dinner", name: "Rule Ramen" },
      { date: "2031-08-05", entryType: "dinner", name: "Rule Ramen" },
    ]);

    // The rule goes, so that it picks nobody else's random dinners.
    await planner.rulesLink.click();
    await rule.getByRole("button", { name: "Delete the rule Any day · Dinner" }).click();
    await page.getByRole("dialog", { name: "Delete this rule?" }).getByRole("button", { name: "Delete" }).click();
    await expect(rule).toBeHidden();
  });

  test("moves an entry to another day with the keyboard only", async ({ page, request }) => {
    const headers = await apiSignIn(request);
    const recipe = await seedRecipe(request, { name: "Keyboard Kedgeree" }, headers);
    await planEntry(request, headers, { date: "2031-06-02", entryType: "dinner", recipeId: recipe.id });
    const planner = new MealPlannerPage(page);
    await planner.goto({ start: "2031-06-01", end: "2031-06-07" });
    await expect(
      planner.meal("Monday, June 2, 2031", "Dinner").getByRole("link", { name: "Keyboard Kedgeree" }),
    ).toBeVisible();

    await planner.editToggle.press("Enter");
    const options = planner.entryOptions("Keyboard Kedgeree");
    await options.press("Enter");
    // The menu opens on its first item, "Move…".
    await expect(page.getByRole("menuitem", { name: "Move…" })).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = planner.dialog("Move Keyboard Kedgeree");
    const dayField = dialog.getByRole("combobox", { name: "Day" });
    await expect(dayField).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("option", { name: "Monday, June 2, 2031" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(dayField).toHaveText("Wednesday, June 4, 2031");
    await dialog.getByRole("button", { name: "Move", exact: true }).press("Enter");

    const moved = planner.meal("Wednesday, June 4, 2031", "Dinner");
    await expect(moved.getByRole("link", { name: "Keyboard Kedgeree" })).toBeVisible();
    await expect(planner.day("Monday, June 2, 2031").getByRole("link", { name: "Keyboard Kedgeree" })).toBeHidden();
    await expect(moved.getByRole("button", { name: "Options for Keyboard Kedgeree" })).toBeFocused();
    const said = "Keyboard Kedgeree moved to Wednesday, June 4, 2031, Dinner";
    await expect(planner.announcement(said)).toHaveText(said);
    expect(await planEntries(request, headers, "2031-06-01", "2031-06-07")).toEqual([
      { date: "2031-06-04", entryType: "dinner", name: "Keyboard Kedgeree" },
    ]);
  });

  test("drags an entry to another day's lunch with the mouse", async ({ page, request }) => {
    const headers = await apiSignIn(request);
    const recipe = await seedRecipe(request, { name: "Dragged Dal" }, headers);
    await planEntry(request, headers, { date: "2031-09-01", entryType: "dinner", recipeId: recipe.id });
    const planner = new MealPlannerPage(page);
    await planner.goto({ start: "2031-09-01", end: "2031-09-03" });
    await planner.edit();

    const handle = planner.dragHandle("Monday, September 1, 2031", "Dinner", "Dragged Dal");
    const target = planner.day("Wednesday, September 3, 2031").getByRole("heading", { name: "Lunch" });
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error("the handle or the target is not on screen");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();

    await expect(
      planner.meal("Wednesday, September 3, 2031", "Lunch").getByRole("link", { name: "Dragged Dal" }),
    ).toBeVisible();
    expect(await planEntries(request, headers, "2031-09-01", "2031-09-03")).toEqual([
      { date: "2031-09-03", entryType: "lunch", name: "Dragged Dal" },
    ]);
  });

  test("adds a recipe to the plan from its page's menu", async ({ page, request }) => {
    const headers = await apiSignIn(request);
    const recipe = await seedRecipe(request, { name: "Menu Moussaka" }, headers);
    const recipePage = new RecipePage(page);
    await recipePage.goto(group, recipe.slug);
    await recipePage.chooseFromMenu("Menu Moussaka", "Add to meal plan");
    const dialog = recipePage.dialog("Add to meal plan");
    await expect(dialog.getByRole("combobox", { name: "Meal" })).toHaveText("Dinner");
    await dialog.getByLabel("Date").fill("2031-07-15");
    await dialog.getByRole("combobox", { name: "Meal" }).click();
    await page.getByRole("option", { name: "Lunch", exact: true }).click();
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(recipePage.toast("Recipe added to meal plan")).toBeVisible();
    await expect(dialog).toBeHidden();

    const planner = new MealPlannerPage(page);
    await planner.goto({ start: "2031-07-13", end: "2031-07-19" });
    await expect(
      planner.meal("Tuesday, July 15, 2031", "Lunch").getByRole("link", { name: "Menu Moussaka" }),
    ).toBeVisible();
  });

  test("lays the days out in one column on a phone and in weekday columns on a wide screen", async ({ page }) => {
    const planner = new MealPlannerPage(page);
    const boxOf = async (label: string) => {
      const box = await planner.day(label).boundingBox();
      if (!box) throw new Error(`${label} is not on screen`);
      return box;
    };
    await page.setViewportSize({ width: 390, height: 844 });
    await planner.goto({ start: "2031-11-03", end: "2031-11-09" });
    const [monday, tuesday] = [await boxOf("Monday, November 3, 2031"), await boxOf("Tuesday, November 4, 2031")];
    expect(tuesday.x).toBe(monday.x);
    expect(tuesday.y).toBeGreaterThan(monday.y);

    // Sunday begins the default group's week: Monday is its second column, Sunday the first of the next row.
    // The navigation drawer follows the screen size, so the days move while it opens: measured again
    // until the layout has settled.
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(async () => {
      const [wideMonday, wideTuesday] = [
        await boxOf("Monday, November 3, 2031"),
        await boxOf("Tuesday, November 4, 2031"),
      ];
      const wideSunday = await boxOf("Sunday, November 9, 2031");
      expect(wideTuesday.y).toBe(wideMonday.y);
      expect(wideTuesday.x).toBeGreaterThan(wideMonday.x);
      expect(wideSunday.x).toBeLessThan(wideMonday.x);
      expect(wideSunday.y).toBeGreaterThan(wideMonday.y);
    }).toPass();
  });

  test("passes axe in view and edit mode, light and dark", async ({ page, request }) => {
    const headers = await apiSignIn(request);
    const recipe = await seedRecipe(request, { name: "Accessible Arancini" }, headers);
    await planEntry(request, headers, { date: "2031-10-06", entryType: "lunch", recipeId: recipe.id });
    await planEntry(request, headers, {
      date: "2031-10-07",
      entryType: "dinner",
      title: "Soup",
      text: "From the freezer",
    });
    const planner = new MealPlannerPage(page);
    await planner.goto({ start: "2031-10-05", end: "2031-10-11" });
    await expect(
      planner.day("Monday, October 6, 2031").getByRole("link", { name: "Accessible Arancini" }),
    ).toBeVisible();

    for (const scheme of ["light", "dark"] as const) {
      await page.getByRole("switch", { name: "Dark mode" }).setChecked(scheme === "dark");
      await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /light/);
      await planner.viewToggle.click();
      expect(await seriousAccessibilityViolations(page), `view mode, ${scheme}`).toEqual([]);
      await planner.edit();
      expect(await seriousAccessibilityViolations(page), `edit mode, ${scheme}`).toEqual([]);
      await planner.calendarFeedButton.click();
      const feed = planner.dialog("Calendar feed");
      await expect(feed.getByRole("button", { name: /Turn on|Turn off/ })).toBeVisible();
      await feed.getByRole("button", { name: "Close" }).click();
      await expect(feed).toBeHidden();
    }
  });

  test("turns the calendar feed on, renews it and turns it off", async ({ page, request }) => {
    const headers = await apiSignIn(request);
    const soon = new Date();
    soon.setDate(soon.getDate() + 3);
    const day = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, "0")}-${String(soon.getDate()).padStart(2, "0")}`;
    const note = await planEntry(request, headers, { date: day, entryType: "lunch", title: "Feed picnic, bring rugs" });
    const planner = new MealPlannerPage(page);
    await planner.goto();
    await planner.calendarFeedButton.click();
    const dialog = planner.dialog("Calendar feed");
    await dialog.getByRole("button", { name: "Turn on" }).click();
    const address = dialog.getByRole("textbox", { name: "Calendar address" });
    await expect(address).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendars\/mealplans\/.+/);
    const first = await address.inputValue();
    // Fetched as a calendar app does, without the session, and read by ical.js (Thunderbird's reader).
    const calendar = await request.get(first, { headers: { cookie: "" } });
    expect(calendar.status()).toBe(200);
    const events = new ICAL.Component(ICAL.parse(await calendar.text()))
      .getAllSubcomponents("vevent")
      .map((vevent) => new ICAL.Event(vevent));
    const picnic = events.find((event) => event.uid.startsWith(`meal-plan-entry-${note.id}@`));
    expect(picnic?.summary).toBe("Lunch: Feed picnic, bring rugs");
    expect(picnic?.startDate.toString()).toBe(day);

    await dialog.getByRole("button", { name: "New address" }).click();
    await page
      .getByRole("dialog", { name: "Make a new address?" })
      .getByRole("button", { name: "New address" })
      .click();
    await expect(address).not.toHaveValue(first);
    expect((await request.get(first)).status()).toBe(404);

    await dialog.getByRole("button", { name: "Turn off" }).click();
    await page
      .getByRole("dialog", { name: "Turn off the calendar feed?" })
      .getByRole("button", { name: "Turn off" })
      .click();
    await expect(dialog.getByText("Your calendar feed is off.")).toBeVisible();
    await expect(address).toBeHidden();
  });
});
