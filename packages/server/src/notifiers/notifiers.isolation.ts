import { expect } from "vitest";
import type { IsolationWorld, Probes } from "../test-support/isolation-world.js";

const NOTIFIERS = "/api/groups/events/notifications";
const notifierBody = { name: "Alpha's notifier", appriseUrl: "json://alpha.example.com/hook" };
const webhookBody = { name: "Alpha's webhook", url: "https://alpha.example.com/hook", scheduledTime: "08:00" };

/** Notifiers and webhooks: Alice's are neither listed, read, changed, tested nor deleted by Bob. */
export function notifierIsolationProbes(w: IsolationWorld): Probes {
  const alphaNotifier = async (): Promise<{ id: string }> => (await w.asAlice.post(NOTIFIERS, notifierBody)).json();
  const alphaWebhook = async (): Promise<{ id: string }> =>
    (await w.asAlice.post("/api/groups/webhooks", webhookBody)).json();
  const refused = async (response: { statusCode: number; body: string }) => {
    expect([403, 404]).toContain(response.statusCode);
    w.expectNoAlphaData(response.body);
  };
  return {
    [`GET ${NOTIFIERS}`]: async () => {
      const { id } = await alphaNotifier();
      const response = await w.asBob.get(`${NOTIFIERS}?perPage=-1`);
      expect(response.body).not.toContain(id);
      w.expectNoAlphaData(response.body);
    },
    [`POST ${NOTIFIERS}`]: async () => {
      const response = await w.asBob.post(NOTIFIERS, notifierBody);
      if (response.statusCode < 300) expect(response.json().groupId).not.toBe(w.alpha.id);
    },
    [`GET ${NOTIFIERS}/:item_id`]: async () => refused(await w.asBob.get(`${NOTIFIERS}/${(await alphaNotifier()).id}`)),
    [`PUT ${NOTIFIERS}/:item_id`]: async () => {
      const { id } = await alphaNotifier();
      await refused(await w.asBob.put(`${NOTIFIERS}/${id}`, { ...notifierBody, name: "Bob's" }));
      expect((await w.asAlice.get(`${NOTIFIERS}/${id}`)).json().name).toBe(notifierBody.name);
    },
    [`DELETE ${NOTIFIERS}/:item_id`]: async () => {
      const { id } = await alphaNotifier();
      await refused(await w.asBob.delete(`${NOTIFIERS}/${id}`));
      expect((await w.asAlice.get(`${NOTIFIERS}/${id}`)).statusCode).toBe(200);
    },
    [`POST ${NOTIFIERS}/:item_id/test`]: async () =>
      refused(await w.asBob.post(`${NOTIFIERS}/${(await alphaNotifier()).id}/test`, {})),
    [`GET ${NOTIFIERS}/:item_id/deliveries`]: async () =>
      refused(await w.asBob.get(`${NOTIFIERS}/${(await alphaNotifier()).id}/deliveries`)),
    "GET /api/groups/webhooks": async () => {
      const { id } = await alphaWebhook();
      const response = await w.asBob.get("/api/groups/webhooks?perPage=-1");
      expect(response.body).not.toContain(id);
      w.expectNoAlphaData(response.body);
    },
    "POST /api/groups/webhooks": async () => {
      const response = await w.asBob.post("/api/groups/webhooks", webhookBody);
      if (response.statusCode < 300) expect(response.json().groupId).not.toBe(w.alpha.id);
    },
    "POST /api/groups/webhooks/rerun": async () => {
      await alphaWebhook();
      const response = await w.asBob.post("/api/groups/webhooks/rerun");
      w.expectNoAlphaData(response.body);
    },
    "GET /api/groups/webhooks/:item_id": async () =>
      refused(await w.asBob.get(`/api/groups/webhooks/${(await alphaWebhook()).id}`)),
    "PUT /api/groups/webhooks/:item_id": async () => {
      const { id } = await alphaWebhook();
      await refused(await w.asBob.put(`/api/groups/webhooks/${id}`, { ...webhookBody, name: "Bob's" }));
      expect((await w.asAlice.get(`/api/groups/webhooks/${id}`)).json().name).toBe(webhookBody.name);
    },
    "DELETE /api/groups/webhooks/:item_id": async () => {
      const { id } = await alphaWebhook();
      await refused(await w.asBob.delete(`/api/groups/webhooks/${id}`));
      expect((await w.asAlice.get(`/api/groups/webhooks/${id}`)).statusCode).toBe(200);
    },
    "POST /api/groups/webhooks/:item_id/test": async () =>
      refused(await w.asBob.post(`/api/groups/webhooks/${(await alphaWebhook()).id}/test`, {})),
    "GET /api/groups/webhooks/:item_id/deliveries": async () =>
      refused(await w.asBob.get(`/api/groups/webhooks/${(await alphaWebhook()).id}/deliveries`)),
  };
}
