import { crudOperations } from "../http/crud.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/groups/events/notifications`: the group's notifiers. */
export function notifiersRoutes({ notifiers }: Services) {
  return [
    ...crudOperations(
      {
        list: "getEventNotifiers",
        create: "createEventNotifier",
        get: "getEventNotifier",
        update: "updateEventNotifier",
        remove: "deleteEventNotifier",
      },
      "group",
      notifiers,
    ),
    operation("testEventNotifier", "group", ({ actor, params }) => notifiers.test(actor, params.item_id)),
    operation("getEventNotifierDeliveries", "group", ({ actor, params }) =>
      notifiers.deliveries(actor, params.item_id),
    ),
  ];
}
