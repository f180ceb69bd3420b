import { expect, type Locator, type Page } from "@playwright/test";

const PLANNER = "/group/mealplan/planner/view";

/** The meal planner: a range of days, each with its entries by meal type; view and edit modes. */
export class MealPlannerPage {
  readonly heading: Locator;
  readonly editToggle: Locator;
  readonly viewToggle: Locator;
  readonly rulesLink: Locator;
  readonly calendarFeedButton: Locator;
  readonly startField: Locator;
  readonly endField: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Meal planner" });
    this.editToggle = page.getByRole("button", { name: "Edit", exact: true });
    this.viewToggle = page.getByRole("button", { name: "View", exact: true });
    this.rulesLink = page.getByRole("link", { name: "Rules" });
    this.calendarFeedButton = page.getByRole("button", { name: "Calendar feed" });
    this.startField = page.getByLabel("From");
    this.endField = page.getByLabel("To");
  }

  /** Opens the planner on the days from `start` to `end` (yyyy-MM-dd), or on its default range. */
  async goto(range?: { start: string; end: string }): Promise<void> {
    await this.page.goto(range ? `${PLANNER}?${new URLSearchParams(range)}` : PLANNER);
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
  }

  async edit(): Promise<void> {
    await this.editToggle.click();
    await expect(this.page.getByRole("button", { name: /^Add to / }).first()).toBeVisible();
  }

  /** A day's section, by its heading ("Monday, May 5"). */
  day(label: string): Locator {
    return this.page.getByRole("region", { name: label, exact: true });
  }

  /** The entries of a day's meal type ("Dinner"). */
  meal(dayLabel: string, type: string): Locator {
    return this.day(dayLabel).getByRole("list", { name: `${type} on ${dayLabel}` });
  }

  /** What the page's live region said (it is visually hidden; dnd-kit keeps one of its own beside it). */
  announcement(text: string): Locator {
    return this.page.getByRole("main").getByRole("status").filter({ hasText: text });
  }

  /** The handle a pointer drags an entry by (keyboard users move entries from the entry's menu). */
  dragHandle(dayLabel: string, type: string, name: string): Locator {
    return this.meal(dayLabel, type)
      .getByRole("listitem")
      .filter({ hasText: name })
      .getByTitle("Drag to another day or meal");
  }

  entryOptions(name: string): Locator {
    return this.page.getByRole("button", { name: `Options for ${name}` });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole("dialog", { name });
  }

  /** Adds one of the group's recipes, found by searching its name, to a day as the meal given. */
  async addRecipe(dayLabel: string, recipeName: string, type?: string): Promise<void> {
    await this.page.getByRole("button", { name: `Add to ${dayLabel}` }).click();
    const dialog = this.dialog(`Add to ${dayLabel}`);
    await dialog.getByRole("combobox", { name: "Search recipes" }).fill(recipeName);
    await this.page.getByRole("option", { name: recipeName, exact: true }).click();
    if (type) await this.chooseMeal(dialog, type);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async addNote(dayLabel: string, title: string, text: string, type?: string): Promise<void> {
    await this.page.getByRole("button", { name: `Add to ${dayLabel}` }).click();
    const dialog = this.dialog(`Add to ${dayLabel}`);
    await dialog.getByRole("button", { name: "Note", exact: true }).click();
    await dialog.getByRole("textbox", { name: "Title" }).fill(title);
    await dialog.getByRole("textbox", { name: "Text" }).fill(text);
    if (type) await this.chooseMeal(dialog, type);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async random(dayLabel: string, type: string): Promise<void> {
    await this.page.getByRole("button", { name: `Random recipe for ${dayLabel}` }).click();
    await this.page.getByRole("menuitem", { name: `Random ${type}` }).click();
  }

  private async chooseMeal(dialog: Locator, type: string): Promise<void> {
    await dialog.getByRole("combobox", { name: "Meal" }).click();
    await this.page.getByRole("option", { name: type, exact: true }).click();
  }
}

/** The meal plan rules screen. */
export class MealPlanRulesPage {
  readonly heading: Locator;
  readonly newRuleButton: Locator;
  readonly rules: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Meal plan rules" });
    this.newRuleButton = page.getByRole("button", { name: "New rule" });
    this.rules = page.getByRole("list", { name: "Rules" }).getByRole("listitem");
  }

  /** Creates a rule from the form: a day ("Any day", "Monday"), a meal ("Any meal", "Dinner") and tags. */
  async createRule({ day, meal, tags }: { day: string; meal: string; tags: string[] }): Promise<void> {
    await this.newRuleButton.click();
    const form = this.page.getByRole("form", { name: "Rule" });
    await form.getByRole("combobox", { name: "Day" }).click();
    await this.page.getByRole("option", { name: day, exact: true }).click();
    await form.getByRole("combobox", { name: "Meal" }).click();
    await this.page.getByRole("option", { name: meal, exact: true }).click();
    for (const tag of tags) {
      await form.getByRole("combobox", { name: "Tags" }).fill(tag);
      await this.page.getByRole("option", { name: tag, exact: true }).click();
    }
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form).toBeHidden();
  }

  rule(summary: string): Locator {
    return this.rules.filter({ has: this.page.getByRole("heading", { name: summary, exact: true }) });
  }
}
