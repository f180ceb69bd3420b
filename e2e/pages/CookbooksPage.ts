import { expect, type Locator, type Page } from "@playwright/test";

/** A group's cookbooks (`/g/{group}/cookbooks`), one cookbook's page and the cookbook form. */
export class CookbooksPage {
  readonly heading: Locator;
  readonly list: Locator;
  readonly createButton: Locator;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.list = page.getByRole("list", { name: "Cookbooks" });
    this.createButton = page.getByRole("button", { name: "New cookbook" });
    this.form = page.getByRole("form", { name: "Cookbook" });
  }

  async goto(groupSlug: string): Promise<void> {
    await this.page.goto(`/g/${groupSlug}/cookbooks`);
    await expect(this.heading).toHaveText("Cookbooks", { timeout: 15_000 });
  }

  /** The cookbooks' names in their order. */
  async names(): Promise<string[]> {
    return this.list.getByRole("group").getByRole("link").allInnerTexts();
  }

  /** The drag handle of a cookbook: also moved with the keyboard (space, arrows, space). */
  handle(name: string): Locator {
    return this.page.getByRole("button", { name: `Move ${name}`, exact: true });
  }

  /** Moves a cookbook up (negative) or down by `steps` places with the keyboard alone. */
  async moveWithKeyboard(name: string, steps: number): Promise<void> {
    const handle = this.handle(name);
    // Each key waits for what a screen reader hears: one pressed before the last has landed is lost.
    const heard = (text: RegExp) => expect(this.page.getByRole("status").filter({ hasText: text })).toHaveCount(1);
    await handle.focus();
    await this.page.keyboard.press("Space");
    await heard(new RegExp(`^${name} is at position \\d+ of`));
    const status = await this.page.getByRole("status").filter({ hasText: name }).textContent();
    const start = Number(/position (\d+) of/.exec(status ?? "")?.[1]);
    for (let step = 1; step <= Math.abs(steps); step++) {
      await this.page.keyboard.press(steps < 0 ? "ArrowUp" : "ArrowDown");
      await heard(new RegExp(`^${name} is at position ${start + Math.sign(steps) * step} of`));
    }
    await this.page.keyboard.press("Space");
    await heard(new RegExp(`^${name} dropped at position ${start + steps} of`));
  }

  editButton(name: string): Locator {
    return this.page.getByRole("button", { name: `Edit ${name}`, exact: true });
  }

  deleteButton(name: string): Locator {
    return this.page.getByRole("button", { name: `Delete ${name}`, exact: true });
  }

  /** Picks one of the group's organizers in the form's picker ("Categories", "Tags", "Tools"). */
  async pickOrganizer(picker: string, name: string): Promise<void> {
    const field = this.form.getByRole("combobox", { name: picker });
    await field.fill(name);
    await this.page.getByRole("option", { name, exact: true }).click();
  }

  /** The recipes one cookbook's page shows, by name. */
  async recipeNames(): Promise<string[]> {
    return this.page.getByRole("list", { name: "Recipes" }).getByRole("article").getByRole("heading").allInnerTexts();
  }
}
