import { expect, type Locator, type Page } from "@playwright/test";

/** The administrator's maintenance screen (`/admin/maintenance`). */
export class MaintenancePage {
  readonly heading: Locator;
  readonly dataFolder: Locator;
  readonly storage: Locator;
  readonly log: Locator;
  readonly result: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.dataFolder = page.getByRole("list", { name: "Data folder" });
    this.storage = page.getByRole("list", { name: "Storage" });
    this.log = page.getByLabel("Last lines of the server log");
    this.result = page.getByRole("status");
  }

  async goto(): Promise<void> {
    await this.page.goto("/admin/maintenance");
    await expect(this.heading).toHaveText("Maintenance", { timeout: 15_000 });
  }

  /** Runs a clean action through its confirmation. */
  async clean(label: string): Promise<void> {
    await this.page.getByRole("button", { name: label }).click();
    await this.page.getByRole("dialog", { name: label }).getByRole("button", { name: label }).click();
  }
}
