import {
  EVENT_OPTIONS,
  type EventDeliveryOut,
  type GroupEventNotifierOptionsOut,
  type GroupEventNotifierOut,
  type ReadWebhook,
} from "@larder/shared";

const GROUP_ID = "5202f881-64b9-4a1a-99c6-d1172a02474e";

/** A notifier of the user's group; its event switches are all off unless `on` names some. */
export function buildNotifier(
  name: string,
  { on = [], ...overrides }: Partial<GroupEventNotifierOut> & { on?: string[] } = {},
): GroupEventNotifierOut {
  const id = `notifier-${name.toLowerCase().replaceAll(" ", "-")}`;
  const options = Object.fromEntries(Object.values(EVENT_OPTIONS).map((option) => [option, on.includes(option)]));
  return {
    id,
    name,
    enabled: true,
    groupId: GROUP_ID,
    options: { id, ...options } as GroupEventNotifierOptionsOut,
    appriseUrlMasked: "ntfys://ntfy.example.com/ki****",
    localNetwork: false,
    ...overrides,
  };
}

export function buildWebhook(name: string, overrides: Partial<ReadWebhook> = {}): ReadWebhook {
  return {
    id: `webhook-${name.toLowerCase().replaceAll(" ", "-")}`,
    name,
    url: "https://kitchen.example.com/plan",
    enabled: true,
    webhookType: "mealplan",
    scheduledTime: "17:00",
    groupId: GROUP_ID,
    localNetwork: false,
    ...overrides,
  };
}

export function buildDelivery(overrides: Partial<EventDeliveryOut> = {}): EventDeliveryOut {
  return {
    id: "delivery-1",
    eventId: "event-1",
    eventType: "test_message",
    status: "sent",
    attempts: 1,
    createdAt: "2026-01-15T18:30:00.000Z",
    lastAttemptAt: "2026-01-15T18:30:00.000Z",
    sentAt: "2026-01-15T18:30:01.000Z",
    nextAttemptAt: null,
    httpStatus: 200,
    error: null,
    ...overrides,
  };
}
