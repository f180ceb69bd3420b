import type { Locator, Page } from "@playwright/test";

/** The import screen: one address, many addresses, pasted HTML or JSON-LD, a zip, the bookmarklet. */
export class ImportRecipePage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Import recipes" });
  }

  async goto(groupSlug: string): Promise<void> {
    await this.page.goto(`/g/${groupSlug}/r/create/url`);
  }

  tab(name: "From a web address" | "Many addresses" | "Paste HTML or JSON-LD" | "From a zip" | "Bookmarklet"): Locator {
    return this.page.getByRole("tab", { name });
  }

  get progress(): Locator {
    return this.page.getByRole("region", { name: "Import progress" });
  }
}
