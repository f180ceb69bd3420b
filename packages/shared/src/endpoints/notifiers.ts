import { z } from "zod";
import {
  DeliveryTestOutcome,
  EventDeliveryList,
  GroupEventNotifierCreate,
  GroupEventNotifierOut,
  GroupEventNotifierUpdate,
  GroupEventPagination,
  NotifierListQuery,
} from "../contracts/notifiers.js";
import { CreateWebhook, ReadWebhook, WebhookListQuery, WebhookPagination } from "../contracts/webhooks.js";
import { crudEndpoints } from "./crud.js";
import { defineEndpoints } from "./define.js";
import { IdParam } from "./params.js";

const notifierTags = ["Groups: Event Notifications"];
const webhookTags = ["Groups: Webhooks"];

/** `/api/groups/events/notifications`: the group's notifiers (managers only). */
export const notifierEndpoints = defineEndpoints({
  ...crudEndpoints({
    path: "/api/groups/events/notifications",
    aliasPath: "/api/households/events/notifications",
    tags: notifierTags,
    ids: {
      list: "getEventNotifiers",
      create: "createEventNotifier",
      get: "getEventNotifier",
      update: "updateEventNotifier",
      remove: "deleteEventNotifier",
    },
    listQuery: NotifierListQuery,
    page: GroupEventPagination,
    create: GroupEventNotifierCreate,
    update: GroupEventNotifierUpdate,
    item: GroupEventNotifierOut,
  }),
  testEventNotifier: {
    method: "POST",
    path: "/api/groups/events/notifications/:item_id/test",
    aliases: ["/api/households/events/notifications/:item_id/test"],
    tags: notifierTags,
    params: IdParam,
    response: DeliveryTestOutcome,
  },
  getEventNotifierDeliveries: {
    method: "GET",
    path: "/api/groups/events/notifications/:item_id/deliveries",
    aliases: ["/api/households/events/notifications/:item_id/deliveries"],
    tags: notifierTags,
    params: IdParam,
    response: EventDeliveryList,
  },
});

/** `/api/groups/webhooks`: the group's daily meal-plan webhooks (managers only). */
export const webhookEndpoints = defineEndpoints({
  ...crudEndpoints({
    path: "/api/groups/webhooks",
    aliasPath: "/api/households/webhooks",
    tags: webhookTags,
    ids: {
      list: "getWebhooks",
      create: "createWebhook",
      get: "getWebhook",
      update: "updateWebhook",
      remove: "deleteWebhook",
    },
    listQuery: WebhookListQuery,
    page: WebhookPagination,
    create: CreateWebhook,
    item: ReadWebhook,
  }),
  rerunWebhooks: {
    method: "POST",
    path: "/api/groups/webhooks/rerun",
    aliases: ["/api/households/webhooks/rerun"],
    tags: webhookTags,
    /** Larder's own answer: how many webhooks got today's meal plan queued. */
    response: z.object({ queued: z.number().int() }),
  },
  testWebhook: {
    method: "POST",
    path: "/api/groups/webhooks/:item_id/test",
    aliases: ["/api/households/webhooks/:item_id/test"],
    tags: webhookTags,
    params: IdParam,
    response: DeliveryTestOutcome,
  },
  getWebhookDeliveries: {
    method: "GET",
    path: "/api/groups/webhooks/:item_id/deliveries",
    aliases: ["/api/households/webhooks/:item_id/deliveries"],
    tags: webhookTags,
    params: IdParam,
    response: EventDeliveryList,
  },
});
