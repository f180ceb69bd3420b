import { expect, type Locator, type Page } from "@playwright/test";

/** The parser playground at /admin/parser: one line, the parser's reading of it and its tokens. */
export class ParserPlaygroundPage {
  readonly lineField: Locator;
  readonly parseButton: Locator;
  readonly resultTable: Locator;
  readonly tokensTable: Locator;

  constructor(readonly page: Page) {
    this.lineField = page.getByRole("textbox", { name: "Ingredient line" });
    this.parseButton = page.getByRole("button", { name: "Parse", exact: true });
    this.resultTable = page.getByRole("table", { name: "Result" });
    this.tokensTable = page.getByRole("table", { name: "Tokens" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/admin/parser");
    await expect(this.page.getByRole("heading", { name: "Ingredient parser", level: 1 })).toBeVisible();
  }

  async parse(line: string): Promise<void> {
    await this.lineField.fill(line);
    await this.parseButton.click();
    await expect(this.tokensTable).toBeVisible();
  }

  parser(name: "Model (nlp)" | "Rules (brute)"): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  /** The playground's token table as [token, label, confidence] rows. */
  async tokens(): Promise<string[][]> {
    const rows = this.tokensTable.getByRole("row");
    const count = await rows.count();
    const cells: string[][] = [];
    for (let index = 1; index < count; index++) {
      cells.push((await rows.nth(index).getByRole("cell").allInnerTexts()).map((text) => text.trim()));
    }
    return cells;
  }

  /** The value shown for one field of the result (Quantity, Unit, Food, Note). */
  field(name: string): Locator {
    return this.resultTable.getByRole("row").filter({ has: this.page.getByRole("rowheader", { name, exact: true }) });
  }
}

/** The recipe editor's Parse dialog: the review table of every ingredient line. */
export class IngredientParserDialog {
  readonly dialog: Locator;
  readonly saveAllButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: "Parse ingredients" });
    this.saveAllButton = this.dialog.getByRole("button", { name: "Save all" });
  }

  /** Waits until the parser's reading of every line is in the table. */
  async waitForReading(lines: number): Promise<void> {
    await expect(this.dialog).toBeVisible({ timeout: 15_000 });
    await expect(this.dialog.getByRole("progressbar", { name: "Parsing ingredients" })).toHaveCount(0);
    await expect(this.dialog.getByRole("table", { name: "Parsed ingredients" }).getByRole("row")).toHaveCount(
      lines + 1,
    );
  }

  quantity(line: string): Locator {
    return this.dialog.getByRole("textbox", { name: `Quantity of ${line}`, exact: true });
  }

  unit(line: string): Locator {
    return this.dialog.getByRole("combobox", { name: `Unit of ${line}`, exact: true });
  }

  food(line: string): Locator {
    return this.dialog.getByRole("combobox", { name: `Food of ${line}`, exact: true });
  }

  note(line: string): Locator {
    return this.dialog.getByRole("textbox", { name: `Note of ${line}`, exact: true });
  }

  confidence(line: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${escapeRegExp(line)}: \\d+% confidence$`));
  }

  /** The "Create “name”" offer under a unit or food the group does not have yet. */
  createOffer(name: string): Locator {
    return this.dialog.getByRole("button", { name: `Create “${name}”`, exact: true });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
