/**
 * Characters and sequences with which Markdown (GitHub flavour) or HTML can start: emphasis, code,
 * headings, quotes, links, images, tags, entities, escapes, tables, strike-through, setext
 * underlines, e-mail and web autolinks, tabs (code blocks).
 */
const MARKUP = /[*_`#><[\]!&\\|~=@\t]|:\/\/|www\./i;
/** Lines that open a list, a rule or a code block: "- ", "+ ", "1. ", "1) ", four spaces. */
const BLOCK_START = /^(?: {4}| {0,3}[-+]| {0,3}\d+[.)])/m;

/**
 * Whether Markdown would render this text as nothing but paragraphs and line breaks, so that it
 * can be shown without loading the Markdown renderer. Errs towards "no": a text it turns down is
 * only rendered by the real thing.
 */
export function isPlainText(text: string): boolean {
  return !MARKUP.test(text) && !BLOCK_START.test(text);
}

/** Whether an ingredient's text holds a tag or an entity, which only the sanitiser may turn into HTML. */
export function isPlainIngredientText(text: string): boolean {
  return !/[<&]/.test(text);
}

/**
 * Plain text as Markdown (single line breaks kept) renders it: paragraphs split at blank lines, each
 * a list of lines. Inline, every line break is one, blank lines included.
 */
export function plainTextBlocks(text: string, { inline = false }: { inline?: boolean } = {}): string[][] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const lines = (paragraph: string) => paragraph.split("\n").map((line) => line.trim());
  if (inline) return [lines(trimmed)];
  return trimmed.split(/\n[ ]*\n\s*/).map(lines);
}
