import type { ErrorResponse, TranslationValues, ValidationErrorResponse } from "@larder/shared";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { english, say, type Text, type TextKey, type Translate } from "../i18n/server-texts.js";
import { type ValidationIssue, validationMessage, zodMessage } from "../i18n/validation-messages.js";
import { requestLocale, requestTranslator } from "./request-locale.js";

/**
 * A failure with a status and a message a user may read, as a key of the server's catalogue and its
 * values: the error handler says it in the request's language. `message` is the English text, for logs.
 */
export class HttpError extends Error {
  readonly text: Text;

  constructor(
    readonly statusCode: number,
    key: TextKey | Text,
    values?: TranslationValues,
    readonly headers: Record<string, string> = {},
  ) {
    const text = typeof key === "string" ? { key, values } : key;
    super(english(text));
    this.text = text;
  }

  /** The message in the language of `translate`. */
  say(translate: Translate): string {
    return say(this.text, translate);
  }
}

export const notFound = (key: TextKey = "errors.common.notFound") => new HttpError(404, key);

export function errorBody(message: string): ErrorResponse {
  return { detail: { message, error: true, exception: null } };
}

/**
 * Fastify's own refusals of a request's body, by code, as catalogue keys: said in the request's
 * language, with Fastify's status. Their en-US texts are Fastify's own messages.
 */
const FRAMEWORK_REFUSALS: ReadonlyMap<string, TextKey> = new Map([
  ["FST_ERR_CTP_INVALID_JSON_BODY", "errors.requests.bodyNotJson"],
  ["FST_ERR_CTP_EMPTY_JSON_BODY", "errors.requests.bodyEmptyJson"],
  ["FST_ERR_CTP_BODY_TOO_LARGE", "errors.requests.bodyTooLarge"],
  ["FST_ERR_CTP_INVALID_CONTENT_LENGTH", "errors.requests.bodyLengthMismatch"],
  ["FST_ERR_CTP_INVALID_MEDIA_TYPE", "errors.requests.mediaTypeUnsupported"],
]);

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
      const context = error.validationContext ?? "body";
      const body: ValidationErrorResponse = {
        detail: error.validation.map((issue) => {
          const path = issue.instancePath.split("/").filter(Boolean);
          return {
            loc: [context, ...path],
            msg: issueMessage(issue, valueAt(request, context, path), request, translate),
            type: issue.keyword,
          };
        }),
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
      const key = FRAMEWORK_REFUSALS.get(error.code);
      return reply.status(status).send(errorBody(key ? translate(key) : error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(errorBody(translate("errors.common.internal")));
  });
}

/**
 * A 422 issue's message in the request's language: one of the shared validation messages or a
 * contract's own from the catalogue, zod's own from its locale (zod's or Larder's), any other as it is.
 */
function issueMessage(issue: ValidationIssue, input: unknown, request: FastifyRequest, translate: Translate): string {
  if (!issue.message) return "Invalid value";
  const shared = validationMessage(issue.message, translate, requestLocale(request));
  if (shared !== issue.message) return shared;
  return zodMessage(issue, input, request.headers["accept-language"]) ?? issue.message;
}

/** The value an issue is about, in the part of the request it names (as it came, before parsing). */
function valueAt(request: FastifyRequest, context: string, path: readonly string[]): unknown {
  const parts: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  let value = parts[context];
  for (const step of path) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, step)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
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
