import { ALL_ITEMS, type EventDeliveryOut } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { notifierKeys } from "./keys";

/** While a delivery waits for its next attempt, its list is read again this often. */
export const PENDING_POLL_MS = 5_000;

/** Polls a list of deliveries while one of them is still pending. */
export const pollWhilePending = (deliveries: EventDeliveryOut[] | undefined) =>
  deliveries?.some((delivery) => delivery.status === "pending") ? PENDING_POLL_MS : false;

/** The own group's notifiers (managers only), by name. */
export function useNotifiersQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: notifierKeys.list(),
    queryFn: async () => {
      const page = dataOrThrow(
        await api.call("getEventNotifiers", {
          query: { page: 1, perPage: ALL_ITEMS, orderBy: "name", orderDirection: "asc" },
          notify: false,
        }),
      );
      return page.items;
    },
  });
}

/** The last deliveries to one notifier, newest first; read while `enabled` (its list is open). */
export function useNotifierDeliveriesQuery(id: string, { enabled }: { enabled: boolean }) {
  const api = useApiClient();
  return useQuery({
    queryKey: notifierKeys.deliveries(id),
    queryFn: async () =>
      dataOrThrow(await api.call("getEventNotifierDeliveries", { params: { item_id: id }, notify: false })),
    enabled,
    refetchInterval: (query) => pollWhilePending(query.state.data),
  });
}
