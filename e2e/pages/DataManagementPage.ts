import { expect, type Locator, type Page } from "@playwright/test";

/** One data management screen (`/group/data/{kind}`): a table with search, row actions and forms. */
export class DataManagementPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.heading = page.getByRole("heading", { level: 1, name: title });
    this.table = page.getByRole("table", { name: title });
  }

  async goto(kind: string): Promise<void> {
    await this.page.goto(`/group/data/${kind}`);
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
    await expect(this.table).toBeVisible();
  }

  search(): Locator {
    return this.page.getByRole("searchbox");
  }

  /** Narrows the table to the rows holding the text (its search). */
  async find(text: string): Promise<void> {
    await this.search().fill(text);
  }

  row(name: string): Locator {
    return this.table.getByRole("row").filter({ has: this.page.getByRole("cell", { name, exact: true }) });
  }

  /** Names of the rows shown, from their first column after the checkbox (if any). */
  async rowTexts(): Promise<string[]> {
    return this.table.getByRole("row").allInnerTexts();
  }

  button(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  form(name: string): Locator {
    return this.page.getByRole("form", { name });
  }

  dialog(name: string): Locator {
    return this.page.getByRole("dialog", { name });
  }
}
