import { expect, type Locator, type Page } from "@playwright/test";

/** The group's reports (`/group/reports`) and one report. */
export class ReportsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly typeFilter: Locator;
  readonly entries: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.table = page.getByRole("table", { name: "Reports" });
    this.typeFilter = page.getByRole("combobox", { name: "Type" });
    this.entries = page.getByRole("table", { name: "Entries" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/group/reports");
    await expect(this.heading).toHaveText("Reports", { timeout: 15_000 });
  }

  async filterBy(type: string): Promise<void> {
    await this.typeFilter.click();
    await this.page.getByRole("option", { name: type, exact: true }).click();
  }

  reportLink(name: string): Locator {
    return this.table.getByRole("link", { name });
  }
}
