import type { GroupEventNotifierOut } from "@larder/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "../../test/builders";
import { buildDelivery, buildNotifier } from "../../test/eventTargetBuilders";
import { errorBody } from "../../test/fakeFetch";
import { pageOf } from "../../test/groupBuilders";
import { currentPath, renderApp } from "../../test/renderApp";

const PAGE_LOAD = { timeout: 10_000 };
const manager = buildUser({ canManage: true });
const requestsTo = (requests: Request[], method: string, path: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === path);

describe("notifiers", { timeout: 30_000 }, () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("creates a notifier with the events chosen by group, and lists it", async () => {
    const notifiers: GroupEventNotifierOut[] = [];
    const { requests } = renderApp("/group/notifiers", {
      user: manager,
      routes: {
        "GET /api/groups/events/notifications": () => ({ body: pageOf(notifiers) }),
        "POST /api/groups/events/notifications": async (request) => {
          const body = await request.json();
          notifiers.push(buildNotifier(body.name, { id: "new-1", appriseUrlMasked: "ntfy://ki****" }));
          return { status: 201, body: notifiers[0] };
        },
        "PUT /api/groups/events/notifications/new-1": async (request) => {
          const body = await request.json();
          const on = Object.keys(body.options).filter((option) => body.options[option]);
          notifiers[0] = buildNotifier(body.name, { id: "new-1", appriseUrlMasked: "ntfy://ki****", on });
          return { body: notifiers[0] };
        },
      },
    });
    expect(await screen.findByText("No notifiers yet.", {}, PAGE_LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New notifier" }));
    const dialog = await screen.findByRole("dialog", { name: "New notifier" }, PAGE_LOAD);
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), { target: { value: "Kitchen phone" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Notification address/ }), {
      target: { value: "ntfy://kitchen" },
    });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "All Recipes events" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Meal plan entry added" }));
    expect(within(dialog).getByText("Events to send (4 chosen)")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    const card = await screen.findByRole("article", { name: "Kitchen phone" }, PAGE_LOAD);
    expect(within(card).getByText("ntfy://ki****")).toBeTruthy();
    expect(within(card).getByText("4 events")).toBeTruthy();
    const [created] = requestsTo(requests, "POST", "/api/groups/events/notifications");
    expect(await created?.json()).toEqual({
      name: "Kitchen phone",
      appriseUrl: "ntfy://kitchen",
      enabled: true,
      localNetwork: false,
    });
    // The switches follow in an update that leaves the URL just saved alone.
    const [options] = requestsTo(requests, "PUT", "/api/groups/events/notifications/new-1");
    const sent = await options?.json();
    expect(sent.appriseUrl).toBeUndefined();
    expect(sent.options).toMatchObject({
      recipeCreated: true,
      recipeUpdated: true,
      recipeDeleted: true,
      mealplanEntryCreated: true,
      tagCreated: false,
    });
  });

  it("shows the saved address masked when editing, and sends it back unchanged to keep it", async () => {
    const notifier = buildNotifier("Family chat", { on: ["recipeCreated", "tagCreated"] });
    const { requests } = renderApp("/group/notifiers", {
      user: manager,
      routes: {
        "GET /api/groups/events/notifications": { body: pageOf([notifier]) },
        [`PUT /api/groups/events/notifications/${notifier.id}`]: async (request) => ({
          body: { ...notifier, name: (await request.json()).name },
        }),
      },
    });
    const card = await screen.findByRole("article", { name: "Family chat" }, PAGE_LOAD);
    fireEvent.click(within(card).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit notifier" }, PAGE_LOAD);
    const url = within(dialog).getByRole("textbox", { name: /Notification address/ }) as HTMLInputElement;
    expect(url.value).toBe("ntfys://ntfy.example.com/ki****");
    expect(within(dialog).getByText(/Leave it as it is to keep the saved address/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), { target: { value: "Family group" } });
    // Select none, then one switch again.
    fireEvent.click(within(dialog).getByRole("button", { name: "Select none" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Shopping list created" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit notifier" })).toBeNull());
    const [update] = requestsTo(requests, "PUT", `/api/groups/events/notifications/${notifier.id}`);
    const body = await update?.json();
    expect(body).toMatchObject({ name: "Family group", appriseUrl: "ntfys://ntfy.example.com/ki****" });
    expect(Object.entries(body.options).filter(([, on]) => on)).toEqual([["shoppingListCreated", true]]);
  });

  it("says under the address why the server refused it, until it is changed", async () => {
    renderApp("/group/notifiers", {
      user: manager,
      routes: {
        "GET /api/groups/events/notifications": { body: pageOf([]) },
        "POST /api/groups/events/notifications": {
          status: 400,
          body: errorBody("Unsupported notifier URL. Larder sends to these schemes: json://, ntfy://"),
        },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "New notifier" }, PAGE_LOAD));
    const dialog = await screen.findByRole("dialog", { name: "New notifier" }, PAGE_LOAD);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getAllByText("This Field is Required")).toHaveLength(2);

    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), { target: { value: "Pager" } });
    const url = within(dialog).getByRole("textbox", { name: /Notification address/ });
    fireEvent.change(url, { target: { value: "pagerduty://key" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(/Unsupported notifier URL/)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "New notifier" })).toBeTruthy();
    fireEvent.change(url, { target: { value: "ntfy://pager" } });
    expect(within(dialog).queryByText(/Unsupported notifier URL/)).toBeNull();
  });

  it("warns while the home-network switch is on, and lists the addresses that work on request", async () => {
    renderApp("/group/notifiers", {
      user: manager,
      routes: { "GET /api/groups/events/notifications": { body: pageOf([]) } },
    });
    fireEvent.click(await screen.findByRole("button", { name: "New notifier" }, PAGE_LOAD));
    const dialog = await screen.findByRole("dialog", { name: "New notifier" }, PAGE_LOAD);
    expect(within(dialog).queryByText(/machines on your home network/)).toBeNull();
    fireEvent.click(within(dialog).getByRole("switch", { name: "May reach my home network" }));
    expect(within(dialog).getByText(/machines on your home network/)).toBeTruthy();

    const help = within(dialog).getByRole("button", { name: "Which addresses work?" });
    expect(help.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(help);
    expect(help.getAttribute("aria-expanded")).toBe("true");
    expect(within(dialog).getByText(/ntfy:\/\/my-topic/)).toBeTruthy();
  });

  it("sends a test, says how it went, and shows it among the last deliveries", async () => {
    const notifier = buildNotifier("Family chat");
    const deliveries = [
      buildDelivery({ status: "failed", sentAt: null, httpStatus: 401, error: "The receiver answered 401" }),
    ];
    const { requests } = renderApp("/group/notifiers", {
      user: manager,
      routes: {
        "GET /api/groups/events/notifications": { body: pageOf([notifier]) },
        [`POST /api/groups/events/notifications/${notifier.id}/test`]: {
          body: { ok: false, httpStatus: 401, error: "The receiver answered 401" },
        },
        [`GET /api/groups/events/notifications/${notifier.id}/deliveries`]: { body: deliveries },
      },
    });
    const card = await screen.findByRole("article", { name: "Family chat" }, PAGE_LOAD);
    expect(within(card).queryByRole("table")).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "Test" }));

    expect(
      await within(card).findByText("The test could not be delivered: The receiver answered 401", {}, PAGE_LOAD),
    ).toBeTruthy();
    const table = await within(card).findByRole("table", { name: "Deliveries to Family chat" }, PAGE_LOAD);
    const [row] = within(table).getAllByRole("row").slice(1);
    const cells = within(row as HTMLElement).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual([
      new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" }).format(
        new Date("2026-01-15T18:30:00.000Z"),
      ),
      "Test message",
      "Failed",
      "HTTP 401 · The receiver answered 401",
    ]);
    expect(requestsTo(requests, "POST", `/api/groups/events/notifications/${notifier.id}/test`)).toHaveLength(1);
  });

  it("turns a notifier off, keeping its address and switches", async () => {
    const notifier = buildNotifier("Family chat", { on: ["recipeCreated"] });
    const { requests } = renderApp("/group/notifiers", {
      user: manager,
      routes: {
        "GET /api/groups/events/notifications": { body: pageOf([notifier]) },
        [`PUT /api/groups/events/notifications/${notifier.id}`]: { body: { ...notifier, enabled: false } },
      },
    });
    const card = await screen.findByRole("article", { name: "Family chat" }, PAGE_LOAD);
    fireEvent.click(within(card).getByRole("switch", { name: "Enabled" }));
    await waitFor(() =>
      expect(requestsTo(requests, "PUT", `/api/groups/events/notifications/${notifier.id}`)).toHaveLength(1),
    );
    const [update] = requestsTo(requests, "PUT", `/api/groups/events/notifications/${notifier.id}`);
    const body = await update?.json();
    expect(body).toMatchObject({ name: "Family chat", enabled: false, options: { recipeCreated: true } });
    expect(body.appriseUrl).toBeUndefined();
  });

  it("deletes a notifier once confirmed", async () => {
    let notifiers = [buildNotifier("Family chat"), buildNotifier("Old pager")];
    renderApp("/group/notifiers", {
      user: manager,
      routes: {
        "GET /api/groups/events/notifications": () => ({ body: pageOf(notifiers) }),
        "DELETE /api/groups/events/notifications/notifier-old-pager": () => {
          notifiers = notifiers.filter((each) => each.name !== "Old pager");
          return { body: buildNotifier("Old pager") };
        },
      },
    });
    const card = await screen.findByRole("article", { name: "Old pager" }, PAGE_LOAD);
    fireEvent.click(within(card).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete “Old pager”?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Old pager deleted")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.queryByRole("article", { name: "Old pager" })).toBeNull());
    expect(screen.getByRole("article", { name: "Family chat" })).toBeTruthy();
  });

  it("sends a member who may not manage the group home", async () => {
    const { router } = renderApp("/group/notifiers", { user: buildUser({ canManage: false }) });
    await waitFor(() => expect(currentPath(router)).toBe("/g/home"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("manage"));
    expect(screen.queryByRole("heading", { name: "Notifiers" })).toBeNull();
  });
});
