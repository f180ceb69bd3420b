import { SuccessResponse } from "../contracts/foods.js";
import { SeederConfig } from "../contracts/seeders.js";
import { defineEndpoints } from "./define.js";

const tags = ["Groups: Seeders"];

/**
 * `/api/groups/seeders/*`: adds the common foods, units or shop labels of a locale to the caller's
 * group, leaving out those it already has; the answer's message says how many were added.
 */
export const seederEndpoints = defineEndpoints({
  seedFoods: { method: "POST", path: "/api/groups/seeders/foods", tags, body: SeederConfig, response: SuccessResponse },
  seedUnits: { method: "POST", path: "/api/groups/seeders/units", tags, body: SeederConfig, response: SuccessResponse },
  seedLabels: {
    method: "POST",
    path: "/api/groups/seeders/labels",
    tags,
    body: SeederConfig,
    response: SuccessResponse,
  },
});
