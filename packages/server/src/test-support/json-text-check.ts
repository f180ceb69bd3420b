import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

/**
 * Makes every test check the replies sent as ready JSON text (`sendJsonText`: kept recipes and list
 * pages). Fastify sends a string as it is, so the response schema a route declares is never applied
 * to it: here a 2xx JSON string whose route has a schema for that status is parsed and checked with
 * it, and a mismatch fails the request (a 500, zod's issues on stderr). Replies Fastify serialised
 * itself went through the schema already and are left alone.
 */
export function checkJsonTextReplies(app: FastifyInstance): void {
  const serialised = new WeakSet<FastifyReply>();
  // Not called for a string or Buffer payload: what reaches onSend unmarked was sent as text.
  app.addHook("preSerialization", async (_request, reply, payload) => {
    serialised.add(reply);
    return payload;
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if ((typeof payload !== "string" && !Buffer.isBuffer(payload)) || serialised.has(reply)) return payload;
    if (reply.statusCode < 200 || reply.statusCode > 299) return payload;
    if (!/^application\/json\b/.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const schema = responseSchema(request, reply.statusCode);
    if (!schema) return payload;
    const result = schema.safeParse(JSON.parse(payload.toString()));
    if (result.success) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    console.error(`JSON text sent by ${route} does not match its response schema`, result.error.issues);
    throw new Error(`JSON text sent by ${route} does not match its response schema: ${result.error.message}`);
  });
}

/** The zod schema the route declares for this status (exact, then `2xx`, then `default`). */
function responseSchema(request: FastifyRequest, status: number): z.ZodType | undefined {
  const responses = (request.routeOptions.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (!responses) return undefined;
  const schema = responses[status] ?? responses[`${Math.floor(status / 100)}xx`] ?? responses.default;
  return isZodSchema(schema) ? schema : undefined;
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof (value as { safeParse?: unknown } | undefined)?.safeParse === "function";
}
