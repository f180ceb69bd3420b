import { useShoppingReplay } from "./useShoppingReplay";

/** Sends queued shopping-list changes from whichever page is open (see QueuedShoppingChanges). */
export function ShoppingChangesReplay({ userId }: { userId: string }) {
  useShoppingReplay(userId);
  return null;
}
