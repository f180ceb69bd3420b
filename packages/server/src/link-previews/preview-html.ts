import { plainDescription, type RecipePreview, recipeJsonLd } from "./recipe-metadata.js";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON inside a script element: `<`, `>` and `&` are written as escapes so that no text of the
 * recipe can close the element, and U+2028/U+2029 so that old parsers read it as JSON.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The OpenGraph, Twitter card and JSON-LD elements of a recipe page's head. */
export function previewHeadTags(preview: RecipePreview): string {
  const { recipe, pageUrl, imageUrl, siteName } = preview;
  const description = plainDescription(recipe.description);
  const meta = (attribute: "property" | "name", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    meta("property", "og:type", "article"),
    meta("property", "og:site_name", siteName),
    meta("property", "og:title", recipe.name),
    meta("property", "og:url", pageUrl),
    description && meta("property", "og:description", description),
    description && meta("name", "description", description),
    imageUrl && meta("property", "og:image", imageUrl),
    imageUrl && meta("property", "og:image:alt", recipe.name),
    meta("name", "twitter:card", imageUrl ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", recipe.name),
    description && meta("name", "twitter:description", description),
    imageUrl && meta("name", "twitter:image", imageUrl),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    `<script type="application/ld+json">${scriptSafeJson(recipeJsonLd(preview))}</script>`,
  ];
  return tags.filter(Boolean).join("\n    ");
}

/** The app's index.html with the recipe's title and preview elements in its head. */
export function withPreview(indexHtml: string, preview: RecipePreview): string {
  const title = `<title>${escapeHtml(`${preview.recipe.name} | ${preview.siteName}`)}</title>`;
  const titled = /<title>[\s\S]*?<\/title>/i.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : indexHtml.replace(/<\/head>/i, () => `${title}</head>`);
  const tags = previewHeadTags(preview);
  if (/<\/head>/i.test(titled)) return titled.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
  // A head-less document (HTML allows one): the elements go right after the title.
  return titled.replace(title, () => `${title}\n${tags}`);
}
