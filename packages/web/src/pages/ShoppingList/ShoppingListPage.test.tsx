import type { ShoppingListItemCreate, ShoppingListItemUpdateBulk, ShoppingListOut } from "@larder/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "../../test/builders";
import type { FakeRoutes } from "../../test/fakeFetch";
import { renderApp } from "../../test/renderApp";
import {
  buildFood,
  buildItem,
  buildLabel,
  buildList,
  buildUnit,
  LIST_ID,
  labelSettingsOf,
} from "../../test/shoppingBuilders";

const member = buildUser();
const PAGE_LOAD = { timeout: 10_000 };
const produce = buildLabel("Produce");
const dairy = buildLabel("Dairy");
const noChanges = { createdItems: [], updatedItems: [], deletedItems: [] };

/** Stands in for the browser's EventSource: the test says when the server announces a change. */
class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  announce(data: unknown) {
    this.dispatchEvent(new MessageEvent("list-changed", { data: JSON.stringify(data) }));
  }
  close() {
    this.readyState = 2;
  }
}

function listRoutes(list: ShoppingListOut, extra: FakeRoutes = {}): FakeRoutes {
  return { [`GET /api/groups/shopping/lists/${list.id}`]: { body: list }, ...extra };
}

const weekly = buildList({
  labelSettings: labelSettingsOf([dairy, produce]),
  listItems: [
    buildItem("apples", { label: produce, position: 0 }),
    buildItem("milk", { label: dairy, position: 1 }),
    buildItem("candles", { position: 2 }),
    buildItem("butter", { label: dairy, position: 3, checked: true }),
  ],
});

