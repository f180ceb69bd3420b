import type { ShoppingListOut } from "@larder/shared";
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient, ApiResult } from "../client";
import { createBody, updateBody } from "./itemBodies";
import { shoppingKeys } from "./keys";
import { withWrittenItems } from "./listChanges";
import { keepList } from "./listStore";
import { type FlushSummary, type QueuedChange, type SendChange, type SendOutcome, ShoppingOutbox } from "./outbox";
import { outboxKey } from "./outboxKey";

/** Statuses a replay decides about itself: none of them may send the user to sign in, nor toast. */
const REPLAY_HANDLED_STATUSES = [400, 403, 404, 409, 422, 500, 502, 503, 504];

const outboxes = new Map<string, ShoppingOutbox>();

/** One flush at a time across the browser's tabs, where the browser can say so (Web Locks). */
function acrossTabs<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request("larder.shopping.outbox", run) : run();
}

/** The user's queue of item changes (one per user and page load). */
export function outboxFor(userId: string): ShoppingOutbox {
  let outbox = outboxes.get(userId);
  if (!outbox) {
    const created = new ShoppingOutbox(localStorage, outboxKey(userId), acrossTabs);
    // Another tab queued or sent a change.
    window.addEventListener("storage", (event) => {
      if (event.key === created.storageKey) created.notifyExternalChange();
    });
    outboxes.set(userId, created);
    outbox = created;
  }
  return outbox;
}

function outcomeOf(change: QueuedChange, result: ApiResult<unknown>): SendOutcome {
  const status = result.response?.status ?? 0;
  if (result.response?.ok) {
    return { status: "done", result: change.kind === "delete" ? null : (result.data as never) };
  }
  if (status === 0 || status === 401) return { status: "unreachable" };
  if (status === 409) return { status: "conflict" };
  if (status === 404) return { status: "gone" };
  return status >= 500 ? { status: "failed" } : { status: "rejected" };
}

/** Sends one queued change as the item routes take it. */
export function sendWith(api: ApiClient): SendChange {
  const options = { notify: false, handledStatuses: REPLAY_HANDLED_STATUSES };
  return async (change) => {
    switch (change.kind) {
      case "create":
        return outcomeOf(
          change,
          await api.call("createShoppingListItems", { body: change.items.map(createBody), ...options }),
        );
      case "update":
        return outcomeOf(
          change,
          await api.call("updateShoppingListItems", {
            body: change.items.map((entry) => updateBody(entry.item, entry.baseUpdateAt)),
            ...options,
          }),
        );
      case "delete":
        return outcomeOf(change, await api.call("deleteShoppingListItems", { query: { ids: change.ids }, ...options }));
    }
  };
}

/**
 * Sends the user's queued changes. What the server answers is laid into the lists at once (so that
 * nothing flickers back while the list is read again), then every list touched is read again.
 */
export async function flushShoppingChanges(
  api: ApiClient,
  queryClient: QueryClient,
  userId: string,
): Promise<FlushSummary> {
  const touched = new Set<string>();
  const summary = await outboxFor(userId).flush(sendWith(api), (change, outcome) => {
    if (outcome.status === "unreachable" || outcome.status === "failed") return;
    touched.add(change.listId);
    if (outcome.status !== "done") return;
    const list = queryClient.getQueryData<ShoppingListOut>(shoppingKeys.list(change.listId));
    if (list)
      keepList(queryClient, userId, withWrittenItems(list, outcome.result, change.kind === "delete" ? change.ids : []));
  });
  await Promise.all(
    [...touched].map((listId) => queryClient.invalidateQueries({ queryKey: shoppingKeys.list(listId) })),
  );
  return summary;
}
