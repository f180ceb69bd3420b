import {
  type Catalogue,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  makeTranslator,
  type TranslationValues,
} from "@larder/shared";
import { useMemo, useSyncExternalStore } from "react";
import enUS from "./locales/en-US.json";

/**
 * The interface's translations (the rules are @larder/shared's translate.ts). en-US is in the
 * first chunk, as every other language's fallback; another language's catalogue is loaded when it
 * is chosen, so a first visit carries only the one it shows.
 */

export const LOCALE_STORAGE_KEY = "larder.locale";

/** Where translators learn how to contribute (the language dialog links to it). */
export const TRANSLATION_GUIDE_URL = "https://docs.mealie.io/contributors/translating/";

type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";
type WithoutPluralForm<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** Every key of the en-US catalogue, plural forms under their common key. */
export type TranslationKey = WithoutPluralForm<Leaves<typeof enUS>>;
export type { TranslationValues };
export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

/** Only en-US has a catalogue so far; every other locale falls back to it (see LOCALES' progress). */
const catalogues = new Map<string, Catalogue>([[DEFAULT_LOCALE, enUS]]);

let language: string = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

export function findLocale(value: string): Locale | undefined {
  return LOCALES.find((locale) => locale.value === value);
}

/**
 * A translation function for one locale: the key in that locale's catalogue, else in en-US's, else
 * the key itself (so that a missing text shows as something a developer can find).
 */
export function translatorFor(locale: string): TFunction {
  return makeTranslator(
    [catalogues.get(locale), catalogues.get(DEFAULT_LOCALE)],
    findLocale(locale) ? locale : DEFAULT_LOCALE,
  );
}

/** Translation functions made so far, by locale: a component's `t` stays the same between renders. */
const translators = new Map<string, TFunction>();

/** Adds (or replaces) a locale's catalogue. */
export function addCatalogue(locale: string, catalogue: Catalogue): void {
  catalogues.set(locale, catalogue);
  translators.delete(locale);
  notify();
}

export function removeCatalogue(locale: string): void {
  if (locale === DEFAULT_LOCALE) return;
  catalogues.delete(locale);
  translators.delete(locale);
  notify();
}

function translator(locale: string): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = translatorFor(locale);
    translators.set(locale, t);
  }
  return t;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The interface locale and its translation function; components using it follow a change of language. */
export function useTranslation(): { t: TFunction; i18n: { language: string } } {
  // A page is rendered on the server in the language it starts in, and taken over only in that one (main.tsx).
  const current = useSyncExternalStore(subscribe, currentLocale, currentLocale);
  // A new catalogue (addCatalogue) empties the cache, so the translator is looked up on each render.
  const t = translator(current);
  return useMemo(() => ({ t, i18n: { language: current } }), [t, current]);
}

function storedLocale(): string {
  const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
  return stored && findLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** Keeps `<html lang dir>` in step with the interface locale, for screen readers and RTL text. */
function applyDocumentLocale(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = findLocale(locale)?.dir ?? "ltr";
}

function setLanguage(locale: string): void {
  language = locale;
  applyDocumentLocale(locale);
  notify();
}

/** Starts in the language chosen on an earlier visit. */
export function initI18n(): void {
  setLanguage(storedLocale());
}

/** Switches the interface language and remembers it across visits. */
export async function changeLocale(locale: string): Promise<void> {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  setLanguage(locale);
}

/** The language sent as Accept-Language: the chosen interface locale. */
export function currentLocale(): string {
  return language;
}
