import { crudOperations } from "../http/crud.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/foods`, `/api/units` and `/api/groups/labels`: the caller's group's foods, units and labels. */
export function foodsRoutes({ foods, units, labels }: Services) {
  return [
    ...crudOperations(
      { list: "getFoods", create: "createFood", get: "getFood", update: "updateFood", remove: "deleteFood" },
      "group",
      foods,
    ),
    operation("mergeFoods", "group", ({ actor, body }) => foods.merge(actor, body)),
    ...crudOperations(
      { list: "getUnits", create: "createUnit", get: "getUnit", update: "updateUnit", remove: "deleteUnit" },
      "group",
      units,
    ),
    operation("mergeUnits", "group", ({ actor, body }) => units.merge(actor, body)),
    ...crudOperations(
      { list: "getLabels", create: "createLabel", get: "getLabel", update: "updateLabel", remove: "deleteLabel" },
      "group",
      labels,
    ),
  ];
}
