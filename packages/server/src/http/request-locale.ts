import { acceptedLanguages, bestLocale, DEFAULT_LOCALE, LOCALE_COOKIE_NAME, LOCALES } from "@larder/shared";
import type { FastifyRequest } from "fastify";
import { serverLocale, type Translate, translatorFor } from "../i18n/server-texts.js";

/**
 * The server locale a request is answered in (its texts, the mails it causes): the closest to its
 * Accept-Language, which the web app sets to its interface locale; en-US when none is near.
 */
export function requestLocale(request: FastifyRequest): string {
  return serverLocale(request.headers["accept-language"]);
}

/** The translator of the request's locale. */
export function requestTranslator(request: FastifyRequest): Translate {
  return translatorFor(request.headers["accept-language"]);
}

/** A language tag as Accept-Language lists it ("de-DE", "fr", "zh-Hant-TW"); anything else is not kept. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/;

/**
 * The language a request asks for most (of its Accept-Language, which the web app sets to its
 * interface locale), kept for what is written to the caller later; null when it names none.
 */
export function requestLanguage(request: FastifyRequest): string | null {
  const first = acceptedLanguages(request.headers["accept-language"])[0] ?? "";
  return LANGUAGE_TAG.test(first) ? first : null;
}

/** The cookie the web app keeps its interface language in (LOCALE_COOKIE_NAME). */
const LOCALE_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE_NAME}=([A-Za-z-]+)`);

const INTERFACE_LOCALES = LOCALES.map((locale) => locale.value);

/**
 * The language to send a page in: the one the viewer chose in the app (its cookie), else the best of
 * their browser's languages, else en-US, as the app itself starts.
 */
export function pageLocale(request: FastifyRequest): string {
  const chosen = LOCALE_COOKIE.exec(request.headers.cookie ?? "")?.[1];
  if (chosen && INTERFACE_LOCALES.includes(chosen)) return chosen;
  return bestLocale(request.headers["accept-language"], INTERFACE_LOCALES);
}

/**
 * index.html in a language other than en-US: `<html>` says which and its direction, for the first
 * paint, screen readers, and the app (which starts in it and hydrates a page rendered in it).
 */
export function withPageLocale(indexHtml: string, locale: string): string {
  if (locale === DEFAULT_LOCALE) return indexHtml;
  const dir = LOCALES.find((known) => known.value === locale)?.dir ?? "ltr";
  return indexHtml.replace(/<html[^>]*>/i, () => `<html lang="${locale}" dir="${dir}" data-locale="${locale}">`);
}
