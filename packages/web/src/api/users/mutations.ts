import type { ApiTokenOut } from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { userKeys } from "./keys";

/** Creates an API token; the response is the only time its secret is readable. */
export function useCreateApiTokenMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => dataOrThrow(await api.post<ApiTokenOut>("users/api-tokens", { name })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.self() }),
  });
}

export function useDeleteApiTokenMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tokenId: number) =>
      dataOrThrow(await api.delete<{ tokenDelete: string }>(`users/api-tokens/${tokenId}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.self() }),
  });
}
