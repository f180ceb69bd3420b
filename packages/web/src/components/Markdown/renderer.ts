import type { Recipe } from "@larder/shared";
import { isPlainIngredientText, isPlainText } from "./plainText";

export type Renderer = typeof import("./sanitize");

/** A recipe text that may be missing. */
export type Text = string | null | undefined;

// marked and the sanitiser (about 17 kB gzip) load only once some text needs them: most recipes are
// written without any Markdown, and their pages then show at once without that code.
let loadingRenderer: Promise<Renderer> | undefined;
let loadedRenderer: Renderer | undefined;

export function loadRenderer(): Promise<Renderer> {
  loadingRenderer ??= import("./sanitize").then((renderer) => {
    loadedRenderer = renderer;
    return renderer;
  });
  return loadingRenderer;
}

/** The renderer once it has loaded. */
export function rendererIfLoaded(): Renderer | undefined {
  return loadedRenderer;
}

/** Whether any of these texts (Markdown, ingredient notes) needs the renderer to show as written. */
export function needsRenderer(markdown: readonly Text[], ingredientNotes: readonly Text[] = []): boolean {
  return (
    markdown.some((text) => text && !isPlainText(text)) ||
    ingredientNotes.some((note) => note && !isPlainIngredientText(note))
  );
}

/** The texts of a recipe's page written in Markdown, then its ingredient notes. */
export function recipeTexts(recipe: Recipe): [markdown: Text[], ingredientNotes: Text[]] {
  return [
    [
      recipe.description,
      ...recipe.recipeInstructions.map((step) => step.text),
      ...recipe.notes.map((note) => note.text),
    ],
    recipe.recipeIngredient.map((ingredient) => ingredient.note),
  ];
}
