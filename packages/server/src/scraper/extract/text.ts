import { decodeHTML } from "entities";

const BLOCK_BREAK = /<\s*(br|\/p|\/li|\/div|\/h[1-6])\b[^>]*>/gi;
const SPACES = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]+/g;

/**
 * One line of display text from whatever a page put in a field: entities decoded (twice, as some
 * sites encode them twice), tags removed, every run of whitespace (NBSP, tabs, line breaks) made one
 * space, the ends trimmed.
 */
export function cleanText(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  if (!text) return "";
  if (text.includes("&")) text = decodeHTML(text);
  if (text.includes("<")) text = withoutTags(text);
  if (text.includes("&")) text = decodeHTML(text);
  // "Â" before a no-break space is that space's UTF-8 bytes read as Latin-1 somewhere upstream.
  if (text.includes("\u00c2")) text = text.replace(/\u00c2(?=[\u00a0 ])/g, "");
  return text.replace(SPACES, " ").trim();
}

const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * The text with every tag (`<b>`, `</p>`, `<a href=…>`) and HTML comment made one space. A `<` that
 * opens neither (no closing `>` or `-->` follows) is kept as text. Written as a scan rather than a
 * regular expression: a pattern like `<[a-z][^>]*>` reads to the end of the text for every `<` that
 * is never closed, which on a long text full of them is quadratic.
 */
function withoutTags(text: string): string {
  let out = "";
  let copied = 0;
  let noMoreGt = false;
  let noMoreCommentEnd = false;
  for (let open = text.indexOf("<"); open >= 0; open = text.indexOf("<", open + 1)) {
    let end = -1;
    const nameAt = text.charCodeAt(open + 1) === 47 /* "/" */ ? open + 2 : open + 1;
    if (!noMoreGt && (isAsciiLetter(text.charCodeAt(nameAt)) || isAsciiLetter(text.charCodeAt(open + 1)))) {
      const gt = text.indexOf(">", open + 2);
      if (gt < 0) noMoreGt = true;
      else end = gt + 1;
    }
    if (end < 0 && !noMoreCommentEnd && text.startsWith("<!--", open)) {
      const close = text.indexOf("-->", open + 4);
      if (close < 0) noMoreCommentEnd = true;
      else end = close + 3;
    }
    if (end < 0) continue;
    out += `${text.slice(copied, open)} `;
    copied = end;
    open = end - 1;
  }
  return copied ? out + text.slice(copied) : text;
}

/**
 * A replacement of tags matched by a pattern ending in `[^>]*>`: only the text up to its last `>` can
 * hold one, so the rest is left out of the search (every unclosed `<br` there would read to the end).
 */
function replaceClosedTags(text: string, pattern: RegExp, replacement: string): string {
  const cut = text.lastIndexOf(">") + 1;
  return text.slice(0, cut).replace(pattern, replacement) + text.slice(cut);
}

/** Text split where the page breaks lines (newlines, `<br>`, paragraphs, list items), each line cleaned. */
export function cleanLines(value: string): string[] {
  // Markup written as entities ("&lt;br&gt;") still breaks lines once decoded.
  const decoded = value.includes("&lt;") ? decodeHTML(value) : value;
  const withBreaks = decoded.includes("<") ? replaceClosedTags(decoded, BLOCK_BREAK, "\n") : decoded;
  return withBreaks
    .split(/\r?\n|\r/)
    .map(cleanText)
    .filter((line) => line.length > 0);
}

/** The first non-empty cleaned text among a value that may be a string, a number, a list or an object with a name. */
export function firstText(value: unknown): string {
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
    return "";
  }
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return firstText(record.name ?? record["@value"] ?? record.text);
  }
  return cleanText(value);
}

/** Every cleaned text of a value that may be a string, a comma-separated string, a list or named objects. */
export function textList(value: unknown, splitCommas: boolean): string[] {
  const out: string[] = [];
  const visit = (item: unknown) => {
    if (Array.isArray(item)) item.forEach(visit);
    else if (item && typeof item === "object") visit((item as Record<string, unknown>).name);
    else {
      const text = cleanText(item);
      if (!text) return;
      if (splitCommas) out.push(...text.split(",").map((part) => part.trim()));
      else out.push(text);
    }
  };
  visit(value);
  const seen = new Set<string>();
  return out.filter((text) => {
    const key = text.toLowerCase();
    if (!text || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
