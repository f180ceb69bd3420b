import type { RecipeTimelineEventUpdate } from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { timelineKeys } from "./keys";

/** Changes an event's subject and message; its type, recipe, author and time stay. */
export function useUpdateTimelineEvent() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      ...changes
    }: { id: string } & Pick<RecipeTimelineEventUpdate, "subject" | "eventMessage">) =>
      dataOrThrow(await api.call("updateTimelineEvent", { params: { item_id: id }, body: changes })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timelineKeys.all }),
  });
}

/** Deletes an event and its photo. */
export function useDeleteTimelineEvent() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("deleteTimelineEvent", { params: { item_id: id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timelineKeys.all }),
  });
}
