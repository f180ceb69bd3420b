import type {
  IngredientFood,
  IngredientUnit,
  MultiPurposeLabelOut,
  ShoppingListItemOut,
  ShoppingListOut,
  ShoppingListSummary,
} from "@larder/shared";
import { buildUser } from "./builders";

const user = buildUser();

export const LIST_ID = "7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f";

export function buildLabel(name: string, id = `label-${name.toLowerCase()}`): MultiPurposeLabelOut {
  return { id, name, color: "#959595", groupId: user.groupId };
}

export function buildFood(name: string, overrides: Partial<IngredientFood> = {}): IngredientFood {
  return {
    id: `food-${name}`,
    name,
    pluralName: null,
    description: "",
    extras: {},
    labelId: null,
    label: null,
    onHand: false,
    aliases: [],
    createdAt: null,
    updateAt: null,
    ...overrides,
  };
}

export function buildUnit(name: string, overrides: Partial<IngredientUnit> = {}): IngredientUnit {
  return {
    id: `unit-${name}`,
    name,
    pluralName: `${name}s`,
    description: "",
    extras: {},
    onHand: false,
    abbreviation: "",
    pluralAbbreviation: "",
    useAbbreviation: false,
    fraction: true,
    aliases: [],
    createdAt: null,
    updateAt: null,
    ...overrides,
  } as IngredientUnit;
}

/** An unchecked note-only item of the default list; `display` is its note. */
export function buildItem(note: string, overrides: Partial<ShoppingListItemOut> = {}): ShoppingListItemOut {
  return {
    id: `item-${note.replace(/\W+/g, "-")}`,
    quantity: 0,
    unit: null,
    food: null,
    note,
    isFood: false,
    disableAmount: null,
    display: overrides.display ?? note,
    shoppingListId: LIST_ID,
    checked: false,
    position: 0,
    foodId: null,
    labelId: overrides.label?.id ?? null,
    unitId: null,
    extras: {},
    label: null,
    recipeReferences: [],
    createdAt: "2026-03-01T10:00:00.000Z",
    updateAt: "2026-03-01T10:00:00.000Z",
    updatedAt: overrides.updateAt ?? "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}

export function buildList(overrides: Partial<ShoppingListOut> = {}): ShoppingListOut {
  return {
    id: LIST_ID,
    name: "Weekly shop",
    extras: {},
    createdAt: "2026-03-01T09:00:00.000Z",
    updateAt: "2026-03-01T10:00:00.000Z",
    updatedAt: overrides.updateAt ?? "2026-03-01T10:00:00.000Z",
    groupId: user.groupId,
    householdId: user.groupId,
    userId: user.id,
    recipeReferences: [],
    labelSettings: [],
    listItems: [],
    ...overrides,
  };
}

/** A list's summary, as the lists page reads it. */
export function summaryOf(list: ShoppingListOut): ShoppingListSummary {
  const summary: Partial<ShoppingListOut> = { ...list };
  delete summary.listItems;
  return summary as ShoppingListSummary;
}

/** Label settings in the given order. */
export function labelSettingsOf(labels: MultiPurposeLabelOut[]): ShoppingListOut["labelSettings"] {
  return labels.map((label, position) => ({
    id: `setting-${label.id}`,
    shoppingListId: LIST_ID,
    labelId: label.id,
    position,
    label,
  }));
}
