import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "../../test/builders";
import { pageOf } from "../../test/groupBuilders";
import { currentPath, renderApp } from "../../test/renderApp";
import { buildList, summaryOf } from "../../test/shoppingBuilders";

const member = buildUser();
const PAGE_LOAD = { timeout: 10_000 };
const mine = buildList({ id: "0a000000-0000-4000-8000-000000000001", name: "Corner shop" });
const ann = buildList({ id: "0a000000-0000-4000-8000-000000000002", name: "Ann's list", userId: "someone-else" });
const lists = { "GET /api/groups/shopping/lists": { body: pageOf([summaryOf(ann), summaryOf(mine)]) } };

beforeEach(() => {
  // The list page opened after creating one listens for changes.
  vi.stubGlobal(
    "EventSource",
    class extends EventTarget {
      close() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the shopping lists page", { timeout: 30_000 }, () => {
  it("shows one's own lists, and the whole group's with view all (kept in the browser)", async () => {
    renderApp("/shopping-lists", { user: member, routes: lists });
    const shown = await screen.findByRole("list", { name: "Shopping lists" }, PAGE_LOAD);
    expect(
      within(shown)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Corner shop"]);

    fireEvent.click(screen.getByRole("switch", { name: "View all lists" }));
    expect(
      within(shown)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Ann's list", "Corner shop"]);
    expect(JSON.parse(localStorage.getItem("larder.shoppingList.preferences") ?? "{}")).toMatchObject({
      viewAllLists: true,
    });
  });

  it("creates a list by name and opens it", async () => {
    const created = buildList({ id: "0a000000-0000-4000-8000-000000000003", name: "Market" });
    const { router, requests } = renderApp("/shopping-lists", {
      user: member,
      routes: {
        ...lists,
        "POST /api/groups/shopping/lists": { status: 201, body: created },
        [`GET /api/groups/shopping/lists/${created.id}`]: { body: created },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Create list" }, PAGE_LOAD));
    const dialog = await screen.findByRole("dialog", { name: "New shopping list" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "List name" }), { target: { value: " Market " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create list" }));

    await waitFor(() => expect(currentPath(router)).toBe(`/shopping-lists/${created.id}`));
    const post = requests.find((request) => request.method === "POST");
    expect(await post?.json()).toEqual({ name: "Market" });
  });

  it("renames and deletes a list, deleting only after asking", async () => {
    const { requests } = renderApp("/shopping-lists", {
      user: member,
      routes: {
        ...lists,
        [`PUT /api/groups/shopping/lists/${mine.id}`]: { body: { ...mine, name: "Corner store" } },
        [`DELETE /api/groups/shopping/lists/${mine.id}`]: { body: mine },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Rename Corner shop" }, PAGE_LOAD));
    const rename = await screen.findByRole("dialog", { name: "Rename shopping list" });
    fireEvent.change(within(rename).getByRole("textbox", { name: "List name" }), { target: { value: "Corner store" } });
    fireEvent.click(within(rename).getByRole("button", { name: "Rename" }));
    await waitFor(() => expect(requests.some((request) => request.method === "PUT")).toBe(true));
    expect(await requests.find((request) => request.method === "PUT")?.json()).toEqual({
      name: "Corner store",
      extras: {},
    });

    fireEvent.click(await screen.findByRole("button", { name: "Delete Corner shop" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete shopping list" });
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(requests.some((request) => request.method === "DELETE")).toBe(true));
  });
});
