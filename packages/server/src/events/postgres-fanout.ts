import { createHash, randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type pg from "pg";
import type { Logger } from "pino";
import { z } from "zod";
import { markRunning } from "../db/instance-lock.js";
import type { Database } from "../db/schema.js";
import type { DomainEvent, EventBus, EventFanout } from "./event-bus.js";

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (its default page size). */
const MAX_PAYLOAD_BYTES = 7999;
/** Channel names are identifiers: PostgreSQL cuts them at 63 bytes. */
const MAX_CHANNEL_BYTES = 63;

/** What an instance sends: the event, tagged with the instance, which skips its own. */
const Notice = z.object({
  origin: z.string(),
  event: z.discriminatedUnion("type", [
    z.object({
      type: z.literal("shopping-list-changed"),
      groupId: z.string(),
      listId: z.string(),
      updateAt: z.string(),
    }),
    z.object({ type: z.literal("events-recorded"), groupId: z.string() }),
    z.object({ type: z.literal("data-restored") }),
  ]),
});

/** Waits 0.5 s after a lost connection, then twice as long after each failed attempt, up to 30 s. */
export const defaultRetryDelay = (attempt: number): number => Math.min(30_000, 500 * 2 ** attempt);

export interface PostgresFanoutOptions {
  /** The pool's database: notifications are sent through it. */
  db: Kysely<Database>;
  /** A new client with the pool's settings (server, search_path), for the listening session alone. */
  newClient: () => pg.Client;
  log: Logger;
  /** Milliseconds to wait before reconnecting, by failed attempts so far. */
  retryDelay?: (attempt: number) => number;
}

/**
 * Carries events between Larder instances on one PostgreSQL database, with LISTEN/NOTIFY: nothing
 * else to run. Each instance listens on a session of its own (a pool's connection can be handed to
 * anyone), reconnecting with back-off when it drops; events published while it is down do not reach
 * this instance's streams. The channel is named after the schema, so that installations sharing a
 * database in separate schemas (and parallel test files) do not hear each other.
 */
export class PostgresFanout implements EventFanout {
  /** Tags this instance's notifications: its own come back to it, and are already delivered. */
  readonly instanceId = randomUUID();
  #channel: string | undefined;
  #client: pg.Client | undefined;
  #connecting: Promise<void> | undefined;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;
  #sessions = 0;
  readonly #sending = new Set<Promise<void>>();
  readonly #retryDelay: (attempt: number) => number;

  constructor(
    private readonly bus: EventBus,
    private readonly options: PostgresFanoutOptions,
  ) {
    this.#retryDelay = options.retryDelay ?? defaultRetryDelay;
  }

  /** Listening sessions opened so far: 1 once started, one more after each reconnection. */
  get sessions(): number {
    return this.#sessions;
  }

  /** Listens, then attaches to the bus; fails when the first session cannot be opened. */
  async start(): Promise<void> {
    this.#connecting = this.listen();
    await this.#connecting;
    this.bus.attach(this);
  }

  send(event: DomainEvent): void {
    const channel = this.#channel;
    if (channel === undefined || this.#closed) return;
    const payload = JSON.stringify({ origin: this.instanceId, event });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      this.options.log.error({ event: event.type }, "event too large to notify other instances");
      return;
    }
    const sending = sql`select pg_notify(${channel}, ${payload})`.execute(this.options.db).then(
      () => {},
      (error: unknown) => this.options.log.warn({ err: error }, "could not notify other instances of an event"),
    );
    this.#sending.add(sending);
    void sending.finally(() => this.#sending.delete(sending));
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    await this.#connecting?.catch(() => {});
    await Promise.all(this.#sending);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = this.options.newClient();
    // A session that fails after connecting says so here; until then, the promises below do.
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    client.on("notification", (message) => this.receive(message));
    try {
      await client.connect();
      if (this.#channel === undefined) {
        const { rows } = await client.query<{ schema: string | null }>("select current_schema() as schema");
        this.#channel = channelName(rows[0]?.schema ?? "public");
      }
      await client.query(`LISTEN ${client.escapeIdentifier(this.#channel)}`);
      // This session lives as long as the instance serves: it also tells a starting instance that
      // this one is running (and may be writing files in the shared data folder).
      await markRunning(client);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#sessions += 1;
  }

  /** The listening session is gone (the server restarted, the network dropped): listen again. */
  private lost(client: pg.Client, error?: Error): void {
    if (client !== this.#client || this.#closed) return;
    this.#client = undefined;
    this.options.log.warn({ err: error }, "lost the session listening for other instances' events; reconnecting");
    void client.end().catch(() => {});
    this.reconnect(0);
  }

  private reconnect(attempt: number): void {
    if (this.#closed) return;
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      this.#connecting = this.listen().then(
        () => this.options.log.info("listening for other instances' events again"),
        (error: unknown) => {
          this.options.log.warn({ err: error }, "could not listen for other instances' events; retrying");
          this.reconnect(attempt + 1);
        },
      );
    }, this.#retryDelay(attempt));
  }

  private receive(message: pg.Notification): void {
    if (message.channel !== this.#channel || message.payload === undefined) return;
    let notice: z.infer<typeof Notice>;
    try {
      const parsed = Notice.safeParse(JSON.parse(message.payload));
      // An event of a kind this version does not know (a newer instance during an upgrade): not ours to tell.
      if (!parsed.success) return;
      notice = parsed.data;
    } catch {
      return;
    }
    if (notice.origin === this.instanceId) return;
    this.bus.deliver(notice.event);
  }
}

/** `larder_events:<schema>`, or a digest of the schema's name when that is too long for a channel. */
export function channelName(schema: string): string {
  const name = `larder_events:${schema}`;
  if (Buffer.byteLength(name) <= MAX_CHANNEL_BYTES) return name;
  return `larder_events:${createHash("sha256").update(schema).digest("hex").slice(0, 40)}`;
}
