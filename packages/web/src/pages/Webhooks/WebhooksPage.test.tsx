import type { ReadWebhook } from "@larder/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "../../test/builders";
import { buildDelivery, buildWebhook } from "../../test/eventTargetBuilders";
import { pageOf } from "../../test/groupBuilders";
import { currentPath, renderApp } from "../../test/renderApp";

const PAGE_LOAD = { timeout: 10_000 };
const manager = buildUser({ canManage: true });
const requestsTo = (requests: Request[], method: string, path: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === path);

describe("webhooks", { timeout: 30_000 }, () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // A user in Paris in January (UTC+1): the daily time is shown and typed in local time.
    process.env.TZ = "Europe/Paris";
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-15T09:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = zone;
  });

  it("creates a webhook at a local time and sends it as UTC", async () => {
    const webhooks: ReadWebhook[] = [];
    const { requests } = renderApp("/group/webhooks", {
      user: manager,
      routes: {
        "GET /api/groups/webhooks": () => ({ body: pageOf(webhooks) }),
        "POST /api/groups/webhooks": async (request) => {
          const body = await request.json();
          webhooks.push(buildWebhook(body.name, { url: body.url, scheduledTime: body.scheduledTime }));
          return { status: 201, body: webhooks[0] };
        },
      },
    });
    expect(await screen.findByText("No webhooks yet.", {}, PAGE_LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New webhook" }));
    const dialog = await screen.findByRole("dialog", { name: "New webhook" }, PAGE_LOAD);
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), { target: { value: "Kitchen display" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Address" }), { target: { value: "not an address" } });
    fireEvent.change(within(dialog).getByLabelText(/Daily time/), { target: { value: "19:30" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Must Be A Valid URL")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Address" }), {
      target: { value: "http://display.example.com/plan" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    const card = await screen.findByRole("article", { name: "Kitchen display" }, PAGE_LOAD);
    expect(within(card).getByText("Every day at 7:30 PM (18:30 UTC)")).toBeTruthy();
    const [created] = requestsTo(requests, "POST", "/api/groups/webhooks");
    expect(await created?.json()).toEqual({
      name: "Kitchen display",
      url: "http://display.example.com/plan",
      enabled: true,
      scheduledTime: "18:30",
      webhookType: "mealplan",
      localNetwork: false,
    });
  });

  it("edits a webhook in local time, the home-network switch included", async () => {
    const webhook = buildWebhook("Home Assistant", { scheduledTime: "05:00" });
    const { requests } = renderApp("/group/webhooks", {
      user: manager,
      routes: {
        "GET /api/groups/webhooks": { body: pageOf([webhook]) },
        [`PUT /api/groups/webhooks/${webhook.id}`]: async (request) => ({
          body: { ...webhook, ...(await request.json()) },
        }),
      },
    });
    const card = await screen.findByRole("article", { name: "Home Assistant" }, PAGE_LOAD);
    fireEvent.click(within(card).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit webhook" }, PAGE_LOAD);
    const time = within(dialog).getByLabelText(/Daily time/) as HTMLInputElement;
    expect(time.value).toBe("06:00");
    fireEvent.change(time, { target: { value: "00:30" } });
    fireEvent.click(within(dialog).getByRole("switch", { name: "May reach my home network" }));
    expect(within(dialog).getByText(/machines on your home network/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(requestsTo(requests, "PUT", `/api/groups/webhooks/${webhook.id}`)).toHaveLength(1));
    const [update] = requestsTo(requests, "PUT", `/api/groups/webhooks/${webhook.id}`);
    expect(await update?.json()).toMatchObject({ scheduledTime: "23:30", localNetwork: true, enabled: true });
  });

  it("tests a webhook and shows the delivery; sends today's plan again to every enabled one", async () => {
    const webhook = buildWebhook("Kitchen display");
    const delivered = buildDelivery({ eventType: "webhook_task", httpStatus: 204 });
    const { requests } = renderApp("/group/webhooks", {
      user: manager,
      routes: {
        "GET /api/groups/webhooks": { body: pageOf([webhook, buildWebhook("Spare", { enabled: false })]) },
        [`POST /api/groups/webhooks/${webhook.id}/test`]: { body: { ok: true, httpStatus: 204, error: null } },
        [`GET /api/groups/webhooks/${webhook.id}/deliveries`]: { body: [delivered] },
        "POST /api/groups/webhooks/rerun": { body: { queued: 1 } },
      },
    });
    const card = await screen.findByRole("article", { name: "Kitchen display" }, PAGE_LOAD);
    fireEvent.click(within(card).getByRole("button", { name: "Test" }));
    expect(await within(card).findByText("Test delivered: the receiver answered 204.", {}, PAGE_LOAD)).toBeTruthy();
    const table = await within(card).findByRole("table", { name: "Deliveries to Kitchen display" });
    const [row] = within(table).getAllByRole("row").slice(1);
    expect(within(row as HTMLElement).getByText("Meal plan of the day")).toBeTruthy();
    expect(within(row as HTMLElement).getByText("Sent")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Send today's plan again" }));
    expect(await screen.findByText("Today's meal plan is on its way to 1 webhook.")).toBeTruthy();
    expect(requestsTo(requests, "POST", "/api/groups/webhooks/rerun")).toHaveLength(1);
  });

  it("sends a member who may not manage the group home", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { router } = renderApp("/group/webhooks", { user: buildUser({ canManage: false }) });
    await waitFor(() => expect(currentPath(router)).toBe("/g/home"));
    expect(screen.queryByRole("heading", { name: "Webhooks" })).toBeNull();
  });
});
