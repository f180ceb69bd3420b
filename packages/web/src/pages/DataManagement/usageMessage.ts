import type { TFunction } from "../../i18n";

/** What the data management screens delete, with what uses each: recipes, or foods for a label. */
export type UsedKind = "foods" | "units" | "categories" | "tags" | "tools" | "labels";

/**
 * What deleting an item takes with it, said before the delete (issue 21): how many recipes use the
 * food, unit or organizer (how many foods have the label), and what becomes of them.
 */
export function deleteUsageMessage(t: TFunction, kind: UsedKind, name: string, count: number): string {
  return t(`dataManagement.usage.${kind}`, { count, name });
}