function bodiesOf(requests: Request[], method: string, path: string) {
  return Promise.all(
    requests
      .filter((request) => request.method === method && new URL(request.url).pathname === path)
      .map((request) => request.clone().json()),
  );
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a shopping list's page", { timeout: 30_000 }, () => {
  it("shows the items to buy under their labels in the list's label order, or as one list", async () => {
    renderApp(`/shopping-lists/${LIST_ID}`, { user: member, routes: listRoutes(weekly) });
    expect(await screen.findByRole("heading", { level: 1, name: "Weekly shop" }, PAGE_LOAD)).toBeTruthy();
    const groups = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(groups.slice(0, 3)).toEqual(["Dairy", "Produce", "No label"]);
    expect(within(screen.getByRole("list", { name: "Dairy" })).getByRole("checkbox", { name: "milk" })).toBeTruthy();
    // Checked items are folded away.
    expect(screen.queryByRole("checkbox", { name: "butter" })).toBeNull();

    fireEvent.click(screen.getByRole("switch", { name: "Group by label" }));
    const all = screen.getByRole("list", { name: "Items to buy" });
    expect(
      within(all)
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent),
    ).toEqual(["apples", "milk", "candles"]);
    // Kept in the browser.
    expect(JSON.parse(localStorage.getItem("larder.shoppingList.preferences") ?? "{}")).toMatchObject({
      viewByLabel: false,
    });
  });

  it("checks an item with one tap, at once, sending what it last knew of the item", async () => {
    const milk = weekly.listItems[1] as (typeof weekly.listItems)[number];
    const { requests } = renderApp(`/shopping-lists/${LIST_ID}`, {
      user: member,
      routes: listRoutes(weekly, {
        "PUT /api/groups/shopping/items": {
          body: { ...noChanges, updatedItems: [{ ...milk, checked: true, updateAt: "2026-03-01T11:00:00.000Z" }] },
        },
      }),
    });
    const box = await screen.findByRole("checkbox", { name: "milk" }, PAGE_LOAD);
    fireEvent.click(box);
    expect(screen.getByRole("button", { name: "2 checked items" })).toBeTruthy();

    await waitFor(async () =>
      expect(await bodiesOf(requests, "PUT", "/api/groups/shopping/items")).toEqual([
        [
          expect.objectContaining({
            id: milk.id,
            checked: true,
            note: "milk",
            labelId: dairy.id,
            baseUpdateAt: milk.updateAt,
          } satisfies Partial<ShoppingListItemUpdateBulk>),
        ],
      ]),
    );
  });

  it("reads a quick-add line with the ingredient parser into quantity, unit and food", async () => {
    const flour = buildFood("flour", { label: produce, labelId: produce.id });
    const cup = buildUnit("cup");
    const { requests } = renderApp(`/shopping-lists/${LIST_ID}`, {
      user: member,
      routes: listRoutes(weekly, {
        "POST /api/parser/ingredient": {
          body: {
            input: "2 cups flour",
            confidence: { average: 0.9, comment: null, name: null, unit: null, quantity: null, food: null },
            tokens: [],
            ingredient: {
              quantity: 2,
              unit: cup,
              food: flour,
              note: "",
              isFood: true,
              disableAmount: false,
              display: "2 cups flour",
              title: null,
              originalText: "2 cups flour",
              referenceId: "r",
            },
          },
        },
        "POST /api/groups/shopping/items/create-bulk": { status: 201, body: noChanges },
      }),
    });
    const field = await screen.findByRole("textbox", { name: "Add an item" }, PAGE_LOAD);
    fireEvent.change(field, { target: { value: "2 cups flour" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));

    expect(await screen.findByRole("checkbox", { name: "2 cups flour" })).toBeTruthy();
    expect(await bodiesOf(requests, "POST", "/api/parser/ingredient")).toEqual([
      { parser: "nlp", ingredient: "2 cups flour" },
    ]);
    await waitFor(async () => {
      const [created] = (await bodiesOf(requests, "POST", "/api/groups/shopping/items/create-bulk")) as [
        ShoppingListItemCreate[],
      ];
      expect(created).toEqual([
        expect.objectContaining({
          shoppingListId: LIST_ID,
          quantity: 2,
          unitId: cup.id,
          foodId: flour.id,
          labelId: produce.id,
          position: 4,
          id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        }),
      ]);
    });
    expect(field).toHaveProperty("value", "");
  });

  it("adds lines typed one after another in the order typed, without waiting for the first", async () => {
    let answerFirst: () => void = () => {};
    const firstAnswered = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    const { requests } = renderApp(`/shopping-lists/${LIST_ID}`, {
      user: member,
      routes: listRoutes(weekly, {
        // Offline reading is used when the parser fails: each line stays as typed.
        "POST /api/parser/ingredient": { status: 503, body: null },
        "POST /api/groups/shopping/items/create-bulk": async () => {
          await firstAnswered;
          return { status: 201, body: noChanges };
        },
      }),
    });
    const field = await screen.findByRole("textbox", { name: "Add an item" }, PAGE_LOAD);
    for (const line of ["bananas", "tea"]) {
      fireEvent.change(field, { target: { value: line } });
      fireEvent.click(screen.getByRole("button", { name: "Add" }));
      expect(field).toHaveProperty("value", "");
    }
    expect(await screen.findByRole("checkbox", { name: "tea" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "bananas" })).toBeTruthy();
    answerFirst();
    await waitFor(async () => {
      const created = (await bodiesOf(requests, "POST", "/api/groups/shopping/items/create-bulk")).flat();
      expect(created.map((item: ShoppingListItemCreate) => [item.note, item.position])).toEqual([
        ["bananas", 4],
        ["tea", 5],
      ]);
    });
  });

  it("deletes the checked items after asking", async () => {
    const { requests } = renderApp(`/shopping-lists/${LIST_ID}`, {
      user: member,
      routes: listRoutes(weekly, {
        "DELETE /api/groups/shopping/items": { body: { message: "Deleted 1 item", error: false } },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "1 checked item" }, PAGE_LOAD));
    fireEvent.click(await screen.findByRole("button", { name: "Delete checked" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete checked items" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: /checked item/ })).toBeNull());
    await waitFor(() => {
      const deletion = requests.find((request) => request.method === "DELETE");
      expect(deletion && new URL(deletion.url).searchParams.getAll("ids")).toEqual([weekly.listItems[3]?.id]);
    });
  });

  it("reads the list again when the server announces a change newer than the one shown, and only then", async () => {
    const { queryClient } = renderApp(`/shopping-lists/${LIST_ID}`, { user: member, routes: listRoutes(weekly) });
    await screen.findByRole("checkbox", { name: "milk" }, PAGE_LOAD);
    const stream = FakeEventSource.opened[0] as FakeEventSource;
    expect(stream.url).toBe(`/api/groups/shopping/lists/${LIST_ID}/events`);
    const readAgain = vi.spyOn(queryClient, "invalidateQueries");

    stream.announce({ listId: LIST_ID, updateAt: weekly.updateAt });
    stream.announce({ listId: "another-list", updateAt: "2026-03-02T08:00:00.000Z" });
    expect(readAgain).not.toHaveBeenCalled();

    stream.announce({ listId: LIST_ID, updateAt: "2026-03-02T08:00:00.000Z" });
    expect(readAgain).toHaveBeenCalledWith({ queryKey: ["shopping", "list", LIST_ID] });
  });

  it("opens from the browser's copy when the server cannot be reached, and keeps a check for later", async () => {
    localStorage.setItem(`larder.shopping.list.${member.id}.${LIST_ID}`, JSON.stringify(weekly));
    const unreachable = () => {
      throw new TypeError("Failed to fetch");
    };
    renderApp(`/shopping-lists/${LIST_ID}`, {
      user: member,
      routes: {
        [`GET /api/groups/shopping/lists/${LIST_ID}`]: unreachable,
        "PUT /api/groups/shopping/items": unreachable,
      },
    });
    fireEvent.click(await screen.findByRole("checkbox", { name: "apples" }, PAGE_LOAD));
    expect(screen.getByRole("button", { name: "2 checked items" })).toBeTruthy();
    await waitFor(() => {
      const queued = JSON.parse(localStorage.getItem(`larder.shopping.outbox.${member.id}`) ?? "[]");
      expect(queued).toEqual([
        expect.objectContaining({
          kind: "update",
          items: [expect.objectContaining({ baseUpdateAt: weekly.updateAt })],
        }),
      ]);
    });
  });
});
