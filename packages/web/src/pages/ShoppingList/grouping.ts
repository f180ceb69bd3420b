import type { MultiPurposeLabelSummary, ShoppingListItemOut, ShoppingListOut } from "@larder/shared";

export interface ItemGroup {
  /** The label's id; NO_LABEL for items without one, ALL_ITEMS when the list is not grouped. */
  key: string;
  label: MultiPurposeLabelSummary | null;
  items: ShoppingListItemOut[];
}

export const NO_LABEL = "no-label";
export const ALL_ITEMS = "all";

/** The order items are kept in: their position, then the order they were added. */
export function byPosition(left: ShoppingListItemOut, right: ShoppingListItemOut): number {
  return (
    left.position - right.position || left.createdAt.localeCompare(right.createdAt) || left.id.localeCompare(right.id)
  );
}

/** The list's labels in its label order (the label-order dialog's). */
export function orderedLabels(list: ShoppingListOut): MultiPurposeLabelSummary[] {
  return [...list.labelSettings].sort((left, right) => left.position - right.position).map((setting) => setting.label);
}

/**
 * The unchecked items to shop for. By label: one group per label in the list's label order, then
 * labels the list has no place for yet (made after it) by name, then the items without a label.
 * Otherwise one group of every item by position.
 */
export function uncheckedGroups(list: ShoppingListOut, byLabel: boolean): ItemGroup[] {
  const unchecked = list.listItems.filter((item) => !item.checked).sort(byPosition);
  if (!byLabel) return unchecked.length > 0 ? [{ key: ALL_ITEMS, label: null, items: unchecked }] : [];
  const groups = new Map<string, ItemGroup>();
  for (const item of unchecked) {
    const label = item.label;
    const key = label?.id ?? NO_LABEL;
    const group = groups.get(key) ?? { key, label, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  const ordered: ItemGroup[] = [];
  for (const label of orderedLabels(list)) {
    const group = groups.get(label.id);
    if (group) ordered.push(group);
    groups.delete(label.id);
  }
  const withoutLabel = groups.get(NO_LABEL);
  groups.delete(NO_LABEL);
  const unplaced = [...groups.values()].sort((left, right) =>
    (left.label?.name ?? "").localeCompare(right.label?.name ?? ""),
  );
  return [...ordered, ...unplaced, ...(withoutLabel ? [withoutLabel] : [])];
}

/** The items already in the basket, in list order. */
export function checkedItems(list: ShoppingListOut): ShoppingListItemOut[] {
  return list.listItems.filter((item) => item.checked).sort(byPosition);
}

/**
 * The items whose position changes when one group is shown in a new order: the unchecked items are
 * numbered from 0 in the order the page shows them, so that positions mean the same on every device.
 */
export function repositioned(groups: ItemGroup[], groupKey: string, reordered: ShoppingListItemOut[]) {
  const shown = groups.flatMap((group) => (group.key === groupKey ? reordered : group.items));
  return shown.flatMap((item, position) => (item.position === position ? [] : [{ ...item, position }]));
}

/** Where a new item goes: after every other. */
export function nextPosition(list: ShoppingListOut): number {
  return list.listItems.reduce((last, item) => Math.max(last, item.position + 1), 0);
}

/** The list as plain text to paste into a message: the items to buy, under their labels when grouped. */
export function listAsText(groups: ItemGroup[], noLabelTitle: string): string {
  const lines: string[] = [];
  for (const group of groups) {
    if (group.key !== ALL_ITEMS) {
      if (lines.length > 0) lines.push("");
      lines.push(group.label?.name ?? noLabelTitle);
    }
    for (const item of group.items) lines.push(`- ${item.display}`);
  }
  return lines.join("\n");
}
