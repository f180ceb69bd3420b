import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";

/** One server-sent event as a browser's EventSource would dispatch it. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * A client of a `text/event-stream` response over real HTTP (`inject` answers only once a response
 * has ended): it reads events as they come, as an EventSource does, and can leave.
 */
export class EventStreamReader {
  /** Every byte received, as text. */
  text = "";
  readonly #events: ServerSentEvent[] = [];
  #waiting: (() => void) | undefined;
  #pending = "";
  #done = false;
  /** Resolves once the server has ended the stream (or the client left). */
  readonly ended: Promise<void>;

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    this.ended = this.read();
  }

  /** Opens `path` on a listening app; the reader exists only when the server answered 200. */
  static async open(
    app: FastifyInstance,
    path: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: string; reader?: EventStreamReader }> {
    const { port } = app.server.address() as AddressInfo;
    return EventStreamReader.openUrl(`http://127.0.0.1:${port}${path}`, headers);
  }

  /** Opens a stream at a full address (a server of another process). */
  static async openUrl(
    url: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: string; reader?: EventStreamReader }> {
    const abort = new AbortController();
    const response = await fetch(url, { headers, signal: abort.signal });
    if (response.status !== 200) return { status: response.status, body: await response.text() };
    return { status: 200, body: "", reader: new EventStreamReader(response, abort) };
  }

  /** The next event, waiting for it to arrive; fails when the stream ends first. */
  async next(): Promise<ServerSentEvent> {
    while (this.#events.length === 0) {
      if (this.#done) throw new Error(`the stream ended without another event; it sent: ${JSON.stringify(this.text)}`);
      await new Promise<void>((resolve) => {
        this.#waiting = resolve;
      });
    }
    return this.#events.shift() as ServerSentEvent;
  }

  /** Leaves, as a browser does when its tab closes. */
  close(): void {
    this.abort.abort();
  }

  private async read(): Promise<void> {
    const body = this.response.body;
    if (!body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) {
        const text = decoder.decode(chunk, { stream: true });
        this.text += text;
        this.take(text);
      }
    } catch (error) {
      if (!this.abort.signal.aborted) this.text += `\n[read failed: ${(error as Error).message}]`;
    } finally {
      this.#done = true;
      this.#waiting?.();
    }
  }

  /** Splits complete blocks off the text received; a block with `data:` lines is an event. */
  private take(text: string): void {
    this.#pending += text;
    let end = this.#pending.indexOf("\n\n");
    while (end >= 0) {
      const block = this.#pending.slice(0, end);
      this.#pending = this.#pending.slice(end + 2);
      const fields = block.split("\n").filter((line) => line !== "" && !line.startsWith(":"));
      const field = (name: string) =>
        fields.filter((line) => line.startsWith(`${name}:`)).map((line) => line.slice(name.length + 1).trimStart());
      const data = field("data");
      if (data.length > 0) {
        this.#events.push({ event: field("event")[0] ?? "message", data: data.join("\n") });
        this.#waiting?.();
      }
      end = this.#pending.indexOf("\n\n");
    }
  }
}
