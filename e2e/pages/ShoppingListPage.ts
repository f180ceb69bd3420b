import { expect, type Locator, type Page } from "@playwright/test";
import { seriousAccessibilityViolations } from "../support/axe";

/** `/shopping-lists`: the member's lists. */
export class ShoppingListsPage {
  readonly heading: Locator;
  readonly lists: Locator;
  readonly createButton: Locator;
  readonly viewAllSwitch: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Shopping lists" });
    this.lists = page.getByRole("list", { name: "Shopping lists" });
    this.createButton = page.getByRole("button", { name: "Create list" });
    this.viewAllSwitch = page.getByRole("switch", { name: "View all lists" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/shopping-lists");
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
  }

  /** Creates a list through the dialog; the app then opens it. */
  async create(name: string): Promise<void> {
    await this.createButton.click();
    const dialog = this.page.getByRole("dialog", { name: "New shopping list" });
    await dialog.getByRole("textbox", { name: "List name" }).fill(name);
    await dialog.getByRole("button", { name: "Create list" }).click();
  }
}

/** One list's page (`/shopping-lists/{id}`). */
export class ShoppingListPage {
  readonly heading: Locator;
  readonly quickAddField: Locator;
  readonly byLabelSwitch: Locator;
  readonly reorderButton: Locator;
  readonly checkedToggle: Locator;
  readonly offlineBanner: Locator;
  readonly recipes: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.quickAddField = page.getByRole("textbox", { name: "Add an item" });
    this.byLabelSwitch = page.getByRole("switch", { name: "Group by label" });
    this.reorderButton = page.getByRole("button", { name: "Reorder" });
    this.checkedToggle = page.getByRole("button", { name: /^\d+ checked items?$/ });
    this.offlineBanner = page.getByRole("alert").filter({ hasText: "You are offline" });
    this.recipes = page.getByRole("region", { name: "Recipes on this list" });
  }

  async goto(listId: string): Promise<void> {
    await this.page.goto(`/shopping-lists/${listId}`);
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
  }

  /** An item's checkbox, named by the item's line. */
  item(line: string): Locator {
    return this.page.getByRole("main").getByRole("checkbox", { name: line, exact: true });
  }

  /** The group of items under a label ("No label", or "Items to buy" when not grouped). */
  group(title: string): Locator {
    return this.page.getByRole("main").getByRole("list", { name: title, exact: true });
  }

  /** The lines of a group's items, in the order shown. */
  lines(group: Locator): Promise<string[]> {
    return group
      .getByRole("checkbox")
      .evaluateAll((boxes) =>
        boxes.map((box) => document.getElementById(box.getAttribute("aria-labelledby") ?? "")?.textContent ?? ""),
      );
  }

  /** The group titles in the order shown. */
  groupTitles(): Promise<string[]> {
    return this.page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();
  }

  async quickAdd(line: string): Promise<void> {
    await this.quickAddField.fill(line);
    await this.quickAddField.press("Enter");
  }

  /** Shows the checked items (folded away by default). */
  async showChecked(): Promise<void> {
    if ((await this.checkedToggle.getAttribute("aria-expanded")) !== "true") await this.checkedToggle.click();
  }

  /**
   * Moves a line `steps` places (down when positive) with the keyboard alone, waiting after each
   * key for what a screen reader hears: a key pressed before the pick-up has landed is lost.
   */
  async moveWithKeyboard(line: string, steps: number): Promise<void> {
    const handle = this.page.getByRole("button", { name: `Move ${line}` });
    const heard = (text: RegExp) => expect(this.page.getByRole("status").filter({ hasText: text })).toHaveCount(1);
    await handle.focus();
    await this.page.keyboard.press("Space");
    await heard(new RegExp(`^${line} is at position \\d+ of`));
    const status = await this.page.getByRole("status").filter({ hasText: line }).textContent();
    const start = Number(/position (\d+) of/.exec(status ?? "")?.[1]);
    for (let step = 1; step <= Math.abs(steps); step++) {
      await this.page.keyboard.press(steps > 0 ? "ArrowDown" : "ArrowUp");
      await heard(new RegExp(`^${line} is at position ${start + Math.sign(steps) * step} of`));
    }
    await this.page.keyboard.press("Space");
    await heard(new RegExp(`^${line} dropped at position ${start + steps} of`));
  }

  seriousAccessibilityViolations(): Promise<string[]> {
    return seriousAccessibilityViolations(this.page);
  }
}
