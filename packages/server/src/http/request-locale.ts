import { acceptedLanguages } from "@larder/shared";
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
