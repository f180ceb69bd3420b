import { expect, type Locator, type Page } from "@playwright/test";

/** A group's home inside the default layout, with its top bar, sidebar and search dialog. */
export class GroupHomePage {
  readonly heading: Locator;
  readonly logoutButton: Locator;
  readonly darkModeSwitch: Locator;
  readonly menuToggle: Locator;
  readonly searchDialog: Locator;
  readonly searchInput: Locator;
  /** The group home's own search (not the top bar's dialog). */
  readonly recipeSearch: Locator;
  readonly filtersButton: Locator;
  readonly orderBy: Locator;
  readonly ascendingOrder: Locator;
  readonly listViewButton: Locator;
  readonly cardViewButton: Locator;
  readonly results: Locator;
  readonly recipeCards: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.logoutButton = page.getByRole("button", { name: "Log out" });
    this.darkModeSwitch = page.getByRole("switch", { name: "Dark mode" });
    this.menuToggle = page.getByRole("button", { name: "Toggle navigation menu" });
    this.searchDialog = page.getByRole("dialog", { name: "Search recipes" });
    this.searchInput = this.searchDialog.getByRole("combobox");
    this.recipeSearch = page.getByRole("searchbox", { name: "Search by name, ingredient or description" });
    this.filtersButton = page.getByRole("button", { name: "Filters" });
    this.orderBy = page.getByRole("combobox", { name: "Order by" });
    this.ascendingOrder = page.getByRole("button", { name: "Ascending order" });
    this.listViewButton = page.getByRole("button", { name: "List", exact: true });
    this.cardViewButton = page.getByRole("button", { name: "Cards", exact: true });
    this.results = page.getByRole("list", { name: "Recipes" });
    this.recipeCards = this.results.getByRole("article");
    this.count = page.getByRole("status").filter({ hasText: /recipes?$/ });
  }

  card(name: string): Locator {
    return this.results.getByRole("article", { name, exact: true });
  }

  /** The names of the recipes shown, in order. */
  async recipeNames(): Promise<string[]> {
    return this.recipeCards.getByRole("heading").allInnerTexts();
  }

  filter(kind: "Categories" | "Tags" | "Tools" | "Foods"): Locator {
    return this.page.getByRole("combobox", { name: kind, exact: true });
  }

  requireAll(kind: "categories" | "tags" | "tools" | "foods"): Locator {
    return this.page.getByRole("checkbox", { name: `Require all ${kind}` });
  }

  async pickFilter(kind: "Categories" | "Tags" | "Tools" | "Foods", option: string): Promise<void> {
    await this.filter(kind).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
    await this.page.keyboard.press("Escape");
  }

  async chooseOrder(label: string): Promise<void> {
    await this.orderBy.click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
  }

  async goto(groupSlug: string): Promise<void> {
    await this.page.goto(`/g/${groupSlug}`);
    await expect(this.heading).toBeVisible();
  }

  /** The scheme MUI applies to the document: "light" or "dark". */
  async colorScheme(): Promise<string> {
    return this.page.evaluate(() => (document.documentElement.classList.contains("dark") ? "dark" : "light"));
  }

  async pressSlash(): Promise<void> {
    // Focus the page body, not a field, as a reader would before using the shortcut.
    await this.heading.click();
    await this.page.keyboard.press("/");
  }
}
