import { sql } from "kysely";
import pg from "pg";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { eventually } from "../test-support/eventually.js";
import { useTestContext } from "../test-support/test-context.js";
import { onPostgresServer } from "../test-support/test-database.js";
import { type DomainEvent, EventBus } from "./event-bus.js";
import { PostgresFanout } from "./postgres-fanout.js";

/**
 * The fan-out's listening session: what happens when it drops, and what it makes of notices it
 * cannot read. The test context's app is the other instance on the database.
 */

const t = useTestContext();
const started: PostgresFanout[] = [];

const change = (updateAt: string): DomainEvent => ({
  type: "shopping-list-changed",
  groupId: "6f0c1a52-3d55-4a6b-9a9c-1a2b3c4d5e6f",
  listId: "0b8e2c3d-6f7a-4b1c-8d9e-0f1a2b3c4d5e",
  updateAt,
});

/** A second instance's bus and fan-out, with the clients it opened and the back-off it asked for. */
async function startFanout(newClient?: (attempt: number) => pg.Client | undefined) {
  const sessionClient = t.services.database.newSessionClient;
  if (!sessionClient) throw new Error("the test app has no PostgreSQL sessions of its own");
  const heard: DomainEvent[] = [];
  const bus = new EventBus();
  bus.subscribe((event) => heard.push(event));
  const clients: pg.Client[] = [];
  const delays: number[] = [];
  const fanout = new PostgresFanout(bus, {
    db: t.db,
    newClient: () => {
      const client = newClient?.(clients.length) ?? sessionClient("larder-events-test");
      clients.push(client);
      return client;
    },
    log: pino({ level: "silent" }),
    retryDelay: (attempt) => {
      delays.push(attempt);
      return 0;
    },
  });
  await fanout.start();
  started.push(fanout);
  return { bus, fanout, heard, clients, delays };
}

async function backendPid(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
  return (rows[0] as { pid: number }).pid;
}

async function terminate(pid: number): Promise<void> {
  await sql`select pg_terminate_backend(${pid})`.execute(t.db);
}

async function sessionExists(pid: number): Promise<boolean> {
  const { rows } = await sql<{
    count: number;
  }>`select count(*) as count from pg_stat_activity where pid = ${pid}`.execute(t.db);
  return Number(rows[0]?.count) > 0;
}

afterEach(async () => {
  for (const fanout of started.splice(0)) await fanout.close();
});

describe.skipIf(!onPostgresServer())("the PostgreSQL fan-out's listening session", () => {
  it("listens again when its session is lost, and hears other instances' events again", async () => {
    const { fanout, heard, clients } = await startFanout();
    await terminate(await backendPid(clients[0] as pg.Client));
    await eventually(() => expect(fanout.sessions).toBe(2));

    const after = change("2026-03-03T09:00:00.000Z");
    t.services.events.publish(after);
    await eventually(() => expect(heard).toEqual([after]));
  });

  it("keeps trying, waiting longer after each refusal, until the server answers", async () => {
    // The first session is lost; the next two attempts find no server (nothing listens on port 1).
    const refused = new Set([1, 2]);
    const { fanout, heard, clients, delays } = await startFanout((attempt) =>
      refused.has(attempt) ? new pg.Client({ host: "127.0.0.1", port: 1 }) : undefined,
    );
    await terminate(await backendPid(clients[0] as pg.Client));
    await eventually(() => expect(fanout.sessions).toBe(2));
    expect(delays).toEqual([0, 1, 2]);
    expect(clients).toHaveLength(4);

    const after = change("2026-03-03T09:05:00.000Z");
    t.services.events.publish(after);
    await eventually(() => expect(heard).toEqual([after]));
  });

  it("skips notices it cannot read or whose kind it does not know, and goes on", async () => {
    const { fanout, heard } = await startFanout();
    const channel = `larder_events:${(await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]?.schema}`;
    const notify = (payload: string) => sql`select pg_notify(${channel}, ${payload})`.execute(t.db);
    await notify("not json");
    await notify(JSON.stringify({ origin: "a newer instance", event: { type: "recipe-cooked", groupId: "x" } }));
    await notify(JSON.stringify({ event: change("2026-03-03T09:10:00.000Z") }));
    const readable = change("2026-03-03T09:15:00.000Z");
    await notify(JSON.stringify({ origin: "another instance", event: readable }));
    await eventually(() => expect(heard).toEqual([readable]));
    expect(fanout.sessions).toBe(1);
  });

  it("ends its session when closed, and no longer sends", async () => {
    const { fanout, bus, clients } = await startFanout();
    const pid = await backendPid(clients[0] as pg.Client);
    const heardHere: DomainEvent[] = [];
    const stop = t.services.events.subscribe((event) => heardHere.push(event));
    try {
      await fanout.close();
      await eventually(async () => expect(await sessionExists(pid)).toBe(false));

      // Still told locally; the test app, listening to the same channel, hears of it no more.
      const local = change("2026-03-03T09:20:00.000Z");
      const heardLocally: DomainEvent[] = [];
      bus.subscribe((event) => heardLocally.push(event));
      bus.publish(local);
      expect(heardLocally).toEqual([local]);
      const marker = change("2026-03-03T09:25:00.000Z");
      const { bus: third } = await startFanout();
      third.publish(marker);
      await eventually(() => expect(heardHere).toEqual([marker]));
    } finally {
      stop();
    }
  });
});
