import { expect, type Locator, type Page } from "@playwright/test";

/** The recipe page in EDIT mode: the recipe editor's form (or JSON view) and its leave-page dialog. */
export class RecipeEditorPage {
  readonly nameField: Locator;
  readonly descriptionField: Locator;
  readonly yieldField: Locator;
  readonly saveButton: Locator;
  readonly cancelButton: Locator;
  readonly formModeButton: Locator;
  readonly jsonModeButton: Locator;
  readonly jsonField: Locator;
  readonly addIngredientButton: Locator;
  readonly addStepButton: Locator;
  readonly addNoteButton: Locator;
  readonly addExtraButton: Locator;
  readonly leaveDialog: Locator;

  constructor(readonly page: Page) {
    this.nameField = page.getByRole("textbox", { name: "Recipe name" });
    this.descriptionField = page.getByRole("textbox", { name: "Description" });
    this.yieldField = page.getByRole("textbox", { name: "Yield" });
    this.saveButton = page.getByRole("button", { name: "Save", exact: true });
    this.cancelButton = page.getByRole("button", { name: "Cancel", exact: true });
    this.formModeButton = page.getByRole("button", { name: "Form", exact: true });
    this.jsonModeButton = page.getByRole("button", { name: "JSON", exact: true });
    this.jsonField = page.getByRole("textbox", { name: "Recipe JSON" });
    this.addIngredientButton = page.getByRole("button", { name: "Add ingredient" });
    this.addStepButton = page.getByRole("button", { name: "Add step" });
    this.addNoteButton = page.getByRole("button", { name: "Add note" });
    this.addExtraButton = page.getByRole("button", { name: "Add extra" });
    this.leaveDialog = page.getByRole("dialog", { name: "Leave without saving?" });
  }

  async goto(groupSlug: string, recipeSlug: string): Promise<void> {
    await this.page.goto(`/g/${groupSlug}/r/${recipeSlug}?edit=true`);
    // The editor is a chunk of its own, fetched on the first EDIT: give a busy machine time for it.
    await expect(this.nameField).toBeVisible({ timeout: 15_000 });
  }

  ingredient(number: number): Locator {
    return this.page.getByRole("group", { name: `Ingredient ${number}`, exact: true });
  }

  step(number: number): Locator {
    return this.page.getByRole("group", { name: `Step ${number}`, exact: true });
  }

  note(number: number): Locator {
    return this.page.getByRole("group", { name: `Note ${number}`, exact: true });
  }

  extra(number: number): Locator {
    return this.page.getByRole("group", { name: `Extra ${number}`, exact: true });
  }

  /** Picks an option of a unit or food field, or creates it when it does not exist yet. */
  async pickOrCreate(field: Locator, name: string): Promise<void> {
    await field.fill(name);
    const listbox = this.page.getByRole("listbox");
    const existing = listbox.getByRole("option", { name, exact: true });
    const create = listbox.getByRole("option", { name: `Create “${name}”` });
    await expect(existing.or(create)).toBeVisible();
    await ((await existing.isVisible()) ? existing : create).click();
    await expect(field).toHaveValue(name);
  }

  /** Adds a category, tag or tool to the recipe, creating it in the group when new. */
  async pickOrCreateOrganizer(kind: "Categories" | "Tags" | "Tools", name: string): Promise<void> {
    await this.page.getByRole("combobox", { name: kind }).fill(name);
    const listbox = this.page.getByRole("listbox");
    await listbox.getByRole("option", { name: new RegExp(`^(${name}|Create “${name}”)$`) }).click();
    await expect(this.page.getByRole("button", { name })).toBeVisible();
  }

  /** Fills an ingredient row: quantity, unit and food (created when new), note. */
  async fillIngredient(number: number, values: { quantity: string; unit: string; food: string; note?: string }) {
    const row = this.ingredient(number);
    await row.getByRole("textbox", { name: "Quantity" }).fill(values.quantity);
    await this.pickOrCreate(row.getByRole("combobox", { name: "Unit" }), values.unit);
    await this.pickOrCreate(row.getByRole("combobox", { name: "Food" }), values.food);
    if (values.note !== undefined) await row.getByRole("textbox", { name: "Note" }).fill(values.note);
  }

  /**
   * Moves a row of a sortable list with the keyboard, as dnd-kit offers it (space, arrows, space),
   * waiting after each key for what a screen reader hears, as a user would.
   */
  async moveWithKeyboard(handle: Locator, move: { item: string; from: number; to: number }): Promise<void> {
    const announced = (text: RegExp) => expect(this.page.getByRole("status").filter({ hasText: text })).toHaveCount(1);
    await handle.focus();
    await this.page.keyboard.press("Space");
    await announced(new RegExp(`^${move.item} is at position ${move.from} of`));
    const direction = move.to > move.from ? 1 : -1;
    for (let position = move.from + direction; position !== move.to + direction; position += direction) {
      await this.page.keyboard.press(direction > 0 ? "ArrowDown" : "ArrowUp");
      await announced(new RegExp(`^${move.item} is at position ${position} of`));
    }
    await this.page.keyboard.press("Space");
    await announced(new RegExp(`^${move.item} dropped at position ${move.to} of`));
  }
}
