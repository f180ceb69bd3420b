// Apart from the outbox itself: the layout asks on every start whether anything waits, and the
// answer must not bring the outbox's code into the first load.

/** Where a user's queue of shopping-list changes is kept in localStorage. */
export const outboxKey = (userId: string) => `larder.shopping.outbox.${userId}`;

/** Whether any of the user's shopping-list changes wait to be sent. */
export function hasQueuedChanges(userId: string): boolean {
  try {
    const raw = localStorage.getItem(outboxKey(userId));
    return raw !== null && raw !== "[]";
  } catch {
    return false;
  }
}
