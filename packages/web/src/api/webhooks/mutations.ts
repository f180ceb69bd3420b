import type { CreateWebhook, DeliveryTestOutcome, ReadWebhook } from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { webhookKeys } from "./keys";

/** What a webhook is saved from: its daily time is UTC `HH:MM`, as Mealie sends it. */
export type WebhookDraft = Pick<ReadWebhook, "name" | "url" | "enabled" | "scheduledTime" | "localNetwork">;

/** A webhook as the API takes it back. */
export function webhookBody(webhook: WebhookDraft): CreateWebhook {
  return {
    name: webhook.name.trim(),
    url: webhook.url.trim(),
    enabled: webhook.enabled,
    scheduledTime: webhook.scheduledTime,
    webhookType: "mealplan",
    localNetwork: webhook.localNetwork,
  };
}

/** Creates a webhook (no id) or saves one whole. */
export function useSaveWebhook() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, draft }: { id: string | null; draft: WebhookDraft }) =>
      dataOrThrow(
        id
          ? await api.call("updateWebhook", { params: { item_id: id }, body: webhookBody(draft) })
          : await api.call("createWebhook", { body: webhookBody(draft) }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

export function useDeleteWebhook() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("deleteWebhook", { params: { item_id: id } })),
    onSuccess: (_deleted, id) => {
      queryClient.removeQueries({ queryKey: webhookKeys.deliveries(id) });
      return queryClient.invalidateQueries({ queryKey: webhookKeys.list() });
    },
  });
}

/** Posts today's meal plan to one webhook now and answers how it went. */
export function useTestWebhook() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DeliveryTestOutcome, Error, string>({
    mutationFn: async (id) => dataOrThrow(await api.call("testWebhook", { params: { item_id: id } })),
    onSettled: (_outcome, _error, id) => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}

/** Queues today's meal plan for every enabled webhook again; their deliveries show it as it goes. */
export function useRerunWebhooks() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => dataOrThrow(await api.call("rerunWebhooks")),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...webhookKeys.all, "deliveries"] }),
  });
}
