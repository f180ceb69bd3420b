// The rules every catalogue of texts follows (the web app's and the server's), in one place for the
// test that enforces them, the build that computes each language's percentage, and translators
// checking their files by hand:
//
//   node scripts/catalogues.mjs [locale ...]
//
// A catalogue is nested JSON whose leaves are strings. A key whose English text depends on a
// number comes as plural forms, `key_one` / `key_other` ..., and each language gives the forms
// Intl.PluralRules names for it (Russian: one, few, many, other; Japanese: other only), plus
// `key_zero` where English has one (a wording for "none" in any language).
//
// A key English has and a language lacks is not an error: it lowers that language's percentage
// and the interface shows English for it. Anything else wrong is an error: a key English does not
// have, a plural form the language does not use or a missing one, and placeholders that differ.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The folders of catalogues, each with one file per locale named by its tag. */
export const CATALOGUE_DIRS = {
  web: fileURLToPath(new URL("../packages/web/src/i18n/locales/", import.meta.url)),
  server: fileURLToPath(new URL("../packages/server/src/i18n/locales/", import.meta.url)),
};
export const SOURCE_LOCALE = "en-US";
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export function readCatalogue(dir, locale) {
  return JSON.parse(readFileSync(`${dir}${locale}.json`, "utf8"));
}

export function catalogueLocales(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .sort();
}

/** Every leaf as [dotted key, text]; a leaf that is not a string is reported as an error. */
export function flatten(catalogue, errors = [], prefix = "") {
  const leaves = [];
  for (const [name, value] of Object.entries(catalogue)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === "string") leaves.push([key, value]);
    else if (value && typeof value === "object" && !Array.isArray(value)) leaves.push(...flatten(value, errors, key));
    else errors.push(`${key}: not a text or a group of texts`);
  }
  return leaves;
}

export function placeholders(text) {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))].sort();
}

/**
 * The source's texts in units a translator gives: a plain key, or a plural key with its English
 * forms. Progress is counted in these units, so a plural key counts once however many forms it has.
 */
export function sourceUnits(source) {
  const units = new Map();
  for (const [key, text] of flatten(source)) {
    const plural = PLURAL_SUFFIX.exec(key);
    const base = plural ? key.slice(0, plural.index) : key;
    const unit = units.get(base) ?? { base, plural: Boolean(plural), forms: {} };
    if (plural) unit.forms[plural[1]] = text;
    else unit.text = text;
    units.set(base, unit);
  }
  return units;
}

/** The forms a language must give for a plural key. */
export function pluralFormsFor(locale, unit) {
  const forms = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
  if (unit.forms.zero !== undefined) forms.add("zero");
  return forms;
}

/**
 * Checks one locale's catalogue against the source: { errors, translated, total }. `translated`
 * counts the units given in full (every plural form), out of `total` units.
 */
export function checkCatalogue(locale, catalogue, units) {
  const errors = [];
  const given = new Map(flatten(catalogue, errors));
  const seen = new Set();
  let translated = 0;
  for (const unit of units.values()) {
    if (!unit.plural) {
      seen.add(unit.base);
      const text = given.get(unit.base);
      if (text === undefined) continue;
      translated++;
      checkPlaceholders(errors, unit.base, text, placeholders(unit.text), []);
      continue;
    }
    const forms = pluralFormsFor(locale, unit);
    // English's `other` form names every placeholder; a form for one thing may say "a" for {{count}}.
    const expected = placeholders(unit.forms.other ?? Object.values(unit.forms)[0]);
    let complete = true;
    let any = false;
    for (const form of forms) {
      const key = `${unit.base}_${form}`;
      seen.add(key);
      const text = given.get(key);
      if (text === undefined) {
        complete = false;
        continue;
      }
      any = true;
      checkPlaceholders(errors, key, text, expected, form === "other" ? [] : ["count"]);
    }
    if (any && !complete) {
      const missing = [...forms].filter((form) => !given.has(`${unit.base}_${form}`));
      errors.push(`${unit.base}: plural forms missing for ${locale}: ${missing.join(", ")}`);
    }
    if (complete) translated++;
  }
  for (const key of given.keys()) {
    if (seen.has(key)) continue;
    const plural = PLURAL_SUFFIX.exec(key);
    const base = plural ? key.slice(0, plural.index) : key;
    if (plural && units.get(base)?.plural) errors.push(`${key}: ${locale} has no plural form "${plural[1]}"`);
    else errors.push(`${key}: not a key of ${SOURCE_LOCALE}`);
  }
  for (const [key, text] of given) {
    if (text.trim() === "") errors.push(`${key}: empty text`);
  }
  return { errors, translated, total: units.size };
}

function checkPlaceholders(errors, key, text, expected, mayOmit) {
  const found = placeholders(text);
  const missing = expected.filter((name) => !found.includes(name) && !mayOmit.includes(name));
  const unknown = found.filter((name) => !expected.includes(name));
  if (missing.length > 0) errors.push(`${key}: placeholders missing: ${missing.map((n) => `{{${n}}}`).join(", ")}`);
  if (unknown.length > 0)
    errors.push(`${key}: placeholders not in English: ${unknown.map((n) => `{{${n}}}`).join(", ")}`);
}

/**
 * Each locale's percentage of the source's texts over all catalogue folders, rounded down so that
 * 100 means every one.
 */
export function catalogueProgress() {
  const counts = {};
  for (const dir of Object.values(CATALOGUE_DIRS)) {
    const locales = catalogueLocales(dir);
    if (!locales.includes(SOURCE_LOCALE)) continue;
    const units = sourceUnits(readCatalogue(dir, SOURCE_LOCALE));
    for (const locale of new Set([...locales, SOURCE_LOCALE])) {
      const { translated } = locales.includes(locale)
        ? checkCatalogue(locale, readCatalogue(dir, locale), units)
        : { translated: 0 };
      counts[locale] ??= { translated: 0, total: 0 };
      counts[locale].translated += translated;
    }
    for (const count of Object.values(counts)) count.total += units.size;
  }
  return Object.fromEntries(
    Object.entries(counts).map(([locale, { translated, total }]) => [locale, Math.floor((translated / total) * 100)]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const [name, dir] of Object.entries(CATALOGUE_DIRS)) {
    const available = catalogueLocales(dir);
    if (!available.includes(SOURCE_LOCALE)) continue;
    const units = sourceUnits(readCatalogue(dir, SOURCE_LOCALE));
    const locales = process.argv.length > 2 ? process.argv.slice(2) : available;
    for (const locale of locales) {
      if (!available.includes(locale)) {
        console.log(`${name} ${locale}: no catalogue`);
        continue;
      }
      const { errors, translated, total } = checkCatalogue(locale, readCatalogue(dir, locale), units);
      console.log(`${name} ${locale}: ${translated}/${total} texts${errors.length ? `, ${errors.length} errors` : ""}`);
      for (const error of errors) console.log(`  ${error}`);
      if (errors.length > 0) failed = true;
    }
  }
  process.exitCode = failed ? 1 : 0;
}
