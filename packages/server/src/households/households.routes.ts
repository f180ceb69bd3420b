import { sendJsonValue } from "../http/json-text.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/**
 * Mealie 2's household operations that have no Mealie 1 path: each group answers as its one
 * household. The operations Mealie 2 only moved are registered under their aliases.
 */
export function householdsRoutes({ households, shopping }: Services) {
  return [
    operation("getLoggedInUserHousehold", "group", ({ actor }) => households.self(actor)),
    operation("getHouseholdMembers", "group", ({ actor, query }) => households.members(actor, query)),
    operation("getHouseholdPreferences", "group", ({ actor }) => households.preferences(actor)),
    operation("updateHouseholdPreferences", "group", ({ actor, body }) => households.updatePreferences(actor, body)),
    operation("getGroupHouseholds", "group", ({ actor, query }) => households.list(actor, query)),
    operation("getGroupHousehold", "group", ({ actor, params }) => households.get(actor, params.household_slug)),
    operation("addRecipesToShoppingList", "group", async ({ actor, params, body, reply }) =>
      sendJsonValue(reply, await shopping.addRecipes(actor, params.item_id, body)),
    ),
  ];
}
