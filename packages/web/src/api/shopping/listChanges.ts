import type { ShoppingListItemOut, ShoppingListItemsCollectionOut, ShoppingListOut } from "@larder/shared";
import type { QueuedChange } from "./outbox";

/** The list as the server last answered it, with the changes not yet sent laid over it. */
export function withQueuedChanges(list: ShoppingListOut, changes: readonly QueuedChange[]): ShoppingListOut {
  let items = list.listItems;
  for (const change of changes) {
    if (change.listId !== list.id) continue;
    if (change.kind === "create") {
      const created = new Map(change.items.map((item) => [item.id, item]));
      items = [...items.filter((item) => !created.has(item.id)), ...created.values()];
    } else if (change.kind === "update") {
      const updated = new Map(change.items.map((entry) => [entry.item.id, entry.item]));
      // An item gone meanwhile (deleted elsewhere, merged into another) stays gone.
      items = items.map((item) => updated.get(item.id) ?? item);
    } else {
      const deleted = new Set(change.ids);
      items = items.filter((item) => !deleted.has(item.id));
    }
  }
  return items === list.listItems ? list : { ...list, listItems: items };
}

/** The list with what an item write answered: items created or changed, and items deleted (by id). */
export function withWrittenItems(
  list: ShoppingListOut,
  written: ShoppingListItemsCollectionOut | null,
  deletedIds: readonly string[] = [],
): ShoppingListOut {
  const gone = new Set([...deletedIds, ...(written?.deletedItems ?? []).map((item) => item.id)]);
  const changed = new Map<string, ShoppingListItemOut>();
  for (const item of [...(written?.createdItems ?? []), ...(written?.updatedItems ?? [])]) {
    if (item.shoppingListId === list.id) changed.set(item.id, item);
  }
  const kept = list.listItems.filter((item) => !gone.has(item.id) && !changed.has(item.id));
  // The list's own updateAt stays: it says which of the server's change events are news, and another
  // device's change may have come between the last read and this write.
  return { ...list, listItems: [...kept, ...changed.values()] };
}
