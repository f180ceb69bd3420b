import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../test-support/eventually.js";
import { type Receiver, startReceiver } from "../test-support/notification-receivers.js";
import { type Member, testContext, useTestContext } from "../test-support/test-context.js";

/** The delivery worker's clock: tests move it to make retries fall due. */
let now = new Date("2031-03-04T09:00:00.000Z");
const clock = { now: () => now };
// Loopback receivers: the administrator's setting that opens the server's own addresses.
const t = useTestContext({ clock, env: { SCRAPER_ALLOW_PRIVATE_NETWORK: "true" } });

let receiver: Receiver;
/** What the receiver answers next: a status, or nothing at all. */
let answers: (number | "hang")[] = [];

beforeAll(async () => {
  receiver = await startReceiver(() => {
    const next = answers.shift() ?? 200;
    return next === "hang" ? "hang" : { status: next };
  });
});
afterAll(async () => {
  await receiver.close();
});

const URL_BASE = "/api/groups/events/notifications";

async function newNotifier(member: Member, options: Record<string, boolean> = { recipeCreated: true }) {
  const created = await t.as(member).post(URL_BASE, {
    name: "Kitchen",
    appriseUrl: `json://cook:sekrit-value@${receiver.host}/hook`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const notifier = created.json();
  const updated = await t.as(member).put(`${URL_BASE}/${notifier.id}`, { ...notifier, options });
  expect(updated.statusCode, updated.body).toBe(200);
  return updated.json();
}

const deliveriesOf = async (member: Member, id: string) =>
  (await t.as(member).get(`${URL_BASE}/${id}/deliveries`)).json() as {
    status: string;
    attempts: number;
    httpStatus: number | null;
    error: string | null;
    eventType: string;
  }[];

describe("notifiers", () => {
  it("answers the reference's shape with the URL masked, and keeps the URL when updated without it", async () => {
    const manager = await t.newMember({ canManage: true });
    const notifier = await newNotifier(manager, { recipeCreated: true, tagDeleted: true });
    expect(notifier).toMatchObject({
      name: "Kitchen",
      enabled: true,
      groupId: manager.group.id,
      localNetwork: false,
      options: { id: notifier.id, recipeCreated: true, tagDeleted: true, recipeUpdated: false, testMessage: false },
    });
    expect(JSON.stringify(notifier)).not.toContain("sekrit-value");
    expect(notifier.appriseUrlMasked).toContain(receiver.host);

    // The web app sends the whole notifier back, with the masked URL: the stored one stays.
    await t.as(manager).put(`${URL_BASE}/${notifier.id}`, { ...notifier, appriseUrl: notifier.appriseUrlMasked });
    const outcome = (await t.as(manager).post(`${URL_BASE}/${notifier.id}/test`, {})).json();
    expect(outcome).toEqual({ ok: true, httpStatus: 200, error: null });
    const sent = JSON.parse(receiver.requests.at(-1)?.body ?? "{}");
    expect(sent.title).toBe("Test message");
    expect(receiver.requests.at(-1)?.headers.authorization).toBe(
      `Basic ${Buffer.from("cook:sekrit-value").toString("base64")}`,
    );
    const [delivery] = await deliveriesOf(manager, notifier.id);
    expect(delivery).toMatchObject({ status: "sent", attempts: 1, eventType: "test_message" });
  });

  it("refuses an unsupported scheme with a 400 naming the supported ones", async () => {
    const manager = await t.newMember({ canManage: true });
    const response = await t.as(manager).post(URL_BASE, { name: "Bad", appriseUrl: "matrix://room/token" });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toContain("json://");
    expect((await t.as(manager).get(URL_BASE)).json().total).toBe(0);
  });

  it("is for managers: a plain member is refused reading and writing", async () => {
    const manager = await t.newMember({ canManage: true });
    const member = await t.newMember({ group: manager.group });
    const notifier = await newNotifier(manager);
    expect((await t.as(member).get(URL_BASE)).statusCode).toBe(403);
    expect((await t.as(member).get(`${URL_BASE}/${notifier.id}`)).statusCode).toBe(403);
    expect((await t.as(member).post(`${URL_BASE}/${notifier.id}/test`, {})).statusCode).toBe(403);
    expect((await t.as(member).delete(`${URL_BASE}/${notifier.id}`)).statusCode).toBe(403);
  });
});

describe("events reach notifiers in the background", () => {
  it("a new recipe is delivered to the notifiers that want it, with its name", async () => {
    const manager = await t.newMember({ canManage: true });
    const wants = await newNotifier(manager, { recipeCreated: true });
    const ignores = await newNotifier(manager, { recipeDeleted: true });
    const before = receiver.requests.length;
    const created = await t.as(manager).post("/api/recipes", { name: "Lemon tart" });
    expect(created.statusCode).toBe(201);
    await t.services.deliveryWorker.drain();
    await eventually(async () => expect((await deliveriesOf(manager, wants.id))[0]?.status).toBe("sent"));
    expect(await deliveriesOf(manager, ignores.id)).toEqual([]);
    const bodies = receiver.requests.slice(before).map((request) => JSON.parse(request.body));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ title: "Recipe created", message: "Lemon tart was created." });
  });

  it("speaks the language of the member who made the change", async () => {
    const manager = await t.newMember({ canManage: true });
    const notifier = await newNotifier(manager, { recipeCreated: true, recipeDeleted: true });
    const before = receiver.requests.length;
    const created = await t.as(manager).inject({
      method: "POST",
      url: "/api/recipes",
      headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.5" },
      payload: { name: "Apfelkuchen" },
    });
    expect(created.statusCode).toBe(201);
    // A language Larder has no texts for falls back to English.
    const deleted = await t.as(manager).inject({
      method: "DELETE",
      url: `/api/recipes/${created.json()}`,
      headers: { "accept-language": "sw-KE" },
    });
    expect(deleted.statusCode).toBe(200);
    await t.services.deliveryWorker.drain();
    await eventually(async () =>
      expect((await deliveriesOf(manager, notifier.id)).map((delivery) => delivery.status)).toEqual(["sent", "sent"]),
    );
    const bodies = receiver.requests.slice(before).map((request) => JSON.parse(request.body));
    // The test's clock stands still: both are due at the same moment, in either order.
    expect(bodies).toHaveLength(2);
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: "Rezept erstellt", message: "Apfelkuchen wurde erstellt." }),
        expect.objectContaining({ title: "Recipe deleted", message: "Apfelkuchen was deleted." }),
      ]),
    );
  });

  it("speaks the member's own language to a client that names none (an API token, a script)", async () => {
    const manager = await t.newMember({ canManage: true });
    const notifier = await newNotifier(manager, { recipeCreated: true });
    expect((await t.as(manager).put("/api/users/self/locale", { locale: "fr-FR" })).statusCode).toBe(200);
    const before = receiver.requests.length;
    expect((await t.as(manager).post("/api/recipes", { name: "Tarte Tatin" })).statusCode).toBe(201);
    await t.services.deliveryWorker.drain();
    await eventually(async () => expect((await deliveriesOf(manager, notifier.id))[0]?.status).toBe("sent"));
    const [body] = receiver.requests.slice(before).map((request) => JSON.parse(request.body));
    const french = JSON.parse(
      fs.readFileSync(new URL("../i18n/locales/fr-FR.json", import.meta.url), "utf8"),
    ).notifications;
    expect(body.title).toBe(french.recipe_created.title);
    expect(body.title).not.toBe("Recipe created");
  });

  it("a change that fails records no event", async () => {
    const manager = await t.newMember({ canManage: true, canOrganize: true });
    const notifier = await newNotifier(manager, { tagCreated: true });
    expect((await t.as(manager).post("/api/organizers/tags", { name: "Quick" })).statusCode).toBe(201);
    // The same name again: refused, so nothing committed and nothing is told.
    expect((await t.as(manager).post("/api/organizers/tags", { name: "Quick" })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    await t.services.deliveryWorker.drain();
    const deliveries = await deliveriesOf(manager, notifier.id);
    expect(deliveries.map((delivery) => delivery.eventType)).toEqual(["tag_created"]);
    const events = await t.db
      .selectFrom("events")
      .select("event_type")
      .where("group_id", "=", manager.group.id)
      .execute();
    expect(events.map((event) => event.event_type)).toEqual(["tag_created"]);
  });

  it("a failing receiver slows no request; its delivery is retried with growing pauses, then given up", async () => {
    const manager = await t.newMember({ canManage: true });
    const notifier = await newNotifier(manager, { recipeCreated: true });
    answers = [503, 503, 503, 503, 503];
    expect((await t.as(manager).post("/api/recipes", { name: "Plum cake" })).statusCode).toBe(201);
    await t.services.deliveryWorker.drain();
    let [delivery] = await deliveriesOf(manager, notifier.id);
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, httpStatus: 503 });
    const pauses: number[] = [];
    for (let attempt = 2; attempt <= 5; attempt++) {
      const due = (await deliveriesOf(manager, notifier.id))[0] as unknown as { nextAttemptAt: string };
      pauses.push(new Date(due.nextAttemptAt).getTime() - now.getTime());
      // Not yet due: nothing is sent.
      await t.services.deliveryWorker.drain();
      expect((await deliveriesOf(manager, notifier.id))[0]?.attempts).toBe(attempt - 1);
      now = new Date(due.nextAttemptAt);
      await t.services.deliveryWorker.drain();
      expect((await deliveriesOf(manager, notifier.id))[0]?.attempts).toBe(attempt);
    }
    expect(pauses).toEqual([30_000, 60_000, 120_000, 240_000]);
    [delivery] = await deliveriesOf(manager, notifier.id);
    expect(delivery).toMatchObject({ status: "failed", attempts: 5, httpStatus: 503 });
    expect(delivery?.error).not.toContain("sekrit");
  });

  it("says why a URL cannot be used in the request's language, and in English without one", async () => {
    const manager = await t.newMember({ canManage: true });
    const create = (language: string | null) =>
      t.as(manager).inject({
        method: "POST",
        url: URL_BASE,
        headers: language ? { "accept-language": language } : {},
        payload: { name: "Bad", appriseUrl: "discord://not-a-number/token" },
      });
    const german = await create("de-DE");
    expect(german.statusCode).toBe(400);
    expect(german.json().detail.message).toBe(
      "Diese discord://-URL kann nicht verwendet werden: die Webhook-ID ist eine Zahl. " +
        "Die Form ist discord://[botname@]webhook_id/webhook_token",
    );
    expect((await create(null)).json().detail.message).toBe(
      "This discord:// URL cannot be used: the webhook id is a number. " +
        "The form is discord://[botname@]webhook_id/webhook_token",
    );
  });

  it("keeps a delivery's failure by key: each reader reads it in their own language", async () => {
    const manager = await t.newMember({ canManage: true });
    const notifier = await newNotifier(manager);
    answers = [401];
    const tested = await t.as(manager).inject({
      method: "POST",
      url: `${URL_BASE}/${notifier.id}/test`,
      headers: { "accept-language": "de-DE" },
      payload: {},
    });
    expect(tested.json()).toEqual({ ok: false, httpStatus: 401, error: `${receiver.host} antwortete mit HTTP 401` });
    const readIn = async (language: string | null) =>
      (
        await t.as(manager).inject({
          method: "GET",
          url: `${URL_BASE}/${notifier.id}/deliveries`,
          headers: language ? { "accept-language": language } : {},
        })
      ).json()[0]?.error;
    expect(await readIn("fr-FR")).toBe(`${receiver.host} a répondu HTTP 401`);
    expect(await readIn(null)).toBe(`${receiver.host} answered HTTP 401`);
  });

  it("a receiver that never answers does not hold up the server's shutdown", async () => {
    const larder = await testContext({ clock, env: { SCRAPER_ALLOW_PRIVATE_NETWORK: "true" } });
    let closed = false;
    try {
      const manager = await larder.newMember({ canManage: true });
      const created = await larder.as(manager).post(URL_BASE, {
        name: "Slow",
        appriseUrl: `json://${receiver.host}/hook`,
      });
      const notifier = created.json();
      await larder.as(manager).put(`${URL_BASE}/${notifier.id}`, { ...notifier, options: { recipeCreated: true } });
      answers = ["hang", "hang", "hang"];
      const before = receiver.requests.length;
      for (const name of ["Hot cross buns", "Scones", "Crumpets"]) {
        expect((await larder.as(manager).post("/api/recipes", { name })).statusCode).toBe(201);
      }
      // One send to the receiver is under way; two wait their turn, 15 s each at most.
      await eventually(() => expect(receiver.requests.length).toBeGreaterThan(before));
      // The job runner ticks, as in a running server: the minute job drains the outbox.
      larder.services.jobs.start();
      await larder.close();
      closed = true;
    } finally {
      if (!closed) await larder.close();
      answers = [];
    }
  });

  it("deliveries left pending survive a restart and are sent after it", async () => {
    const manager = await t.newMember({ canManage: true });
    const notifier = await newNotifier(manager, { recipeCreated: true });
    answers = [500];
    expect((await t.as(manager).post("/api/recipes", { name: "Fig roll" })).statusCode).toBe(201);
    await t.services.deliveryWorker.drain();
    expect((await deliveriesOf(manager, notifier.id))[0]?.status).toBe("pending");
    await t.restart();
    now = new Date(now.getTime() + 60_000);
    await t.services.jobs.runDue(now);
    expect((await deliveriesOf(manager, notifier.id))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });
});
