import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Receiver, startReceiver } from "../test-support/notification-receivers.js";
import { type Member, useTestContext } from "../test-support/test-context.js";

let now = new Date("2031-06-10T07:00:00.000Z");
const clock = { now: () => now };
const t = useTestContext({ clock, env: { SCRAPER_ALLOW_PRIVATE_NETWORK: "true" } });

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

async function newWebhook(member: Member, scheduledTime: string) {
  const response = await t.as(member).post("/api/groups/webhooks", {
    name: "Dashboard",
    url: `${receiver.base}/hooks/${member.group.id}`,
    scheduledTime,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const sentTo = (member: Member) => receiver.requests.filter((request) => request.path === `/hooks/${member.group.id}`);

describe("webhooks", () => {
  it("at its UTC time, posts its own group's meal plan for that day, once across ticks and instances", async () => {
    const manager = await t.newMember({ canManage: true });
    const stranger = await t.newMember();
    const webhook = await newWebhook(manager, "07:30:00");
    expect(webhook).toMatchObject({ scheduledTime: "07:30", webhookType: "mealplan", enabled: true });
    for (const [member, date, title] of [
      [manager, "2031-06-10", "Pancakes"],
      [manager, "2031-06-11", "Tomorrow's soup"],
      [stranger, "2031-06-10", "Another group's stew"],
    ] as const) {
      const entry = await t.as(member).post("/api/groups/mealplans", { date, entryType: "dinner", title });
      expect(entry.statusCode, entry.body).toBe(201);
    }

    now = new Date("2031-06-10T07:29:00.000Z");
    await t.services.jobs.runDue(now);
    await t.services.deliveryWorker.drain();
    expect(sentTo(manager)).toHaveLength(0);

    now = new Date("2031-06-10T07:30:05.000Z");
    await t.services.jobs.runDue(now);
    await t.services.deliveryWorker.drain();
    now = new Date("2031-06-10T07:31:00.000Z");
    await t.services.jobs.runDue(now);
    await t.services.deliveryWorker.drain();
    const [sent, ...more] = sentTo(manager);
    expect(more).toHaveLength(0);
    const body = JSON.parse(sent?.body ?? "{}");
    expect(body).toMatchObject({
      eventType: "webhook_task",
      documentData: { documentType: "mealplan", date: "2031-06-10" },
    });
    expect(body.documentData.content.map((entry: { title: string }) => entry.title)).toEqual(["Pancakes"]);
    const deliveries = (await t.as(manager).get(`/api/groups/webhooks/${webhook.id}/deliveries`)).json();
    expect(deliveries).toMatchObject([{ status: "sent", httpStatus: 200, eventType: "webhook_task" }]);
  });

  it("test posts now and answers the outcome; rerun sends today's again", async () => {
    const manager = await t.newMember({ canManage: true });
    const webhook = await newWebhook(manager, "23:00");
    const tested = await t.as(manager).post(`/api/groups/webhooks/${webhook.id}/test`, {});
    expect(tested.json()).toEqual({ ok: true, httpStatus: 200, error: null });
    expect(sentTo(manager)).toHaveLength(1);
    expect((await t.as(manager).post("/api/groups/webhooks/rerun")).json()).toEqual({ queued: 1 });
    await t.services.deliveryWorker.drain();
    expect(sentTo(manager)).toHaveLength(2);
  });

  it("refuses a webhook on the server's own network unless the test allowance opens it", async () => {
    const manager = await t.newMember({ canManage: true });
    const webhook = (
      await t.as(manager).post("/api/groups/webhooks", { url: "http://169.254.169.254/latest", scheduledTime: "01:00" })
    ).json();
    const tested = (await t.as(manager).post(`/api/groups/webhooks/${webhook.id}/test`, {})).json();
    expect(tested).toEqual({ ok: false, httpStatus: null, error: "the address is not one Larder may reach" });
  });

  it("is for managers only", async () => {
    const member = await t.newMember();
    expect((await t.as(member).get("/api/groups/webhooks")).statusCode).toBe(403);
    expect((await t.as(member).post("/api/groups/webhooks/rerun")).statusCode).toBe(403);
  });
});
