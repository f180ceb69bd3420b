import type { ShoppingListItemOut, ShoppingListItemsCollectionOut } from "@larder/shared";
import { describe, expect, it } from "vitest";
import { buildItem, LIST_ID } from "../../test/shoppingBuilders";
import { createBody, updateBody } from "./itemBodies";
import { type KeyValueStorage, MAX_SERVER_ERRORS, type QueuedChange, type SendOutcome, ShoppingOutbox } from "./outbox";

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const KEY = "larder.shopping.outbox.test";

/**
 * The item routes as the server keeps them: creates with a known id change nothing, updates whose
 * base is older than the item are refused (409), each write moves the item's updateAt.
 */
function fakeServer(initial: ShoppingListItemOut[] = []) {
  const items = new Map(initial.map((item) => [item.id, item]));
  let clock = Date.parse("2026-03-01T12:00:00.000Z");
  const stamp = () => {
    clock += 1000;
    return new Date(clock).toISOString();
  };
  const requests: Array<{ kind: QueuedChange["kind"]; body: unknown }> = [];
  let connection: "up" | "down" | "lostAnswers" = "up";
  const collection = (written: ShoppingListItemOut[], created = false): ShoppingListItemsCollectionOut => ({
    createdItems: created ? written : [],
    updatedItems: created ? [] : written,
    deletedItems: [],
  });

  async function send(change: QueuedChange): Promise<SendOutcome> {
    if (connection === "down") return { status: "unreachable" };
    const outcome = apply(change);
    // The server did the work; the answer never came back.
    if (connection === "lostAnswers") return { status: "unreachable" };
    return outcome;
  }

  function apply(change: QueuedChange): SendOutcome {
    if (change.kind === "create") {
      const bodies = change.items.map(createBody);
      requests.push({ kind: "create", body: bodies });
      const written = change.items.map((item) => {
        const existing = items.get(item.id);
        if (existing) return existing;
        const created = { ...item, createdAt: stamp(), updateAt: stamp() };
        items.set(item.id, created);
        return created;
      });
      return { status: "done", result: collection(written, true) };
    }
    if (change.kind === "update") {
      const bodies = change.items.map((entry) => updateBody(entry.item, entry.baseUpdateAt));
      requests.push({ kind: "update", body: bodies });
      for (const body of bodies) {
        const current = items.get(body.id);
        if (!current) return { status: "gone" };
        if (body.baseUpdateAt && Date.parse(current.updateAt) > Date.parse(body.baseUpdateAt)) {
          return { status: "conflict" };
        }
      }
      const written = change.items.map(({ item }) => {
        const saved = { ...item, updateAt: stamp() };
        items.set(item.id, saved);
        return saved;
      });
      return { status: "done", result: collection(written) };
    }
    requests.push({ kind: "delete", body: change.ids });
    if (change.ids.some((id) => !items.has(id))) return { status: "gone" };
    for (const id of change.ids) items.delete(id);
    return { status: "done", result: null };
  }

  return {
    items,
    requests,
    send,
    setConnection: (state: typeof connection) => {
      connection = state;
    },
    /** Another device changes an item directly. */
    changeElsewhere: (id: string, changes: Partial<ShoppingListItemOut>) => {
      const current = items.get(id) as ShoppingListItemOut;
      items.set(id, { ...current, ...changes, updateAt: stamp() });
    },
  };
}

const milk = buildItem("milk", { id: "11111111-1111-4111-8111-111111111111" });
const bread = buildItem("bread", { id: "22222222-2222-4222-8222-222222222222" });
const check = (item: ShoppingListItemOut) => ({ item: { ...item, checked: true }, baseUpdateAt: item.updateAt });

