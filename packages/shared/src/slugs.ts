import unidecode from "unidecode";

/**
 * The URL slug of a name, made the way Mealie makes it (python-slugify over Unidecode's tables) so
 * that a name gets the same slug in both: every script transliterated to ASCII, lower case, words
 * joined by hyphens ("Crème Brûlée" -> "creme-brulee", "Pho 鸡肉" -> "pho-ji-rou", "Борщ" -> "borshch",
 * "C'est" -> "c-est", "1,000" -> "1000"). Two differences kept from Larder's earlier slugs, which
 * existing links use: "&" reads "and" ("Mac & Cheese" -> "mac-and-cheese"; Mealie drops it), and
 * "'s" and "'t" ending a word stay joined ("Grandma's" -> "grandmas"; Mealie: "grandma-s").
 *
 * Server-side only: the transliteration tables are large, and the web app's bundle leaves them out
 * only while nothing there imports this.
 */
export function toSlug(name: string): string {
  const ascii = name
    .replace(/(?<=[\p{L}\p{N}])'([st])(?![\p{L}\p{N}])/giu, "$1")
    .replace(/'+/g, "-")
    .normalize("NFKD")
    .replaceAll("&", " and ")
    // Control characters (often left over from mis-decoded text) are dropped, as Mealie's tables do;
    // this library would read 0x80-0x9F as Windows-1252 ("\x80" -> "EUR").
    .replace(/[\x80-\x9f]/g, "")
    // One character at a time: given a longer text, the library leaves a Latin-1 letter that is
    // followed by a symbol such as "°" as it is (it takes the pair for the bytes of one UTF-8 character).
    .replace(/[^\p{ASCII}]/gu, (char) => unidecode(char));
  return (
    ascii
      .toLowerCase()
      // Apostrophes that transliteration brings ("Ь" -> "'") do not split a word.
      .replace(/'+/g, "")
      .replace(/(\d),(?=\d)/g, "$1")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
  );
}
