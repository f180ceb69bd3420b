import type { Socket } from "node:net";
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { TextKey } from "../i18n/server-texts.js";
import { errorBody } from "./errors.js";
import { requestTranslator } from "./request-locale.js";

/**
 * How long a connection refused by the parser may go on sending before it is cut. Its client was
 * told `Connection: close`; reading what it still sends in the meantime, rather than cutting at once,
 * lets the refusal arrive whole instead of being overtaken by a reset.
 */
const REFUSED_CONNECTION_GRACE_MS = 5_000;

interface ParserRefusal {
  status: number;
  reason: string;
  message: string;
}

const MALFORMED: ParserRefusal = { status: 400, reason: "Bad Request", message: "The request is not well-formed HTTP" };

/**
 * Node's parser and timeout errors, by code; any other is a malformed request. These stay in
 * English: they are answered on the socket before any request exists, so there is no
 * Accept-Language to read (the parser refused the very headers that would carry it).
 */
const PARSER_REFUSALS: Record<string, ParserRefusal> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: "Request Header Fields Too Large",
    message: "The request's headers (its address included) are too large",
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    reason: "Payload Too Large",
    message: "The request's chunk extensions are too large",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: "Request Timeout",
    message: "The request did not arrive in time",
  },
};

/** The response a socket is writing, which Node keeps on the socket while it is in flight. */
type HttpSocket = Socket & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * Fastify's `clientErrorHandler`: answers a request that Node's HTTP parser refused, or that timed
 * out, before Fastify saw it. The answer is whole, in Mealie's error shape, and says
 * `Connection: close`, and the socket is then ended rather than destroyed: a kept-alive client so
 * learns not to send its next request on it (Fastify's default answer says nothing, then destroys the
 * socket, and a client's next request on it is reset).
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset peer is gone; an ended socket was answered already (the parser reports every later chunk).
  if (error.code === "ECONNRESET" || socket.destroyed || socket.writableEnded) return;
  const inFlight = (socket as HttpSocket)._httpMessage;
  if (inFlight?.headersSent) {
    // A response is half written: anything more would corrupt it, so the connection is cut.
    socket.destroy();
    return;
  }
  const { status, reason, message } = PARSER_REFUSALS[error.code] ?? MALFORMED;
  const body = JSON.stringify(errorBody(message));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  const cut = setTimeout(() => socket.destroy(), REFUSED_CONNECTION_GRACE_MS).unref();
  socket.once("close", () => clearTimeout(cut));
}

const FRAMEWORK_MESSAGES: Record<string, TextKey> = {
  FST_ERR_BAD_URL: "errors.requests.pathMalformed",
  FST_ERR_MAX_PARAM_LENGTH: "errors.requests.pathPartTooLong",
};

/**
 * Fastify's `frameworkErrors`: the refusals its router answers itself (a path that does not decode, a
 * path parameter over the length limit), in Mealie's error shape rather than Fastify's, and without
 * echoing the path.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  const translate = requestTranslator(request);
  const key = FRAMEWORK_MESSAGES[error.code];
  const message = key ? translate(key) : status < 500 ? error.message : translate("errors.common.internal");
  return reply.status(status).send(errorBody(message));
}
