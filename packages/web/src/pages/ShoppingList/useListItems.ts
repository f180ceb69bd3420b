import type { ShoppingListItemOut, ShoppingListOut } from "@larder/shared";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { withLocalDisplay } from "../../api/shopping/itemBodies";
import { withQueuedChanges } from "../../api/shopping/listChanges";
import type { QueuedChange } from "../../api/shopping/outbox";
import { outboxFor } from "../../api/shopping/sync";
import { useShoppingReplay } from "../../components/ShoppingSync/useShoppingReplay";

const NOTHING_QUEUED: QueuedChange[] = [];
const noSubscription = () => () => {};

/**
 * The list as the page shows it: the server's last answer (or the browser's copy of it) with the
 * changes not yet sent laid over it. Every change to items is queued, shows at once, and is sent
 * in order as soon as the server can be reached.
 */
export function useListItems(listId: string, serverList: ShoppingListOut | undefined, userId: string | null) {
  const outbox = userId ? outboxFor(userId) : null;
  const queued = useSyncExternalStore(
    outbox ? (listener) => outbox.subscribe(listener) : noSubscription,
    () => outbox?.changes() ?? NOTHING_QUEUED,
  );
  const flush = useShoppingReplay(userId);
  const list = useMemo(() => serverList && withQueuedChanges(serverList, queued), [serverList, queued]);

  const serverUpdateAt = useCallback(
    (itemId: string) => serverList?.listItems.find((item) => item.id === itemId)?.updateAt ?? null,
    [serverList],
  );

  const update = useCallback(
    (items: ShoppingListItemOut[]) => {
      if (!outbox || items.length === 0) return;
      outbox.enqueueUpdate(
        listId,
        items.map((item) => ({ item: withLocalDisplay(item), baseUpdateAt: serverUpdateAt(item.id) })),
      );
      flush();
    },
    [outbox, listId, serverUpdateAt, flush],
  );

  const create = useCallback(
    (item: ShoppingListItemOut) => {
      if (!outbox) return;
      outbox.enqueueCreate(listId, [item]);
      flush();
    },
    [outbox, listId, flush],
  );

  const remove = useCallback(
    (itemIds: string[]) => {
      if (!outbox || itemIds.length === 0) return;
      outbox.enqueueDelete(listId, itemIds);
      flush();
    },
    [outbox, listId, flush],
  );

  const pending = queued.filter((change) => change.listId === listId).length;
  return { list, pending, update, create, remove };
}
