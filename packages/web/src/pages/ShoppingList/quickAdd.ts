import {
  type IngredientFood,
  type IngredientUnit,
  type ParsedIngredient,
  parseAmount,
  type ShoppingListItemOut,
  VULGAR_FRACTIONS,
} from "@larder/shared";
import { withLocalDisplay } from "../../api/shopping/itemBodies";

interface NewItemPlace {
  id: string;
  listId: string;
  position: number;
  /** When the item is made; its createdAt and updateAt until the server answers. */
  now: string;
}

function newItem(place: NewItemPlace, fields: Partial<ShoppingListItemOut>): ShoppingListItemOut {
  return withLocalDisplay({
    id: place.id,
    shoppingListId: place.listId,
    position: place.position,
    quantity: 0,
    unit: null,
    unitId: null,
    food: null,
    foodId: null,
    label: null,
    labelId: null,
    note: "",
    isFood: false,
    disableAmount: null,
    display: "",
    checked: false,
    extras: {},
    recipeReferences: [],
    createdAt: place.now,
    updateAt: place.now,
    updatedAt: place.now,
    ...fields,
  });
}

/**
 * A quick-add line read by the ingredient parser as a new item. Foods and units the group has are
 * linked by id (the food brings its label); words the parser took for a food or unit the group does
 * not have stay in the note, in the order they were typed, rather than adding a food or unit to the
 * group for every slip of the thumb.
 */
export function itemFromParsed(parsed: ParsedIngredient, place: NewItemPlace): ShoppingListItemOut {
  const { ingredient } = parsed;
  const food = ingredient.food?.id ? (ingredient.food as IngredientFood) : null;
  const unit = ingredient.unit?.id ? (ingredient.unit as IngredientUnit) : null;
  const unknownUnit = unit ? "" : (ingredient.unit?.name ?? "");
  const unknownFood = food ? "" : (ingredient.food?.name ?? "");
  const note = [unknownUnit, unknownFood, ingredient.note ?? ""]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
  return newItem(place, {
    quantity: ingredient.quantity ?? 0,
    unit,
    unitId: unit?.id ?? null,
    food,
    foodId: food?.id ?? null,
    label: food?.label ?? null,
    labelId: food?.label?.id ?? null,
    isFood: food !== null,
    note,
  });
}

const VULGAR = Object.keys(VULGAR_FRACTIONS).join("");
const LEADING_AMOUNT = new RegExp(
  `^\\s*(\\d+\\s+\\d+\\s*/\\s*\\d+|\\d+\\s*/\\s*\\d+|\\d*\\s*[${VULGAR}]|\\d+(?:[.,]\\d+)?)\\s+(.+)$`,
);

/**
 * A quick-add line read without the server (offline): a leading amount as the quantity, the rest as
 * the note. Read again properly it would be nicer, but the item must show now.
 */
export function itemFromText(text: string, place: NewItemPlace): ShoppingListItemOut {
  const match = LEADING_AMOUNT.exec(text);
  const quantity = match ? parseAmount(match[1] as string) : null;
  if (match && quantity !== null) return newItem(place, { quantity, note: (match[2] as string).trim() });
  return newItem(place, { note: text.trim() });
}