describe("the shopping outbox", () => {
  it("sends changes in the order they were made, and keeps them across page loads until sent", async () => {
    const storage = memoryStorage();
    const server = fakeServer([milk, bread]);
    const eggs = buildItem("eggs", { id: "33333333-3333-4333-8333-333333333333" });
    const before = new ShoppingOutbox(storage, KEY);
    before.enqueueUpdate(LIST_ID, [check(milk)]);
    before.enqueueCreate(LIST_ID, [eggs]);
    before.enqueueDelete(LIST_ID, [bread.id]);

    // The tab is closed offline; a new page load finds the same queue.
    const after = new ShoppingOutbox(storage, KEY);
    expect(after.changes().map((change) => change.kind)).toEqual(["update", "create", "delete"]);
    const summary = await after.flush(server.send);

    expect(summary).toEqual({ sent: 3, conflicts: 0, dropped: 0, stalled: false });
    expect(server.requests.map((request) => request.kind)).toEqual(["update", "create", "delete"]);
    expect(server.items.get(milk.id)?.checked).toBe(true);
    expect(server.items.has(eggs.id)).toBe(true);
    expect(server.items.has(bread.id)).toBe(false);
    expect(after.changes()).toEqual([]);
    expect(new ShoppingOutbox(storage, KEY).changes()).toEqual([]);
  });

  it("keeps everything while the server cannot be reached, then goes on from where it stopped", async () => {
    const server = fakeServer([milk, bread]);
    const outbox = new ShoppingOutbox(memoryStorage(), KEY);
    outbox.enqueueUpdate(LIST_ID, [check(milk)]);
    outbox.enqueueUpdate(LIST_ID, [check(bread)]);

    server.setConnection("down");
    expect(await outbox.flush(server.send)).toMatchObject({ sent: 0, stalled: true });
    expect(outbox.changes()).toHaveLength(2);
    expect(outbox.changes().some((change) => change.sending)).toBe(false);

    server.setConnection("up");
    expect(await outbox.flush(server.send)).toMatchObject({ sent: 2, stalled: false });
    expect([server.items.get(milk.id)?.checked, server.items.get(bread.id)?.checked]).toEqual([true, true]);
  });

  it("never adds an item twice when the answer to its create was lost", async () => {
    const server = fakeServer();
    const outbox = new ShoppingOutbox(memoryStorage(), KEY);
    const eggs = buildItem("eggs", { id: "33333333-3333-4333-8333-333333333333" });
    outbox.enqueueCreate(LIST_ID, [eggs]);

    server.setConnection("lostAnswers");
    await outbox.flush(server.send);
    expect(outbox.changes()).toHaveLength(1);
    server.setConnection("up");
    await outbox.flush(server.send);

    const creates = server.requests.filter((request) => request.kind === "create");
    expect(creates.map((request) => (request.body as Array<{ id: string }>)[0]?.id)).toEqual([eggs.id, eggs.id]);
    expect(server.items.size).toBe(1);
    expect(outbox.changes()).toEqual([]);
  });

  it("drops a check made offline when the item changed elsewhere since, and goes on with the rest", async () => {
    const server = fakeServer([milk, bread]);
    const outbox = new ShoppingOutbox(memoryStorage(), KEY);
    outbox.enqueueUpdate(LIST_ID, [check(milk)]);
    outbox.enqueueUpdate(LIST_ID, [check(bread)]);
    // Meanwhile another device renamed the milk.
    server.changeElsewhere(milk.id, { note: "oat milk" });

    const summary = await outbox.flush(server.send);

    expect(summary).toMatchObject({ sent: 1, conflicts: 1 });
    expect(server.items.get(milk.id)).toMatchObject({ note: "oat milk", checked: false });
    expect(server.items.get(bread.id)?.checked).toBe(true);
    expect(outbox.changes()).toEqual([]);
  });

  it("applies the rest of a change of many items when one of them changed elsewhere", async () => {
    const server = fakeServer([milk, bread]);
    const outbox = new ShoppingOutbox(memoryStorage(), KEY);
    outbox.enqueueUpdate(LIST_ID, [check(milk), check(bread)]);
    server.changeElsewhere(bread.id, { note: "rye bread" });

    const summary = await outbox.flush(server.send);

    expect(summary).toMatchObject({ sent: 1, conflicts: 1 });
    expect(server.items.get(milk.id)?.checked).toBe(true);
    expect(server.items.get(bread.id)).toMatchObject({ note: "rye bread", checked: false });
  });

  it("builds a second change of an item on the server's answer to the first, so its own change is no conflict", async () => {
    const server = fakeServer([milk]);
    const outbox = new ShoppingOutbox(memoryStorage(), KEY);
    outbox.enqueueUpdate(LIST_ID, [check(milk)]);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first change is under way when the second is made: it is not folded into it.
    const flushed = outbox.flush(async (change) => {
      await held;
      return server.send(change);
    });
    await Promise.resolve();
    outbox.enqueueUpdate(LIST_ID, [{ item: { ...milk, checked: false }, baseUpdateAt: milk.updateAt }]);
    release();
    await flushed;
    await outbox.flush(server.send);

    expect(server.requests).toHaveLength(2);
    expect(server.items.get(milk.id)?.checked).toBe(false);
    expect(outbox.changes()).toEqual([]);
  });

  it("folds changes to an item not sent yet into its create, and forgets an item deleted before it went", () => {
    const outbox = new ShoppingOutbox(memoryStorage(), KEY);
    const eggs = buildItem("eggs", { id: "33333333-3333-4333-8333-333333333333" });
    const flour = buildItem("flour", { id: "44444444-4444-4444-8444-444444444444" });
    outbox.enqueueCreate(LIST_ID, [eggs]);
    outbox.enqueueCreate(LIST_ID, [flour]);
    outbox.enqueueUpdate(LIST_ID, [{ item: { ...eggs, checked: true }, baseUpdateAt: null }]);
    outbox.enqueueDelete(LIST_ID, [flour.id]);

    expect(outbox.changes()).toEqual([
      expect.objectContaining({ kind: "create", items: [{ ...eggs, checked: true }] }),
    ]);
  });

  it("replaces a waiting change of an item by the next one, keeping what the first was based on", () => {
    const outbox = new ShoppingOutbox(memoryStorage(), KEY);
    outbox.enqueueUpdate(LIST_ID, [check(milk)]);
    outbox.enqueueUpdate(LIST_ID, [{ item: { ...milk, note: "whole milk", checked: true }, baseUpdateAt: "later" }]);

    expect(outbox.changes()).toEqual([
      expect.objectContaining({
        kind: "update",
        items: [{ item: { ...milk, note: "whole milk", checked: true }, baseUpdateAt: milk.updateAt }],
      }),
    ]);
  });

  it("gives up a change the server keeps failing on, so that it does not hold back the others", async () => {
    const server = fakeServer([bread]);
    const outbox = new ShoppingOutbox(memoryStorage(), KEY);
    outbox.enqueueUpdate(LIST_ID, [check(milk)]);
    outbox.enqueueUpdate(LIST_ID, [check(bread)]);
    const failingOnMilk = async (change: QueuedChange): Promise<SendOutcome> =>
      change.kind === "update" && change.items[0]?.item.id === milk.id ? { status: "failed" } : server.send(change);

    for (let attempt = 1; attempt < MAX_SERVER_ERRORS; attempt++) {
      expect(await outbox.flush(failingOnMilk)).toMatchObject({ stalled: true });
    }
    expect(await outbox.flush(failingOnMilk)).toMatchObject({ dropped: 1, sent: 1, stalled: false });
    expect(server.items.get(bread.id)?.checked).toBe(true);
  });

  it("reads an unreadable stored queue as empty", () => {
    const storage = memoryStorage();
    storage.setItem(KEY, "{not json");
    expect(new ShoppingOutbox(storage, KEY).changes()).toEqual([]);
  });
});
