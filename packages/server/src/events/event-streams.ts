import type { ServerResponse } from "node:http";

/** A comment line every 25 s: proxies close a connection that stays silent for a minute or so. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser's EventSource waits before reconnecting after the stream ends. */
export const RETRY_MS = 3_000;

/** One open server-sent event stream. */
export interface EventStream {
  /** Sends one event (`event:` name, `data:` JSON); nothing once the stream has ended. */
  send(name: string, data: unknown): void;
  /** Runs `cleanup` once the stream ends, whether the client left or the server ended it. */
  onEnd(cleanup: () => void): void;
}

/**
 * This instance's open server-sent event streams (`text/event-stream`). A stream is written to the
 * raw response, past Fastify's reply (and so past compression, which would hold events back), keeps
 * itself open with heartbeats, and ends when the client leaves or the app closes (`endAll`, from a
 * preClose hook: the HTTP server's close waits for open responses).
 */
export class EventStreams {
  readonly #open = new Set<ServerResponse>();

  constructor(private readonly heartbeatMs = HEARTBEAT_MS) {}

  /** How many streams are open. */
  get size(): number {
    return this.#open.size;
  }

  /** Starts a stream on `response`, whose headers must not have been sent. */
  open(response: ServerResponse): EventStream {
    response.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      // nginx buffers proxied responses unless told not to.
      "x-accel-buffering": "no",
      connection: "keep-alive",
    });
    // A HEAD request gets the headers alone: a response left open would hold its connection.
    if (response.req?.method === "HEAD") {
      response.end();
      return { send: () => {}, onEnd: (cleanup) => cleanup() };
    }
    response.write(`retry: ${RETRY_MS}\n: open\n\n`);
    this.#open.add(response);
    const heartbeat = setInterval(() => write(": heartbeat\n\n"), this.heartbeatMs);
    heartbeat.unref();

    const cleanups: (() => void)[] = [];
    const write = (text: string) => {
      if (!response.writableEnded && !response.destroyed) response.write(text);
    };
    // Fires when the client goes away as well as when the response ends here.
    response.once("close", () => {
      clearInterval(heartbeat);
      this.#open.delete(response);
      for (const cleanup of cleanups.splice(0)) cleanup();
    });
    return {
      send: (name, data) => write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
      onEnd: (cleanup) => {
        if (response.destroyed || response.writableEnded) cleanup();
        else cleanups.push(cleanup);
      },
    };
  }

  /** Ends every open stream and its connection; clients reconnect (to another instance, or later). */
  endAll(): void {
    for (const response of this.#open) {
      response.end();
      // The connection was kept alive for the stream: free it, or the server's close waits for it.
      response.socket?.end();
    }
  }
}
