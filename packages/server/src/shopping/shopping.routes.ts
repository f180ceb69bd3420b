import { sendJsonValue } from "../http/json-text.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/**
 * `/api/groups/shopping`: the caller's group's shopping lists and their items. The answers that
 * carry a whole list (hundreds of items) are sent without the response schema's check.
 */
export function shoppingRoutes({ shopping }: Services) {
  return [
    operation("getShoppingLists", "group", ({ actor, query }) => shopping.listLists(actor, query)),
    operation("createShoppingList", "group", ({ actor, body }) => shopping.createList(actor, body)),
    operation("getShoppingList", "group", async ({ actor, params, reply }) =>
      sendJsonValue(reply, await shopping.getList(actor, params.item_id)),
    ),
    operation("updateShoppingList", "group", ({ actor, params, body }) =>
      shopping.updateList(actor, params.item_id, body),
    ),
    operation("deleteShoppingList", "group", ({ actor, params }) => shopping.deleteList(actor, params.item_id)),
    operation("updateShoppingListLabelSettings", "group", ({ actor, params, body }) =>
      shopping.updateLabelSettings(actor, params.item_id, body),
    ),
    operation("addRecipeToShoppingList", "group", async ({ actor, params, body, reply }) =>
      sendJsonValue(reply, await shopping.addRecipe(actor, params.item_id, params.recipe_id, body)),
    ),
    operation("removeRecipeFromShoppingList", "group", async ({ actor, params, body, reply }) =>
      sendJsonValue(
        reply,
        await shopping.removeRecipe(actor, params.item_id, params.recipe_id, body.recipeDecrementQuantity),
      ),
    ),
    operation("getShoppingListItems", "group", ({ actor, query }) => shopping.listItems(actor, query)),
    operation("createShoppingListItem", "group", ({ actor, body }) => shopping.createItems(actor, [body])),
    operation("createShoppingListItems", "group", ({ actor, body }) => shopping.createItems(actor, body)),
    operation("updateShoppingListItems", "group", ({ actor, body }) => shopping.updateItems(actor, body)),
    operation("deleteShoppingListItems", "group", ({ actor, query }) => shopping.deleteItems(actor, query.ids)),
    operation("getShoppingListItem", "group", ({ actor, params }) => shopping.getItem(actor, params.item_id)),
    operation("updateShoppingListItem", "group", ({ actor, params, body }) =>
      shopping.updateItem(actor, params.item_id, body),
    ),
    operation("deleteShoppingListItem", "group", ({ actor, params }) => shopping.deleteItem(actor, params.item_id)),
  ];
}
