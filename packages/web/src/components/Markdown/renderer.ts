import type { Recipe } from "@larder/shared";
import { isPlainIngredientText, isPlainText } from "./plainText";

export type Renderer = typeof import("./sanitize");

/** A recipe text that may be missing. */
export type Text = string | null | undefined;

/** A promise carrying its outcome the way React's `use()` reads it, so that once settled it does not suspend. */
type TrackedPromise<T> = Promise<T> & { status?: "fulfilled"; value?: T };

// marked and DOMPurify (about 27 kB gzip) load only once some text needs them: most recipes are
// written without any Markdown, and their pages then show at once without that code.
let loadingRenderer: TrackedPromise<Renderer> | undefined;
let rendererRequests = 0;

/**
 * How many times the renderer has been asked for. The server cannot load it (its sanitiser needs a
 * DOM): a page that asks for it while starting is left to the browser (ssr/entry-server.tsx).
 */
export function rendererRequestCount(): number {
  return rendererRequests;
}

export function loadRenderer(): Promise<Renderer> {
  rendererRequests += 1;
  if (!loadingRenderer) {
    const loading: TrackedPromise<Renderer> = import("./sanitize").then((renderer) => {
      loading.status = "fulfilled";
      loading.value = renderer;
      return renderer;
    });
    loadingRenderer = loading;
  }
  return loadingRenderer;
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
