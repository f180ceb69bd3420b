import type { IngredientFood, IngredientUnit, MultiPurposeLabelOut } from "@larder/shared";
import { parseAliases, parseExtras } from "./aliases.js";
import type { FoodRow } from "./foods.repository.js";
import type { LabelRow } from "./labels.repository.js";
import type { UnitRow } from "./units.repository.js";

export function presentLabel(row: LabelRow): MultiPurposeLabelOut {
  return { id: row.id, groupId: row.group_id, name: row.name, color: row.color };
}

export function presentFood(row: FoodRow): IngredientFood {
  const label =
    row.label_id && row.label_name !== null && row.label_group_id !== null
      ? { id: row.label_id, groupId: row.label_group_id, name: row.label_name, color: row.label_color ?? "" }
      : null;
  return {
    id: row.id,
    name: row.name,
    pluralName: row.plural_name,
    description: row.description,
    extras: parseExtras(row.extras),
    labelId: label ? row.label_id : null,
    label,
    onHand: row.on_hand,
    aliases: parseAliases(row.aliases),
    createdAt: row.created_at.toISOString(),
    updateAt: row.update_at.toISOString(),
  };
}

/** Units have no on-hand flag of their own; the reference still lists it, always false. */
export function presentUnit(row: UnitRow): IngredientUnit {
  return {
    id: row.id,
    name: row.name,
    pluralName: row.plural_name,
    description: row.description,
    extras: parseExtras(row.extras),
    onHand: false,
    abbreviation: row.abbreviation,
    pluralAbbreviation: row.plural_abbreviation,
    useAbbreviation: row.use_abbreviation,
    fraction: row.fraction,
    aliases: parseAliases(row.aliases),
    createdAt: row.created_at.toISOString(),
    updateAt: row.update_at.toISOString(),
  };
}
