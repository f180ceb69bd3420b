import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/groups/cookbooks`: the caller's group's cookbooks. */
export function cookbooksRoutes({ cookbooks }: Services) {
  return [
    operation("getCookbooks", "group", ({ actor, query }) => cookbooks.list(actor, query)),
    operation("createCookbook", "group", ({ actor, body }) => cookbooks.create(actor, body)),
    operation("updateCookbooks", "group", ({ actor, body }) => cookbooks.updateMany(actor, body)),
    operation("getCookbook", "group", ({ actor, params }) => cookbooks.get(actor, params.item_id)),
    operation("updateCookbook", "group", ({ actor, params, body }) => cookbooks.update(actor, params.item_id, body)),
    operation("deleteCookbook", "group", ({ actor, params }) => cookbooks.delete(actor, params.item_id)),
  ];
}
