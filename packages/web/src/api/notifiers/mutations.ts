import type {
  DeliveryTestOutcome,
  GroupEventNotifierOptionsOut,
  GroupEventNotifierOut,
  GroupEventNotifierUpdate,
} from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { notifierKeys } from "./keys";

/** What the notifier dialog saves: the URL only when typed (the masked one keeps the saved URL). */
export interface NotifierDraft {
  name: string;
  appriseUrl: string;
  enabled: boolean;
  localNetwork: boolean;
  options: Omit<GroupEventNotifierOptionsOut, "id">;
}

/** A notifier as the API takes it back, its URL left out so that the saved one stays. */
export function notifierBody(notifier: GroupEventNotifierOut): GroupEventNotifierUpdate {
  const { id: _optionsId, ...options } = notifier.options;
  return { name: notifier.name, enabled: notifier.enabled, localNetwork: notifier.localNetwork, options };
}

/** An address the server cannot send to is a 400 that the dialog shows under its field. */
const URL_REFUSED = [400];

/**
 * Creates a notifier (no id) or saves one whole. A new notifier is created with its URL and then
 * given its event switches: the create call, as in Mealie, takes none.
 */
export function useSaveNotifier() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, draft }: { id: string | null; draft: NotifierDraft }) => {
      const body = { ...draft, name: draft.name.trim(), appriseUrl: draft.appriseUrl.trim() };
      let targetId = id;
      if (!targetId) {
        const created = dataOrThrow(
          await api.call("createEventNotifier", {
            handledStatuses: URL_REFUSED,
            body: {
              name: body.name,
              appriseUrl: body.appriseUrl,
              enabled: body.enabled,
              localNetwork: body.localNetwork,
            },
          }),
        );
        if (!Object.values(body.options).some(Boolean)) return created;
        targetId = created.id;
        // The URL just saved stays: the update sends none.
        return dataOrThrow(
          await api.call("updateEventNotifier", {
            params: { item_id: targetId },
            body: { ...body, appriseUrl: undefined },
          }),
        );
      }
      return dataOrThrow(
        await api.call("updateEventNotifier", { params: { item_id: targetId }, body, handledStatuses: URL_REFUSED }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notifierKeys.list() }),
  });
}

/** Turns a notifier on or off, everything else kept. */
export function useSetNotifierEnabled() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ notifier, enabled }: { notifier: GroupEventNotifierOut; enabled: boolean }) =>
      dataOrThrow(
        await api.call("updateEventNotifier", {
          params: { item_id: notifier.id },
          body: { ...notifierBody(notifier), enabled },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notifierKeys.list() }),
  });
}

export function useDeleteNotifier() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("deleteEventNotifier", { params: { item_id: id } })),
    onSuccess: (_deleted, id) => {
      queryClient.removeQueries({ queryKey: notifierKeys.deliveries(id) });
      return queryClient.invalidateQueries({ queryKey: notifierKeys.list() });
    },
  });
}

/** Sends a test message now and answers how it went; the notifier's deliveries then show it. */
export function useTestNotifier() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DeliveryTestOutcome, Error, string>({
    mutationFn: async (id) => dataOrThrow(await api.call("testEventNotifier", { params: { item_id: id } })),
    onSettled: (_outcome, _error, id) => queryClient.invalidateQueries({ queryKey: notifierKeys.deliveries(id) }),
  });
}
