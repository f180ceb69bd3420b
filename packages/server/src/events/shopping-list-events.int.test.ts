import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../test-support/eventually.js";
import { listEventStreams } from "../test-support/list-event-streams.js";
import { type Member, useTestContext } from "../test-support/test-context.js";

/**
 * The live view of a shopping list: a device that has the list open follows
 * `GET /api/groups/shopping/lists/{id}/events` and hears of each change of that list, made
 * through this instance or, on PostgreSQL, through any other instance on the same database.
 * Streams are read over real HTTP, as a browser's EventSource reads them.
 */

const t = useTestContext();
let alice: Member;
let aaron: Member;
let bob: Member;
let aliceList: string;
let aliceOtherList: string;
let bobList: string;

const { readers, eventsOf, newList, addItem, updateAtOf, changeOf, follow, followed, asEvent } = listEventStreams(t);

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  alice = await t.newMember();
  aaron = await t.newMember({ group: alice.group });
  bob = await t.newMember();
  aliceList = await newList(alice);
  aliceOtherList = await newList(alice);
  bobList = await newList(bob);
});

afterEach(async () => {
  for (const reader of readers.splice(0)) reader.close();
  // The server hears of a client leaving a moment later: each test starts with no stream open.
  await eventually(() => expect(t.services.events.listenerCount).toBe(0));
});

describe("following a shopping list", () => {
  it("tells a device that has the list open of an item another member adds", async () => {
    const reader = await followed(alice, aliceList);
    await addItem(aaron, aliceOtherList, "not on this list");
    await addItem(aaron, aliceList, "oat milk");
    const event = await reader.next();
    expect(event.event).toBe("list-changed");
    const data = JSON.parse(event.data);
    expect(data.listId).toBe(aliceList);
    expect(new Date(data.updateAt).getTime()).toBe(new Date(await updateAtOf(alice, aliceList)).getTime());
  });

  it("tells a member of each change of the list, and of no other list's", async () => {
    const reader = await followed(alice, aliceList);
    expect(reader.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(reader.response.headers.get("cache-control")).toBe("no-cache");
    expect(reader.response.headers.get("x-accel-buffering")).toBe("no");

    t.services.events.publish(changeOf(alice, aliceOtherList));
    t.services.events.publish(changeOf(bob, bobList));
    // Bob's group does not have Alice's list: an event naming it with his group is not hers.
    t.services.events.publish(changeOf(bob, aliceList));
    const first = changeOf(alice, aliceList, "2026-03-01T10:00:00.000Z");
    const second = changeOf(alice, aliceList, "2026-03-01T10:00:05.000Z");
    t.services.events.publish(first);
    t.services.events.publish(second);

    expect(await reader.next()).toEqual(asEvent(first));
    expect(await reader.next()).toEqual(asEvent(second));
    expect(reader.text).toMatch(/^retry: \d+\n/);
  });

  it("tells every device that has the list open, whoever in the group follows it", async () => {
    const phone = await followed(alice, aliceList);
    const laptop = await followed(aaron, aliceList);
    const change = changeOf(alice, aliceList);
    t.services.events.publish(change);
    expect(await phone.next()).toEqual(asEvent(change));
    expect(await laptop.next()).toEqual(asEvent(change));
  });

  it("lets a browser's EventSource follow with the session cookie it signed in with", async () => {
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/token",
      payload: { username: aaron.username, password: aaron.password },
    });
    const cookie = signIn.cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    const { status, reader } = await follow(null, aliceList, t, { cookie });
    expect(status).toBe(200);
    const change = changeOf(alice, aliceList);
    t.services.events.publish(change);
    expect(await reader?.next()).toEqual(asEvent(change));
  });

  it("is not held back by compression when the client accepts it", async () => {
    const { reader } = await follow(alice, aliceList, t, { "accept-encoding": "gzip, deflate, br" });
    expect(reader?.response.headers.get("content-encoding")).toBeNull();
    const change = changeOf(alice, aliceList);
    t.services.events.publish(change);
    expect(await reader?.next()).toEqual(asEvent(change));
  });

  it("refuses another group's list, or one that does not exist, with 404 and no stream", async () => {
    for (const listId of [aliceList, randomUUID()]) {
      const { status, body, reader } = await follow(bob, listId);
      expect(status).toBe(404);
      expect(reader).toBeUndefined();
      expect(JSON.parse(body).detail.message).toBe("Shopping list not found");
    }
    expect(t.services.events.listenerCount).toBe(0);
    expect(t.services.eventStreams.size).toBe(0);
  });

  it("answers HEAD with the headers alone, leaving no listener behind", async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${eventsOf(aliceList)}`, {
      method: "HEAD",
      headers: await t.headersOf(alice),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(t.services.events.listenerCount).toBe(0);
    expect(t.services.eventStreams.size).toBe(0);
  });

  it("refuses a caller who is not signed in with 401 and no stream", async () => {
    const { status, reader } = await follow(null, aliceList);
    expect(status).toBe(401);
    expect(reader).toBeUndefined();
  });

  it("stops listening when the device leaves", async () => {
    const reader = await followed(alice, aliceList);
    expect(t.services.events.listenerCount).toBe(1);
    expect(t.services.eventStreams.size).toBe(1);

    reader.close();
    await eventually(() => expect(t.services.events.listenerCount).toBe(0));
    expect(t.services.eventStreams.size).toBe(0);
  });

  it("ends its open streams when the app closes, and the close does not wait for them", async () => {
    const instance = await t.anotherInstance();
    await instance.app.listen({ port: 0, host: "127.0.0.1" });
    const reader = await followed(alice, aliceList, instance);
    expect(instance.services.events.listenerCount).toBe(1);

    await instance.close();
    await reader.ended;
    expect(instance.services.events.listenerCount).toBe(0);
    expect(instance.services.eventStreams.size).toBe(0);
  });
});
