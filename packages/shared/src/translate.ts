/**
 * The one way texts are translated, in the web app and on the server: catalogues of nested keys,
 * `{{name}}` placeholders, and plural forms chosen by `count` (`key_one`, `key_other`, ... as
 * Intl.PluralRules names them for the language, and `key_zero` for none in any language).
 */
export type Catalogue = { [key: string]: string | Catalogue };
export type TranslationValues = Record<string, string | number | null | undefined>;

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function interpolate(text: string, values: TranslationValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

/**
 * A translation function over catalogues tried in order (the locale's, then the fallback's): the
 * key in the first that has it, else the key itself, so that a missing text shows as something a
 * developer can find. `pluralLocale` picks the plural rules.
 */
export function makeTranslator(
  chain: readonly (Catalogue | undefined)[],
  pluralLocale: string,
): (key: string, values?: TranslationValues) => string {
  const plurals = new Intl.PluralRules(pluralLocale);
  return (key, values) => {
    const count = values?.count;
    // A plural form first when a count is given: `_zero` for none (in any language), then the
    // language's own form, then `_other`; a key without forms after them.
    const candidates =
      typeof count === "number"
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${plurals.select(count)}`, `${key}_other`, key]
        : [key];
    for (const catalogue of chain) {
      for (const candidate of candidates) {
        const text = lookup(catalogue, candidate);
        if (text !== undefined) return interpolate(text, values);
      }
    }
    return key;
  };
}
