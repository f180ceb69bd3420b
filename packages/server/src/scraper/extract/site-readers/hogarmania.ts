import type { Element } from "domhandler";
import { cleanText } from "../text.js";
import { plainSteps, type SiteFields, type SiteReader } from "./site-reader.js";

const LINES = ".paragraph-atom, figcaption .title";

/**
 * hogarmania.com's JSON-LD holds the method as one line; the article shows it under an `h2`
 * heading "Elaboración …", as `.paragraph-atom` paragraphs (sub-headings such as "Cocinar en
 * Thermomix:" are paragraphs too) and captioned photos, up to the next `h2`.
 */
export const readHogarmania: SiteReader = ({ $ }) => {
  const heading = $("h2")
    .filter((_index, element) => /^elaboraci[oó]n\b/i.test(cleanText($(element).text())))
    .first();
  const lines: string[] = [];
  for (const sibling of heading.nextUntil("h2").toArray() as Element[]) {
    const block = $(sibling);
    const parts = block.is(LINES) ? block : block.find(LINES);
    for (const part of parts.toArray()) lines.push(cleanText($(part).text()));
  }
  const fields: SiteFields = {};
  if (lines.some(Boolean)) fields.instructions = plainSteps(lines);
  return fields;
};
