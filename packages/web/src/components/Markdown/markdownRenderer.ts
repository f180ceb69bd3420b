import createPurifier, { type Config } from "dompurify";
import { marked } from "marked";

/**
 * The whitelist of SPEC §5: the tags and attributes that recipe text written in Markdown (or pasted
 * HTML inside it) may keep. DOMPurify drops anything else; scripts, styles, frames, forms and event
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
 * embedded document or a form control, never text meant to be read. It replaces DOMPurify's own list,
 * which would also drop the words of a video's fallback and of a table's head (kept where a card flattens it).
 */
const DROPPED_WITH_CONTENT = [
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
];

/**
 * The addresses an href or src may hold: http, https, mailto and tel, or no scheme at all (a
 * relative address). DOMPurify tests them with whitespace and control characters removed, as browsers
 * ignore those inside a scheme ("java\tscript:").
 */
const ALLOWED_ADDRESS = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z][a-z\d+.-]*(?:[^a-z\d+.:-]|$))/i;
/** The attributes on the list that never hold an address: DOMPurify leaves their values as written. */
const NON_ADDRESS_ATTRIBUTES = MARKDOWN_ATTRIBUTES.filter((attribute) => attribute !== "href" && attribute !== "src");
const IMAGE_DATA_URL = /^data:image\/(?:png|gif|jpe?g|webp|avif);base64,/i;

/** Rules every text shares: attributes off the list (data-*, aria-* included) go, addresses are checked. */
const ATTRIBUTE_RULES: Config = {
  ALLOWED_ATTR: MARKDOWN_ATTRIBUTES,
  ADD_URI_SAFE_ATTR: NON_ADDRESS_ATTRIBUTES,
  ALLOWED_URI_REGEXP: ALLOWED_ADDRESS,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_CONTENTS: DROPPED_WITH_CONTENT,
};
const MARKDOWN_RULES: Config & { RETURN_DOM_FRAGMENT: true } = {
  ...ATTRIBUTE_RULES,
  ALLOWED_TAGS: MARKDOWN_TAGS,
  RETURN_DOM_FRAGMENT: true,
};
const INLINE_MARKDOWN_RULES: Config = {
  ...ATTRIBUTE_RULES,
  ALLOWED_TAGS: MARKDOWN_TAGS.filter((tag) => !BLOCK_TAGS.has(tag)),
};
const INGREDIENT_RULES: Config = {
  ALLOWED_TAGS: INGREDIENT_TAGS,
  ALLOWED_ATTR: [],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_CONTENTS: DROPPED_WITH_CONTENT,
};

/** GitHub-flavoured Markdown with single line breaks kept. */
export const MARKED_OPTIONS = { async: false, gfm: true, breaks: true } as const;

/** `Node.COMMENT_NODE`, which the server has no global for. */
const COMMENT_NODE = 8;

/** What renders recipe text: Markdown and ingredient notes, sanitised against the whitelist above. */
export interface MarkdownRenderer {
  /**
   * Markdown (GitHub flavour, single line breaks kept) to HTML that holds only whitelisted tags; inline,
   * its blocks (headings, paragraphs, lists...) are flattened into one run of text.
   */
  renderMarkdown(source: string, options?: { inline?: boolean }): string;
  /** An ingredient's text as HTML keeping only b, q, i, strong and sup; other tags go, their text stays. */
  sanitizeIngredientHtml(text: string): string;
}

/**
 * The renderer working on `window`'s DOM: the browser's own (sanitize.ts), or on the server a jsdom
 * window (ssr/entry-server.tsx), so that both sanitise with the same rules and the same code.
 */
export function createMarkdownRenderer(window: Window & typeof globalThis): MarkdownRenderer {
  /** A DOMPurify instance of its own, so that its hooks never touch another module's use of the library. */
  const purifier = createPurifier(window);
  // Without the DOM it needs DOMPurify hands back its input unsanitised: loading the renderer fails instead.
  if (!purifier.isSupported) throw new Error("DOMPurify cannot sanitise HTML on this DOM");

  // Comments are never kept. They go before DOMPurify's own checks, which take an element holding a
  // comment beside text that reads like markup ("<img src=x>" written as text) for a parser trick and
  // remove it whole: a paragraph of a recipe, its words with it.
  purifier.addHook("beforeSanitizeElements", (node) => {
    // A copy: the live list of children would skip the one after each removed.
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === COMMENT_NODE) child.remove();
    }
  });
  // An element off the list is unwrapped; a block's words are then kept apart from what follows by a
  // space, so that where text shows as one run (a card) "# Heading" reads "Heading " before the next line.
  purifier.addHook("uponSanitizeElement", (node, { tagName, allowedTags }) => {
    if (BLOCK_TAGS.has(tagName) && !allowedTags[tagName]) (node as Element).append(" ");
  });
  // DOMPurify lets a picture keep any data: address; only the picture types of IMAGE_DATA_URL may, as its src.
  purifier.addHook("uponSanitizeAttribute", (_element, attribute) => {
    const { attrName, attrValue } = attribute;
    if ((attrName === "src" || attrName === "href") && /^data:/i.test(attrValue)) {
      attribute.keepAttr = attrName === "src" && IMAGE_DATA_URL.test(attrValue);
    }
  });
  // Links open in a new tab without access to this one. Set after DOMPurify's checks, so that target and rel
  // written in the text itself are still dropped.
  purifier.addHook("afterSanitizeAttributes", (element) => {
    if (element.nodeName === "A" && element.hasAttribute("href")) {
      element.setAttribute("target", "_blank");
      element.setAttribute("rel", "noopener noreferrer");
    }
  });

  /**
   * Block Markdown sanitised by DOMPurify, then its headings set below the page's own. They are renamed
   * in the sanitised tree (an element of one kind replaced by another, its attributes not carried over)
   * and the tree is then written out from an inert template, where nothing in it loads.
   */
  function sanitizeBlocks(html: string): string {
    const fragment = purifier.sanitize(html, MARKDOWN_RULES);
    for (const heading of fragment.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
      const level = Math.min(6, Number(heading.localName.slice(1)) + HEADING_LEVELS_BELOW_PAGE);
      const lowered = heading.ownerDocument.createElement(`h${level}`);
      lowered.append(...heading.childNodes);
      heading.replaceWith(lowered);
    }
    const template = window.document.createElement("template");
    template.content.append(fragment);
    return template.innerHTML;
  }

  /**
   * Markdown (GitHub flavour, single line breaks kept) to HTML that holds only whitelisted tags; inline,
   * its blocks (headings, paragraphs, lists...) are flattened into one run of text.
   */
  function renderMarkdown(source: string, { inline = false }: { inline?: boolean } = {}): string {
    const html = marked.parse(source, MARKED_OPTIONS);
    return inline ? purifier.sanitize(html, INLINE_MARKDOWN_RULES).trim() : sanitizeBlocks(html);
  }

  /** An ingredient's text as HTML keeping only b, q, i, strong and sup; other tags go, their text stays. */
  function sanitizeIngredientHtml(text: string): string {
    return purifier.sanitize(text, INGREDIENT_RULES);
  }

  return { renderMarkdown, sanitizeIngredientHtml };
}
