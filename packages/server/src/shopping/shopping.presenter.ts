import {
  type IngredientFood,
  ingredientDisplay,
  type RecipeSummary,
  type ShoppingListItemOut,
  type ShoppingListMultiPurposeLabelOut,
  type ShoppingListRecipeRefOut,
  type ShoppingListSummary,
} from "@larder/shared";
import { parseExtras } from "../foods/aliases.js";
import { presentFood, presentLabel, presentUnit } from "../foods/foods.presenter.js";
import type { FoodRow } from "../foods/foods.repository.js";
import type { LabelRow } from "../foods/labels.repository.js";
import type { UnitRow } from "../foods/units.repository.js";
import type {
  ItemRecipeRefRow,
  LabelSettingRow,
  ListRecipeRow,
  ShoppingItemRow,
  ShoppingListRow,
} from "./shopping.repository.js";

/** What items show of their foods, units and labels, read once for a batch of items. */
export interface ItemLookups {
  /** Presented once per food, however many items use it. */
  foods: Map<string, FoodRow>;
  presentedFoods?: Map<string, IngredientFood>;
  units: Map<string, UnitRow>;
  labels: Map<string, LabelRow>;
  refs: Map<string, ItemRecipeRefRow[]>;
}

export function presentItem(row: ShoppingItemRow, lookups: ItemLookups): ShoppingListItemOut {
  const foodRow = row.food_id ? lookups.foods.get(row.food_id) : undefined;
  const unitRow = row.unit_id ? lookups.units.get(row.unit_id) : undefined;
  const labelRow = row.label_id ? lookups.labels.get(row.label_id) : undefined;
  let food: IngredientFood | null = null;
  if (foodRow) {
    lookups.presentedFoods ??= new Map();
    food = lookups.presentedFoods.get(foodRow.id) ?? presentFood(foodRow);
    lookups.presentedFoods.set(foodRow.id, food);
  }
  const unit = unitRow ? presentUnit(unitRow) : null;
  return {
    quantity: row.quantity,
    unit,
    food,
    note: row.note,
    isFood: row.is_food,
    disableAmount: row.disable_amount,
    display: ingredientDisplay({ quantity: row.quantity, unit, food, note: row.note }, row.disable_amount === true),
    shoppingListId: row.list_id,
    checked: row.checked,
    position: row.position,
    foodId: food ? row.food_id : null,
    labelId: labelRow ? row.label_id : null,
    unitId: unit ? row.unit_id : null,
    extras: parseExtras(row.extras),
    id: row.id,
    label: labelRow ? presentLabel(labelRow) : null,
    recipeReferences: (lookups.refs.get(row.id) ?? []).map((ref) => ({
      id: ref.id,
      shoppingListItemId: ref.item_id,
      recipeId: ref.recipe_id,
      recipeQuantity: ref.recipe_quantity,
      recipeScale: ref.recipe_scale,
      recipeNote: ref.recipe_note,
    })),
    createdAt: row.created_at.toISOString(),
    updateAt: row.update_at.toISOString(),
    updatedAt: row.update_at.toISOString(),
  };
}

export function presentLabelSetting(row: LabelSettingRow): ShoppingListMultiPurposeLabelOut {
  return {
    shoppingListId: row.list_id,
    labelId: row.label_id,
    position: row.position,
    id: row.id,
    label: presentLabel(row.label),
  };
}

export function presentListSummary(
  row: ShoppingListRow,
  recipes: ListRecipeRow[],
  summaries: Map<string, RecipeSummary>,
  labelSettings: LabelSettingRow[],
): ShoppingListSummary {
  const recipeReferences: ShoppingListRecipeRefOut[] = recipes.flatMap((ref) => {
    const recipe = summaries.get(ref.recipe_id);
    return recipe
      ? [
          {
            id: ref.id,
            shoppingListId: ref.list_id,
            recipeId: ref.recipe_id,
            recipeQuantity: ref.recipe_quantity,
            recipe,
          },
        ]
      : [];
  });
  return {
    name: row.name,
    extras: parseExtras(row.extras),
    createdAt: row.created_at.toISOString(),
    updateAt: row.update_at.toISOString(),
    updatedAt: row.update_at.toISOString(),
    groupId: row.group_id,
    householdId: row.group_id,
    // A list outlives its owner's account; Mealie's shape requires a string.
    userId: row.user_id ?? "",
    id: row.id,
    recipeReferences,
    labelSettings: labelSettings.map(presentLabelSetting),
  };
}
