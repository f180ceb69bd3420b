import { ALL_ITEMS } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { pollWhilePending } from "../notifiers/queries";
import { webhookKeys } from "./keys";

/** The own group's webhooks (managers only), by name. */
export function useWebhooksQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: webhookKeys.list(),
    queryFn: async () => {
      const page = dataOrThrow(
        await api.call("getWebhooks", {
          query: { page: 1, perPage: ALL_ITEMS, orderBy: "name", orderDirection: "asc" },
          notify: false,
        }),
      );
      return page.items;
    },
  });
}

/** The last deliveries to one webhook, newest first; read while `enabled` (its list is open). */
export function useWebhookDeliveriesQuery(id: string, { enabled }: { enabled: boolean }) {
  const api = useApiClient();
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: async () =>
      dataOrThrow(await api.call("getWebhookDeliveries", { params: { item_id: id }, notify: false })),
    enabled,
    refetchInterval: (query) => pollWhilePending(query.state.data),
  });
}
