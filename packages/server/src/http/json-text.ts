import type { FastifyReply } from "fastify";

/**
 * Sends JSON text that a service has serialised already (a cached page, say): with a JSON content
 * type, Fastify sends the string (or its UTF-8 bytes) as it is rather than serialising it again.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
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

/**
 * JSON text written piece by piece straight into UTF-8 bytes: for large answers built from many
 * serialised parts. One string of them all would be copied once to join them and again to encode
 * it for the socket; and a string of more than 64 k characters of which one is outside Latin-1 (a
 * curly apostrophe, a dash) takes two bytes a character, over V8's limit for the young generation,
 * so that each such answer cost a large-object allocation and a full scan to count its UTF-8 bytes
 * (about 1 ms for a 100-line parse).
 */
export class JsonBytes {
  private bytes: Buffer;
  private length = 0;

  constructor(expected = 16 * 1024) {
    this.bytes = Buffer.allocUnsafe(expected);
  }

  /** Appends text (already JSON: a serialised value, a bracket or a comma). */
  push(text: string): void {
    // At most three bytes per UTF-16 unit.
    if (this.length + text.length * 3 > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + text.length * 3));
      this.bytes.copy(grown, 0, 0, this.length);
      this.bytes = grown;
    }
    this.length += this.bytes.write(text, this.length, "utf8");
  }

  /** The bytes written so far (a view, not a copy). */
  done(): Buffer {
    return this.bytes.subarray(0, this.length);
  }
}
