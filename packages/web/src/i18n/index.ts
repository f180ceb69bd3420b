import {
  bestLocale,
  type Catalogue,
  DEFAULT_LOCALE,
  LOCALE_COOKIE_NAME,
  LOCALES,
  type Locale,
  makeTranslator,
  type TranslationValues,
} from "@larder/shared";
import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
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

/** The catalogues loaded so far; en-US is always here, as every language's fallback. */
const catalogues = new Map<string, Catalogue>([[DEFAULT_LOCALE, enUS]]);

/** Every other language's catalogue, each its own chunk, fetched when that language is chosen. */
const catalogueLoaders: Record<string, () => Promise<Catalogue>> = Object.fromEntries(
  Object.entries(import.meta.glob<Catalogue>(["./locales/*.json", "!./locales/en-US.json"], { import: "default" })).map(
    ([path, load]) => [path.slice("./locales/".length, -".json".length), load],
  ),
);

/** Each language's share of the texts translated, computed from the catalogues by the build (vite.config.ts). */
const PROGRESS: Record<string, number> = __LOCALE_PROGRESS__;

/** The 40 locales with the percentage of their texts translated, as the language dialog lists them. */
export const INTERFACE_LOCALES: readonly (Locale & { progress: number })[] = LOCALES.map((locale) => ({
  ...locale,
  progress: PROGRESS[locale.value] ?? 0,
}));

let language: string = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

export function findLocale(value: string): Locale | undefined {
  return LOCALES.find((locale) => locale.value === value);
}

/** The direction a locale's text and layout run in. */
export function localeDirection(value: string): "ltr" | "rtl" {
  return findLocale(value)?.dir ?? "ltr";
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

/**
 * Loads a locale's catalogue if it has one and it is not loaded yet. A catalogue that cannot be
 * fetched (offline, a new build replaced the chunk) leaves the texts in English rather than failing.
 */
export async function loadCatalogue(locale: string): Promise<void> {
  const load = catalogueLoaders[locale];
  if (!load || catalogues.has(locale)) return;
  try {
    addCatalogue(locale, await load());
  } catch (error) {
    console.warn(`The ${locale} texts could not be loaded`, error);
  }
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

/**
 * The locale a page is rendered in on the server (ssr/entry-server.tsx): there several pages may be
 * rendered at once, each in its viewer's language, so it comes with the page rather than from the
 * module's one current language.
 */
export const RenderLocaleContext = createContext<string | undefined>(undefined);

/** The interface locale and its translation function; components using it follow a change of language. */
export function useTranslation(): { t: TFunction; i18n: { language: string; dir: "ltr" | "rtl" } } {
  const renderLocale = useContext(RenderLocaleContext);
  const current = useSyncExternalStore(subscribe, currentLocale, () => renderLocale ?? currentLocale());
  // A new catalogue (addCatalogue) empties the cache, so the translator is looked up on each render.
  const t = translator(current);
  return useMemo(() => ({ t, i18n: { language: current, dir: localeDirection(current) } }), [t, current]);
}

function rememberLocale(locale: string): void {
  globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  if (typeof document !== "undefined") {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
    document.cookie = `${LOCALE_COOKIE_NAME}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
  }
}

/**
 * The language to start in: the one chosen on an earlier visit in this browser, else the one the
 * server rendered the page in, else the best of the browser's languages.
 */
function startingLocale(): string {
  const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
  if (stored && findLocale(stored)) return stored;
  // Set by the server on a page it rendered in a language other than en-US (server/src/http/spa.ts).
  const rendered = typeof document !== "undefined" ? document.documentElement.dataset.locale : undefined;
  if (rendered && findLocale(rendered)) return rendered;
  const languages = globalThis.navigator?.languages ?? [];
  return bestLocale(
    languages.join(","),
    LOCALES.map((locale) => locale.value),
  );
}

/** Keeps `<html lang dir>` in step with the interface locale, for screen readers and the layout's direction. */
function applyDocumentLocale(locale: string): void {
  if (typeof document === "undefined") return;
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
}

function setLanguage(locale: string): void {
  language = locale;
  applyDocumentLocale(locale);
  notify();
}

/**
 * Starts in the language chosen on an earlier visit (or the browser's); the promise resolves once
 * its texts are in, and the app's first render waits for it, so that it is not English first.
 */
export function initI18n(): Promise<void> {
  const locale = startingLocale();
  rememberLocale(locale);
  setLanguage(locale);
  return loadCatalogue(locale);
}

/**
 * Switches the interface language at once, without a reload, once its texts are in, and remembers
 * it in this browser (the signed-in user's choice is also kept on the server: see useLocaleSync).
 */
export async function changeLocale(locale: string): Promise<void> {
  if (!findLocale(locale)) return;
  await loadCatalogue(locale);
  rememberLocale(locale);
  setLanguage(locale);
}

/** The language sent as Accept-Language: the chosen interface locale. */
export function currentLocale(): string {
  return language;
}
