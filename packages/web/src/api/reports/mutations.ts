import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { reportKeys } from "./keys";

export function useDeleteReport() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("deleteReport", { params: { item_id: id } })),
    onSuccess: (_report, id) => {
      queryClient.removeQueries({ queryKey: reportKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: [...reportKeys.all, "list"] });
    },
  });
}
