import type { ErrorResponse, TranslationValues, ValidationErrorResponse } from "@larder/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { english, type Text, type TextKey, type Translate } from "../i18n/server-texts.js";
import { validationMessage } from "../i18n/validation-messages.js";
import { requestTranslator } from "./request-locale.js";

/**
 * A failure with a status and a message a user may read, as a key of the server's catalogue and its
 * values: the error handler says it in the request's language. `message` is the English text, for logs.
 */
export class HttpError extends Error {
  readonly text: Text;

  constructor(
    readonly statusCode: number,
    key: TextKey,
    values?: TranslationValues,
    readonly headers: Record<string, string> = {},
  ) {
    super(english(key, values));
    this.text = { key, values };
  }

  /** The message in the language of `translate`. */
  say(translate: Translate): string {
    return translate(this.text.key, this.text.values);
  }
}

export const notFound = (key: TextKey = "errors.common.notFound") => new HttpError(404, key);

export function errorBody(message: string): ErrorResponse {
  return { detail: { message, error: true, exception: null } };
}

/** Installs the error handler: Mealie's error shapes, and never a stack trace to a client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const translate = requestTranslator(request);
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.say(translate)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ValidationErrorResponse = {
        detail: error.validation.map((issue) => ({
          loc: [error.validationContext ?? "body", ...issue.instancePath.split("/").filter(Boolean)],
          msg: issue.message ? validationMessage(issue.message, translate) : "Invalid value",
          type: issue.keyword,
        })),
      };
      return reply.status(422).send(body);
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send(errorBody(translate("errors.common.alreadyExists")));
    }
    if (isDataError(error)) {
      // Input checks should have caught it first: logged so that the gap is found and closed.
      request.log.error({ err: error }, "the database refused a value of the request");
      return reply.status(400).send(errorBody(translate("errors.common.valueRefusedByDatabase")));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(errorBody(translate("errors.common.internal")));
  });
}

/**
 * The database refused a value rather than failed: PostgreSQL's data exceptions (SQLSTATE class 22:
 * NUL characters, numbers out of range, bad dates...) and program limits (54000: index rows too big),
 * SQLite's too-big values and datatype mismatches. The transaction it happened in is rolled back.
 */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== "string") return false;
  return /^22[0-9A-Z]{3}$/.test(code) || code === "54000" || code === "SQLITE_TOOBIG" || code === "SQLITE_MISMATCH";
}

/** A unique index refused a row (two requests raced past the service's own check). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}
