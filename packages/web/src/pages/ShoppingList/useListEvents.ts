import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useApiClient } from "../../api/ApiClientContext";
import { shoppingKeys } from "../../api/shopping/keys";

/** How long to wait before opening the stream again once the server has closed it. */
const REOPEN_DELAY_MS = 5_000;

interface ListChanged {
  listId: string;
  updateAt: string;
}

function readEvent(data: unknown): ListChanged | null {
  try {
    const parsed = JSON.parse(String(data)) as Partial<ListChanged>;
    return typeof parsed.listId === "string" && typeof parsed.updateAt === "string"
      ? { listId: parsed.listId, updateAt: parsed.updateAt }
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the list live: the server says on its event stream when the list changed (on any device),
 * and the list is read again when that change is newer than the one shown. No polling. The stream
 * is a plain same-origin request, so the session cookie authenticates it.
 */
export function useListEvents(listId: string, shownUpdateAt: string | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const shown = useRef(shownUpdateAt);
  shown.current = shownUpdateAt;

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    const readAgain = () => queryClient.invalidateQueries({ queryKey: shoppingKeys.list(listId) });

    const open = () => {
      clearTimeout(reopenTimer);
      source?.close();
      const stream = new EventSource(api.url("getShoppingListEvents", { params: { item_id: listId } }));
      source = stream;
      // Changes made while the stream was not open (before it first opened, or while the connection
      // was down) were not announced to this page.
      stream.addEventListener("open", () => void readAgain());
      stream.addEventListener("list-changed", (event) => {
        const changed = readEvent((event as MessageEvent).data);
        if (!changed || changed.listId !== listId) return;
        const current = shown.current;
        if (!current || Date.parse(changed.updateAt) > Date.parse(current)) void readAgain();
      });
      stream.addEventListener("error", () => {
        // The browser reconnects by itself after a network error; after a refusal it has given up.
        if (stream.readyState === EventSource.CLOSED) reopenTimer = setTimeout(open, REOPEN_DELAY_MS);
      });
    };
    const reopenIfClosed = () => {
      if (!source || source.readyState === EventSource.CLOSED) open();
    };

    open();
    window.addEventListener("online", reopenIfClosed);
    return () => {
      window.removeEventListener("online", reopenIfClosed);
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [api, queryClient, listId]);
}
