import { expect, type Locator, type Page } from "@playwright/test";
import { seriousAccessibilityViolations } from "../support/axe";

/** The recipe page in its VIEW and COOK modes, its menu and dialogs. */
export class RecipePage {
  readonly heading: Locator;
  readonly ingredients: Locator;
  readonly instructions: Locator;
  readonly scaleField: Locator;
  readonly increaseScale: Locator;
  readonly decreaseScale: Locator;
  readonly cookButton: Locator;
  readonly editButton: Locator;
  readonly printButton: Locator;
  readonly madeThisButton: Locator;
  readonly cookMode: Locator;
  readonly exitCookMode: Locator;
  readonly nextStep: Locator;
  readonly previousStep: Locator;
  readonly menuItems: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.ingredients = page.getByRole("region", { name: "Ingredients" });
    this.instructions = page.getByRole("region", { name: "Instructions" });
    this.scaleField = page.getByRole("textbox", { name: "Scale" });
    this.increaseScale = page.getByRole("button", { name: "Increase the scale" });
    this.decreaseScale = page.getByRole("button", { name: "Decrease the scale" });
    this.cookButton = page.getByRole("button", { name: "Cook", exact: true });
    this.editButton = page.getByRole("button", { name: "Edit", exact: true });
    this.printButton = page.getByRole("button", { name: "Print", exact: true });
    this.madeThisButton = page.getByRole("button", { name: "I made this" });
    this.cookMode = page.getByRole("region", { name: "Cook mode" });
    this.exitCookMode = page.getByRole("button", { name: "Exit cook mode" });
    this.nextStep = page.getByRole("button", { name: "Next step" });
    this.previousStep = page.getByRole("button", { name: "Previous step" });
    this.menuItems = page.getByRole("menu").getByRole("menuitem");
  }

  async goto(groupSlug: string, slug: string, query = ""): Promise<void> {
    await this.page.goto(`/g/${groupSlug}/r/${slug}${query}`);
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
  }

  /** The ingredient lines as the reader sees them, in order. */
  ingredientLines(): Promise<string[]> {
    return this.ingredients
      .getByRole("checkbox")
      .evaluateAll((boxes) =>
        boxes.map((box) => (box.closest("label")?.textContent ?? "").replace(/\s+/g, " ").trim()),
      );
  }

  async openMenu(recipeName: string): Promise<void> {
    await this.page.getByRole("button", { name: `Actions for ${recipeName}` }).click();
    await expect(this.page.getByRole("menu")).toBeVisible();
  }

  async chooseFromMenu(recipeName: string, item: string): Promise<void> {
    await this.openMenu(recipeName);
    await this.page.getByRole("menuitem", { name: item, exact: true }).click();
  }

  /**
   * A toast with this text. Found by its text, not its role: while a dialog is open the modal hides
   * the rest of the page (the toaster included) from the accessibility tree.
   */
  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole("dialog", { name });
  }

  /** The serious and critical axe violations in the page's main content (see support/axe). */
  seriousAccessibilityViolations(): Promise<string[]> {
    return seriousAccessibilityViolations(this.page);
  }
}
