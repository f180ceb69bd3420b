import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/groups/seeders/*`: seeds the caller's group with a locale's common foods, units or labels. */
export function seedersRoutes({ seeders }: Services) {
  return [
    operation("seedFoods", "group", ({ actor, body }) => seeders.seed(actor, "foods", body.locale)),
    operation("seedUnits", "group", ({ actor, body }) => seeders.seed(actor, "units", body.locale)),
    operation("seedLabels", "group", ({ actor, body }) => seeders.seed(actor, "labels", body.locale)),
  ];
}
