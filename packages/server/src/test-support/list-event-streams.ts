import { expect } from "vitest";
import type { ShoppingListChanged } from "../events/event-bus.js";
import { EventStreamReader } from "./event-stream-reader.js";
import type { TestInstance } from "./test-app.js";
import type { Member, TestContext } from "./test-context.js";

/** Following shopping lists' event streams over real HTTP in tests, on `t`'s app or another instance's. */
export function listEventStreams(t: TestContext) {
  const readers: EventStreamReader[] = [];
  const eventsOf = (listId: string) => `/api/groups/shopping/lists/${listId}/events`;

  async function newList(member: Member): Promise<string> {
    const created = await t.as(member).post("/api/groups/shopping/lists", { name: "Groceries" });
    expect(created.statusCode).toBe(201);
    return created.json().id;
  }

  /** Adds an item to a list through the API of `instance`, as `member`'s device would. */
  async function addItem(member: Member, listId: string, note: string, instance: { app: TestInstance["app"] } = t) {
    const added = await instance.app.inject({
      method: "POST",
      url: "/api/groups/shopping/items",
      headers: await t.headersOf(member),
      payload: { shoppingListId: listId, note },
    });
    expect(added.statusCode, added.body).toBe(201);
  }

  /** The list's `updateAt` as the API answers it. */
  async function updateAtOf(member: Member, listId: string): Promise<string> {
    return (await t.as(member).get(`/api/groups/shopping/lists/${listId}`)).json().updateAt;
  }

  const changeOf = (member: Member, listId: string, updateAt = new Date().toISOString()): ShoppingListChanged => ({
    type: "shopping-list-changed",
    groupId: member.group.id,
    listId,
    updateAt,
  });

  /** Follows `listId` as `member` on `instance` (which must be listening); the stream is left after the test. */
  async function follow(
    member: Member | null,
    listId: string,
    instance: { app: TestInstance["app"] } = t,
    headers = {},
  ) {
    const opened = await EventStreamReader.open(instance.app, eventsOf(listId), {
      ...(member ? await t.headersOf(member) : {}),
      ...headers,
    });
    if (opened.reader) readers.push(opened.reader);
    return opened;
  }

  async function followed(member: Member, listId: string, instance?: { app: TestInstance["app"] }) {
    const { status, body, reader } = await follow(member, listId, instance);
    expect({ status, body }).toEqual({ status: 200, body: "" });
    return reader as EventStreamReader;
  }

  const asEvent = (change: ShoppingListChanged) => ({
    event: "list-changed",
    data: JSON.stringify({ listId: change.listId, updateAt: change.updateAt }),
  });

  return { readers, eventsOf, newList, addItem, updateAtOf, changeOf, follow, followed, asEvent };
}
