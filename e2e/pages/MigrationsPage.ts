import { expect, type Locator, type Page } from "@playwright/test";

/** The group's migrations (`/group/migrations`): another app's export uploaded, its progress, past migrations. */
export class MigrationsPage {
  readonly heading: Locator;
  readonly source: Locator;
  readonly howTo: Locator;
  readonly submit: Locator;
  readonly progress: Locator;
  readonly pastMigrations: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Migrations" });
    this.source = page.getByRole("combobox", { name: "Recipe app" });
    this.howTo = page.getByRole("region", { name: /^What to export from / });
    this.submit = page.getByRole("button", { name: "Start the migration" });
    this.progress = page.getByRole("region", { name: "Migration progress" });
    this.pastMigrations = page.getByRole("list", { name: "Past migrations" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/group/migrations");
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
  }

  async chooseApp(name: string): Promise<void> {
    await this.source.click();
    await this.page.getByRole("option", { name, exact: true }).click();
    await expect(this.howTo).toHaveAccessibleName(`What to export from ${name}`);
  }

  tagSwitch(app: string): Locator {
    return this.page.getByRole("switch", { name: `Add a tag "${app}" to every imported recipe` });
  }

  fileInput(app: string): Locator {
    return this.page.getByLabel(`${app} export file`);
  }
}
