import type { Recipe } from "@larder/shared";
import type { MarkdownRenderer } from "./markdownRenderer";
import { isPlainIngredientText, isPlainText } from "./plainText";

export type Renderer = MarkdownRenderer;

/** A recipe text that may be missing. */
export type Text = string | null | undefined;

/** A promise carrying its outcome the way React's `use()` reads it, so that once settled it does not suspend. */
type TrackedPromise<T> = Promise<T> & { status?: "fulfilled"; value?: T };

// marked and DOMPurify (about 27 kB gzip) load only once some text needs them: most recipes are
// written without any Markdown, and their pages then show at once without that code.
let loadingRenderer: TrackedPromise<Renderer> | undefined;
/** Where the renderer comes from: the browser's own DOM, or what the server provides (setRendererSource). */
let rendererSource: () => Promise<Renderer> = () => import("./sanitize");

/**
 * Makes the renderer come from `load` instead of the browser's DOM: the server renders pages
 * (ssr/entry-server.tsx) with a DOM of its own, loaded only once a page needs it.
 */
export function setRendererSource(load: () => Promise<Renderer>): void {
  rendererSource = load;
  loadingRenderer = undefined;
}

export function loadRenderer(): Promise<Renderer> {
  if (!loadingRenderer) {
    const loading: TrackedPromise<Renderer> = rendererSource().then((renderer) => {
      loading.status = "fulfilled";
      loading.value = renderer;
      return renderer;
    });
    // A failed load is asked for again by the next page rather than remembered.
    loading.catch(() => {
      if (loadingRenderer === loading) loadingRenderer = undefined;
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
