import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Receiver, startReceiver } from "../test-support/notification-receivers.js";
import { useTestContext } from "../test-support/test-context.js";
import { onPostgresServer } from "../test-support/test-database.js";

/**
 * Two Larder instances on one PostgreSQL database, both woken by every event: each delivery goes
 * out once. PostgreSQL only (`*.pg.int.test.ts`).
 */
const t = useTestContext({ env: { SCRAPER_ALLOW_PRIVATE_NETWORK: "true" } });
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe.skipIf(!onPostgresServer())("deliveries with two instances on one PostgreSQL database", () => {
  it("sends each event's delivery once", async () => {
    const other = await t.anotherInstance();
    const manager = await t.newMember({ canManage: true });
    const notifier = (
      await t.as(manager).post("/api/groups/events/notifications", {
        name: "Both",
        appriseUrl: `json://${receiver.host}/both`,
      })
    ).json();
    await t.as(manager).put(`/api/groups/events/notifications/${notifier.id}`, {
      ...notifier,
      options: { recipeCreated: true },
    });
    const names = Array.from({ length: 30 }, (_, index) => `Shared recipe ${index}`);
    await Promise.all(names.map((name) => t.as(manager).post("/api/recipes", { name })));
    await Promise.all([t.services.deliveryWorker.drain(), other.services.deliveryWorker.drain()]);
    await Promise.all([t.services.deliveryWorker.drain(), other.services.deliveryWorker.drain()]);
    const told = receiver.requests.map((request) => JSON.parse(request.body).message as string);
    expect(told.sort()).toEqual(names.map((name) => `${name} was created.`).sort());
  });
});
