import { createMarkdownRenderer } from "./markdownRenderer";

/** The browser's renderer of recipe text, on the page's own DOM (loaded on demand by renderer.ts). */
export const { renderMarkdown, sanitizeIngredientHtml } = createMarkdownRenderer(window);
