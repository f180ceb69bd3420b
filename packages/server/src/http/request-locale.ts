import type { FastifyRequest } from "fastify";
import { mailLocale } from "../mail/mail-messages.js";

/** The locale for mails a request causes: the web app sends its interface locale as Accept-Language. */
export function requestMailLocale(request: FastifyRequest): string {
  return mailLocale(request.headers["accept-language"]);
}

/** A language tag as Accept-Language lists it ("de-DE", "fr", "zh-Hant-TW"); anything else is not kept. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/;

/**
 * The language a request asks for (the first of its Accept-Language, which the web app sets to
 * its interface locale), kept for what is written to the caller later; null when it names none.
 */
export function requestLanguage(request: FastifyRequest): string | null {
  const first = request.headers["accept-language"]?.split(",")[0]?.split(";")[0]?.trim() ?? "";
  return LANGUAGE_TAG.test(first) ? first : null;
}
