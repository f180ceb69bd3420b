import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { foodKeys } from "./keys";

/** How many of the group's foods have this label: the total of a one-item page. */
export function useFoodsWithLabelCountQuery(labelId: string, { enabled = true } = {}) {
  const api = useApiClient();
  const queryFilter = `labelId = "${labelId}"`;
  return useQuery({
    queryKey: foodKeys.foodCount(queryFilter),
    queryFn: async () =>
      dataOrThrow(await api.call("getFoods", { query: { page: 1, perPage: 1, queryFilter }, notify: false })).total,
    enabled,
  });
}
