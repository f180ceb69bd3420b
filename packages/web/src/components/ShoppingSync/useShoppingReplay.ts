import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useApiClient } from "../../api/ApiClientContext";
import { flushShoppingChanges, outboxFor } from "../../api/shopping/sync";
import { useTranslation } from "../../i18n";
import { useToast } from "../Toast/ToastContext";

/** How long to wait before trying again while the server cannot be reached, growing to the last. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * Sends the user's queued shopping-list changes now, when the connection comes back, and again
 * later while the server cannot be reached; says when a change was dropped because the item had
 * changed elsewhere. Returns the function that sends them now (after a change is queued).
 */
export function useShoppingReplay(userId: string | null): () => void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const retry = useRef<{ timer: ReturnType<typeof setTimeout> | undefined; attempt: number }>({
    timer: undefined,
    attempt: 0,
  });

  const flushNow = useCallback(() => {
    if (!userId) return;
    clearTimeout(retry.current.timer);
    // A flush under way sends this change too; its starter reports how it went.
    const alreadyFlushing = outboxFor(userId).isFlushing;
    const flushed = flushShoppingChanges(api, queryClient, userId);
    if (alreadyFlushing) return;
    void flushed.then((summary) => {
      if (summary.conflicts > 0) toast.info(t("shoppingList.sync.conflicts", { count: summary.conflicts }));
      if (summary.dropped > 0) toast.error(t("shoppingList.sync.dropped", { count: summary.dropped }));
      const state = retry.current;
      if (!summary.stalled) {
        state.attempt = 0;
        return;
      }
      // Offline, the `online` event says when to try again.
      if (!navigator.onLine) return;
      const delay = RETRY_DELAYS_MS[Math.min(state.attempt, RETRY_DELAYS_MS.length - 1)];
      state.attempt += 1;
      state.timer = setTimeout(flushNow, delay);
    });
  }, [api, queryClient, toast, t, userId]);

  useEffect(() => {
    const state = retry.current;
    flushNow();
    window.addEventListener("online", flushNow);
    return () => {
      window.removeEventListener("online", flushNow);
      clearTimeout(state.timer);
    };
  }, [flushNow]);

  return flushNow;
}
