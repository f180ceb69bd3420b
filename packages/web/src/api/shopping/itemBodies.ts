import {
  ingredientDisplay,
  type ShoppingListItemCreate,
  type ShoppingListItemOut,
  type ShoppingListItemUpdateBulk,
} from "@larder/shared";

/**
 * An item as the server answers it is also how the app keeps a change it has not sent yet: the
 * bodies below are made from it when the change goes out.
 */

/** The fields an item write sends: foods, units and labels by id, the recipes it came from as they are. */
function writableFields(item: ShoppingListItemOut) {
  return {
    shoppingListId: item.shoppingListId,
    quantity: item.quantity,
    unitId: item.unit?.id ?? item.unitId,
    foodId: item.food?.id ?? item.foodId,
    labelId: item.label?.id ?? item.labelId,
    note: item.note,
    isFood: item.isFood,
    disableAmount: item.disableAmount,
    checked: item.checked,
    position: item.position,
    extras: item.extras,
    recipeReferences: item.recipeReferences.map((reference) => ({
      id: reference.id,
      shoppingListItemId: reference.shoppingListItemId,
      recipeId: reference.recipeId,
      recipeQuantity: reference.recipeQuantity,
      recipeScale: reference.recipeScale,
      recipeNote: reference.recipeNote,
    })),
  };
}

/** A create carrying the item's own (client-made) id: sent twice, it is still one item. */
export function createBody(item: ShoppingListItemOut): ShoppingListItemCreate {
  return { ...writableFields(item), id: item.id };
}

/** An update that the server refuses (409) when the item changed after `baseUpdateAt`. */
export function updateBody(item: ShoppingListItemOut, baseUpdateAt: string | null): ShoppingListItemUpdateBulk {
  return { ...writableFields(item), id: item.id, ...(baseUpdateAt ? { baseUpdateAt } : {}) };
}

/** The line an item reads as, as the server writes it, for an item changed here and not yet sent. */
export function localDisplay(item: ShoppingListItemOut): string {
  return ingredientDisplay(item, item.disableAmount === true);
}

/** An item as it is after a local edit: its display line made again. */
export function withLocalDisplay(item: ShoppingListItemOut): ShoppingListItemOut {
  return { ...item, display: localDisplay(item) };
}
