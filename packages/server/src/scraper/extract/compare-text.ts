/**
 * Text reduced to what two renderings of one line share: fraction glyphs as "1/2", letters and
 * digits only (brackets, punctuation and spaces dropped), lower case.
 */
export function comparable(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/\u2044/g, "/")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}/]+/gu, "");
}
