import type { Locator, Page } from "@playwright/test";

/** A group's categories, tags or tools, and one organizer's recipes. */
export class OrganizersPage {
  readonly heading: Locator;
  readonly results: Locator;

  constructor(
    readonly page: Page,
    readonly kind: "categories" | "tags" | "tools",
  ) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.results = page.getByRole("list", { name: /^Recipes of / });
  }

  async goto(groupSlug: string): Promise<void> {
    await this.page.goto(`/g/${groupSlug}/recipes/${this.kind}`);
  }

  search(): Locator {
    return this.page.getByRole("searchbox", { name: /^Find a / });
  }

  organizerLink(name: string): Locator {
    return this.page.getByRole("link", { name, exact: true });
  }

  async recipeNames(): Promise<string[]> {
    return this.results.getByRole("article").getByRole("heading").allInnerTexts();
  }
}
