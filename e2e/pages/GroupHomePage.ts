import { expect, type Locator, type Page } from "@playwright/test";

/** A group's home inside the default layout, with its top bar, sidebar and search dialog. */
export class GroupHomePage {
  readonly heading: Locator;
  readonly logoutButton: Locator;
  readonly darkModeSwitch: Locator;
  readonly menuToggle: Locator;
  readonly searchDialog: Locator;
  readonly searchInput: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.logoutButton = page.getByRole("button", { name: "Log out" });
    this.darkModeSwitch = page.getByRole("switch", { name: "Dark mode" });
    this.menuToggle = page.getByRole("button", { name: "Toggle navigation menu" });
    this.searchDialog = page.getByRole("dialog", { name: "Search recipes" });
    this.searchInput = this.searchDialog.getByRole("combobox");
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
