import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../test-support/eventually.js";
import { listEventStreams } from "../test-support/list-event-streams.js";
import type { TestInstance } from "../test-support/test-app.js";
import { type Member, useTestContext } from "../test-support/test-context.js";
import { onPostgresServer } from "../test-support/test-database.js";
import type { DomainEvent } from "./event-bus.js";

/**
 * Several Larder instances on one PostgreSQL database: a change made through one reaches the
 * devices following its list through another. PostgreSQL only (`*.pg.int.test.ts`): SQLite is one
 * process by design; PGlite, a single session, skips it.
 */

const t = useTestContext();
const { readers, newList, addItem, changeOf, followed, asEvent } = listEventStreams(t);
let alice: Member;
let aaron: Member;
let aliceList: string;
let aliceOtherList: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  alice = await t.newMember();
  aaron = await t.newMember({ group: alice.group });
  aliceList = await newList(alice);
  aliceOtherList = await newList(alice);
});

afterEach(async () => {
  for (const reader of readers.splice(0)) reader.close();
  await eventually(() => expect(t.services.events.listenerCount).toBe(0));
});

describe.skipIf(!onPostgresServer())("several instances on one PostgreSQL database", () => {
  let other: TestInstance;

  beforeAll(async () => {
    other = await t.anotherInstance();
    await other.app.listen({ port: 0, host: "127.0.0.1" });
  });

  it("tells a device following through one instance of an item added through another", async () => {
    const reader = await followed(alice, aliceList, other);
    await addItem(aaron, aliceList, "lemons", t);
    const event = await reader.next();
    expect(JSON.parse(event.data).listId).toBe(aliceList);

    const here = await followed(aaron, aliceList);
    await addItem(alice, aliceList, "capers", other);
    expect(JSON.parse((await here.next()).data).listId).toBe(aliceList);
    expect(JSON.parse((await reader.next()).data).listId).toBe(aliceList);
  });

  it("tells the devices following through one instance of every event published on another", async () => {
    const reader = await followed(alice, aliceList, other);
    const change = changeOf(alice, aliceList);
    t.services.events.publish(change);
    expect(await reader.next()).toEqual(asEvent(change));

    // And the other way round, while devices follow through both.
    const here = await followed(aaron, aliceList);
    const back = changeOf(alice, aliceList);
    other.services.events.publish(back);
    expect(await here.next()).toEqual(asEvent(back));
    expect(await reader.next()).toEqual(asEvent(back));
  });

  it("delivers each event once on every instance, its publisher's included", async () => {
    const heardHere: DomainEvent[] = [];
    const heardThere: DomainEvent[] = [];
    const stopHere = t.services.events.subscribe((event) => heardHere.push(event));
    const stopThere = other.services.events.subscribe((event) => heardThere.push(event));
    try {
      const fromHere = changeOf(alice, aliceOtherList, "2026-03-02T08:00:00.000Z");
      const fromThere = changeOf(alice, aliceOtherList, "2026-03-02T08:00:01.000Z");
      t.services.events.publish(fromHere);
      await eventually(() => expect(heardThere).toEqual([fromHere]));
      other.services.events.publish(fromThere);
      // PostgreSQL delivers notifications in the order they were sent: once this instance has heard
      // the other's event, its own earlier one has come back to it too, and was skipped.
      await eventually(() => expect(heardHere).toHaveLength(2));
      expect(heardHere).toEqual([fromHere, fromThere]);
      expect(heardThere).toEqual([fromHere, fromThere]);
    } finally {
      stopHere();
      stopThere();
    }
  });
});
