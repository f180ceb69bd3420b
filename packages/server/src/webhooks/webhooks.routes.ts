import { crudOperations } from "../http/crud.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/groups/webhooks`: the group's daily meal-plan webhooks. */
export function webhooksRoutes({ webhooks }: Services) {
  return [
    ...crudOperations(
      {
        list: "getWebhooks",
        create: "createWebhook",
        get: "getWebhook",
        update: "updateWebhook",
        remove: "deleteWebhook",
      },
      "group",
      webhooks,
    ),
    operation("rerunWebhooks", "group", ({ actor }) => webhooks.rerun(actor)),
    operation("testWebhook", "group", ({ actor, params }) => webhooks.test(actor, params.item_id)),
    operation("getWebhookDeliveries", "group", ({ actor, params }) => webhooks.deliveries(actor, params.item_id)),
  ];
}
