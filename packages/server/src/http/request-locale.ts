import type { FastifyRequest } from "fastify";
import { mailLocale } from "../mail/mail-messages.js";

/** The locale for mails a request causes: the web app sends its interface locale as Accept-Language. */
export function requestMailLocale(request: FastifyRequest): string {
  return mailLocale(request.headers["accept-language"]);
}
