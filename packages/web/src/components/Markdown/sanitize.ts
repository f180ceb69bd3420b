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

/**
 * Block elements. Where recipe text shows as one run of text (a card's description), they are unwrapped
 * into it with a space after each, so that "# Heading" reads "Heading" rather than showing its markup.
 */
const BLOCK_TAGS = new Set([
  "blockquote",
  "details",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "li",
  "ol",
  "p",
  "pre",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
]);

/**
 * How many levels a heading written in recipe text goes down: the page's own title is its h1 and its
 * sections are h2s, so the text's "#" becomes an h3 beneath them (at most h6).
 */
const HEADING_LEVELS_BELOW_PAGE = 2;

/** Ingredient text (SPEC §5): emphasis, quotes and superscripts only, with no attributes at all. */
const INGREDIENT_TAGS = ["b", "q", "i", "strong", "sup"];

/**
 * Elements removed with everything inside them, not unwrapped: their content is code, styling, an
 * embedded document or a form control, never text meant to be read; and the browser's parser reads
 * several of them (raw text, foreign content) by other rules, which a second parse could turn into markup.
 */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "noscript",
  "noembed",
  "noframes",
  "xmp",
  "plaintext",
  "textarea",
  "title",
  "select",
  "option",
  "svg",
  "math",
  "head",
]);

/** Attributes holding an address, and the schemes they may use; an address without a scheme is relative. */
const URL_ATTRIBUTES = new Set(["href", "src"]);
const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const IMAGE_DATA_URL = /^data:image\/(?:png|gif|jpe?g|webp|avif);base64,/i;

function isSafeUrl(attribute: string, value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"): so does this.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  if (attribute === "src" && scheme === "data") return IMAGE_DATA_URL.test(compact);
  return LINK_SCHEMES.has(scheme);
}

interface Whitelist {
  tags: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
  /** Levels added to every heading kept (h1 + 2 = h3). */
  headingShift?: number;
}

/**
 * Keeps only whitelisted elements and attributes of an HTML fragment. It is parsed into an inert
 * template (nothing in it runs or loads), then walked: a comment goes, an element off the list is
 * replaced by its content (or dropped with it, see DROPPED_WITH_CONTENT), an attribute off the list
 * or an address with another scheme goes, and links open in a new tab without access to this one.
 */
function sanitize(html: string, whitelist: Whitelist): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  cleanChildren(template.content, whitelist);
  return template.innerHTML;
}

function cleanChildren(parent: ParentNode, whitelist: Whitelist): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.remove();
      continue;
    }
    const element = node as Element;
    const tag = element.localName;
    // An element of another namespace (inside foreign content the parser let through) is never kept.
    const isHtml = element.namespaceURI === "http://www.w3.org/1999/xhtml";
    if (DROPPED_WITH_CONTENT.has(tag) || (!isHtml && !whitelist.tags.has(tag))) {
      element.remove();
      continue;
    }
    cleanChildren(element, whitelist);
    if (!isHtml || !whitelist.tags.has(tag)) {
      if (BLOCK_TAGS.has(tag)) element.append(" ");
      element.replaceWith(...element.childNodes);
      continue;
    }
    const level = /^h([1-6])$/.exec(tag)?.[1];
    if (level && whitelist.headingShift) {
      const heading = document.createElement(`h${Math.min(6, Number(level) + whitelist.headingShift)}`);
      heading.append(...element.childNodes);
      element.replaceWith(heading);
      continue;
    }
    for (const { name, value } of [...element.attributes]) {
      if (!whitelist.attributes.has(name) || (URL_ATTRIBUTES.has(name) && !isSafeUrl(name, value))) {
        element.removeAttribute(name);
      }
    }
    if (tag === "a" && element.hasAttribute("href")) {
      element.setAttribute("target", "_blank");
      element.setAttribute("rel", "noopener noreferrer");
    }
  }
}

const MARKDOWN_WHITELIST: Whitelist = {
  tags: new Set(MARKDOWN_TAGS),
  attributes: new Set(MARKDOWN_ATTRIBUTES),
  headingShift: HEADING_LEVELS_BELOW_PAGE,
};
const INLINE_MARKDOWN_WHITELIST: Whitelist = {
  tags: new Set(MARKDOWN_TAGS.filter((tag) => !BLOCK_TAGS.has(tag))),
  attributes: new Set(MARKDOWN_ATTRIBUTES),
};
const INGREDIENT_WHITELIST: Whitelist = { tags: new Set(INGREDIENT_TAGS), attributes: new Set() };

/** GitHub-flavoured Markdown with single line breaks kept. */
export const MARKED_OPTIONS = { async: false, gfm: true, breaks: true } as const;

/**
 * Markdown (GitHub flavour, single line breaks kept) to HTML that holds only whitelisted tags; inline,
 * its blocks (headings, paragraphs, lists...) are flattened into one run of text.
 */
export function renderMarkdown(source: string, { inline = false }: { inline?: boolean } = {}): string {
  const html = marked.parse(source, MARKED_OPTIONS);
  return inline ? sanitize(html, INLINE_MARKDOWN_WHITELIST).trim() : sanitize(html, MARKDOWN_WHITELIST);
}

/** An ingredient's text as HTML keeping only b, q, i, strong and sup; other tags go, their text stays. */
export function sanitizeIngredientHtml(text: string): string {
  return sanitize(text, INGREDIENT_WHITELIST);
}
