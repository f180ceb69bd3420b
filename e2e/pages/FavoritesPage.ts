import type { Locator, Page } from "@playwright/test";

/** A member's favourite recipes. */
export class FavoritesPage {
  readonly heading: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.cards = page.getByRole("list", { name: "My favorites" }).getByRole("article");
  }

  async goto(userId: string): Promise<void> {
    await this.page.goto(`/user/${userId}/favorites`);
  }

  card(name: string): Locator {
    return this.page.getByRole("article", { name, exact: true });
  }
}
