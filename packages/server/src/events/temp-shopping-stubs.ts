import { HttpError } from "../http/errors.js";
import { operation } from "../http/operations.js";

const notYet = () => {
  throw new HttpError(501, "not built yet");
};

/** TEMP: stand-ins for the shopping operations of branch shopping-api, so that the server starts. */
export function tempShoppingStubs() {
  return [
    operation("getShoppingLists", "group", notYet),
    operation("createShoppingList", "group", notYet),
    operation("getShoppingList", "group", notYet),
    operation("updateShoppingList", "group", notYet),
    operation("deleteShoppingList", "group", notYet),
    operation("updateShoppingListLabelSettings", "group", notYet),
    operation("addRecipeToShoppingList", "group", notYet),
    operation("removeRecipeFromShoppingList", "group", notYet),
    operation("getShoppingListItems", "group", notYet),
    operation("createShoppingListItem", "group", notYet),
    operation("updateShoppingListItems", "group", notYet),
    operation("deleteShoppingListItems", "group", notYet),
    operation("createShoppingListItems", "group", notYet),
    operation("getShoppingListItem", "group", notYet),
    operation("updateShoppingListItem", "group", notYet),
    operation("deleteShoppingListItem", "group", notYet),
  ];
}
