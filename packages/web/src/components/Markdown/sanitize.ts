import createDOMPurify, { type DOMPurify } from "dompurify";
import { marked } from "marked";

/**
 * The whitelist of SPEC §5: the tags and attributes that recipe text written in Markdown (or pasted
 * HTML inside it) may keep. Anything else is dropped; scripts, styles, frames, forms and event
 * handlers never are on it.
 */
const MARKDOWN_TAGS = [
  "a",
  "abbr",
  "b",
  "blockquote",
  "br",
  "code",
  "del",
  "details",
  "div",
  "em",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "ins",
  "kbd",
  "li",
  "mark",
  "ol",
  "p",
  "pre",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "summary",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "u",
  "ul",
];
const MARKDOWN_ATTRIBUTES = ["href", "title", "src", "alt", "width", "height", "colspan", "rowspan", "start", "align"];

/** Ingredient text (SPEC §5): emphasis, quotes and superscripts only, with no attributes at all. */
const INGREDIENT_TAGS = ["b", "q", "i", "strong", "sup"];

let purifier: DOMPurify | null = null;

/**
 * A DOMPurify instance of our own, so that its hook (links open in a new tab, safely) never
 * touches another module's use of the library.
 */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.hasAttribute("href")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
  return purifier;
}

/** GitHub-flavoured Markdown with single line breaks kept. */
export const MARKED_OPTIONS = { async: false, gfm: true, breaks: true } as const;

/** Markdown (GitHub flavour, single line breaks kept) to HTML that holds only whitelisted tags. */
export function renderMarkdown(source: string, { inline = false }: { inline?: boolean } = {}): string {
  const html = inline ? marked.parseInline(source, MARKED_OPTIONS) : marked.parse(source, MARKED_OPTIONS);
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: MARKDOWN_TAGS,
    ALLOWED_ATTR: [...MARKDOWN_ATTRIBUTES, "target", "rel"],
    ALLOW_DATA_ATTR: false,
  });
}

/** An ingredient's text as HTML keeping only b, q, i, strong and sup; other tags go, their text stays. */
export function sanitizeIngredientHtml(text: string): string {
  return getPurifier().sanitize(text, { ALLOWED_TAGS: INGREDIENT_TAGS, ALLOWED_ATTR: [], ALLOW_DATA_ATTR: false });
}
