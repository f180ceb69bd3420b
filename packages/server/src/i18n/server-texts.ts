import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { bestLocale, type Catalogue, DEFAULT_LOCALE, makeTranslator, type TranslationValues } from "@larder/shared";
import { PACKAGE_ROOT } from "../package-root.js";

// The source catalogue gives the keys' type only (tsconfig.json lists the file for it); every
// catalogue, en-US too, is read from disk at run time.
type EnglishCatalogue = typeof import("./locales/en-US.json", { with: { type: "json" }});
type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";
type WithoutPluralForm<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;
type Keys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPluralForm<K>}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the server's catalogue (a plural key without its `_one`/`_other` form). */
export type TextKey = Keys<EnglishCatalogue>;
export type Translate = (key: TextKey, values?: TranslationValues) => string;

/** A text to show later in a language not known yet (an error's message, chosen by the request). */
export interface Text {
  key: TextKey;
  values?: TranslationValues;
  /** Values that are texts themselves (a reason within a sentence), said in the same language first. */
  texts?: Record<string, Text>;
}

/** A text in the language of `translate`, the texts among its values said first. */
export function say(text: Text, translate: Translate): string {
  if (!text.texts) return translate(text.key, text.values);
  const said = Object.fromEntries(Object.entries(text.texts).map(([name, inner]) => [name, say(inner, translate)]));
  return translate(text.key, { ...text.values, ...said });
}

/**
 * The catalogues' folder, read at run time from the sources: the server runs from its package folder
 * (tests from `src/`, the bundle from `dist/`), both one level below `PACKAGE_ROOT`.
 */
const CATALOGUE_DIR = fileURLToPath(new URL("src/i18n/locales/", PACKAGE_ROOT));

let available: readonly string[] | undefined;
const catalogues = new Map<string, Catalogue>();
const translators = new Map<string, Translate>();

/** The locales the server has texts for: the names of the catalogue files, listed once. */
export function serverLocales(): readonly string[] {
  available ??= readdirSync(CATALOGUE_DIR)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .sort();
  return available;
}

/** One locale's catalogue, read on first use and kept: a server only ever reads the languages it is asked for. */
function catalogue(locale: string): Catalogue {
  let found = catalogues.get(locale);
  if (!found) {
    found = JSON.parse(readFileSync(`${CATALOGUE_DIR}${locale}.json`, "utf8")) as Catalogue;
    catalogues.set(locale, found);
  }
  return found;
}

/**
 * The translator for a language tag or Accept-Language header: the closest of the server's locales,
 * each text from its catalogue, or from en-US where it has none.
 */
export function translatorFor(language: string | null | undefined): Translate {
  const locale = serverLocale(language);
  let translate = translators.get(locale);
  if (!translate) {
    const chain = locale === DEFAULT_LOCALE ? [catalogue(locale)] : [catalogue(locale), catalogue(DEFAULT_LOCALE)];
    translate = makeTranslator(chain, locale);
    translators.set(locale, translate);
  }
  return translate;
}

/** The server locale closest to a language tag or Accept-Language header; en-US when none is near. */
export function serverLocale(language: string | null | undefined): string {
  return bestLocale(language, serverLocales(), DEFAULT_LOCALE);
}

/** A text in English: what logs and `Error.message` say. */
export function english(key: TextKey | Text, values?: TranslationValues): string {
  return say(typeof key === "string" ? { key, values } : key, translatorFor(DEFAULT_LOCALE));
}
