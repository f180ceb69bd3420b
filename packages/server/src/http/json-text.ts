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
