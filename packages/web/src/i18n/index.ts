import { DEFAULT_LOCALE, LOCALES, type Locale } from "@larder/shared";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import enUS from "./locales/en-US.json";

export const LOCALE_STORAGE_KEY = "larder.locale";

/** Where translators learn how to contribute (the language dialog links to it). */
export const TRANSLATION_GUIDE_URL = "https://docs.mealie.io/contributors/translating/";

/** Only en-US has a catalogue so far; every other locale falls back to it (see LOCALES' progress). */
const resources = { [DEFAULT_LOCALE]: { translation: enUS } };

export function findLocale(value: string): Locale | undefined {
  return LOCALES.find((locale) => locale.value === value);
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

export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  i18next.on("languageChanged", applyDocumentLocale);
  void i18next.use(initReactI18next).init({
    resources,
    lng: storedLocale(),
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}

/** Switches the interface language and remembers it across visits. */
export async function changeLocale(locale: string): Promise<void> {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  await i18next.changeLanguage(locale);
}

/** The language sent as Accept-Language: the chosen interface locale. */
export function currentLocale(): string {
  return i18next.language || DEFAULT_LOCALE;
}
