import type { FastifyReply } from "fastify";

/**
 * Sends JSON text that a service has serialised already (a cached page, say): with a JSON content
 * type, Fastify sends the string as it is rather than serialising it again.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}

/**
 * Sends a string as a JSON string (`"a-slug"`), as Mealie answers with a created recipe's slug:
 * Fastify would send a bare string as plain text.
 */
export function sendJsonString(reply: FastifyReply, value: string): FastifyReply {
  return reply.type("application/json").send(JSON.stringify(value));
}

/**
 * Sends a value as JSON without the response schema's check: for large answers (a shopping list of
 * hundreds of items) whose validation would cost more than the work behind them. Their shape is
 * still checked in every test run (test-support/json-text-check.ts checks JSON text replies).
 */
export function sendJsonValue(reply: FastifyReply, value: unknown): FastifyReply {
  return sendJsonText(reply, JSON.stringify(value));
}
