import { decodeHTML } from "entities";

const TAG = /<\/?[a-z][^>]*>|<!--[\s\S]*?-->/gi;
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
  if (text.includes("<")) text = text.replace(TAG, " ");
  if (text.includes("&")) text = decodeHTML(text);
  // "Â" before a no-break space is that space's UTF-8 bytes read as Latin-1 somewhere upstream.
  if (text.includes("\u00c2")) text = text.replace(/\u00c2(?=[\u00a0 ])/g, "");
  return text.replace(SPACES, " ").trim();
}

/** Text split where the page breaks lines (newlines, `<br>`, paragraphs, list items), each line cleaned. */
export function cleanLines(value: string): string[] {
  // Markup written as entities ("&lt;br&gt;") still breaks lines once decoded.
  const decoded = value.includes("&lt;") ? decodeHTML(value) : value;
  const withBreaks = decoded.includes("<") ? decoded.replace(BLOCK_BREAK, "\n") : decoded;
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
