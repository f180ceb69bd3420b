import { ALL_ITEMS } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { mealPlanKeys } from "./keys";

/** Every entry of the group's plan from `start` to `end` (yyyy-MM-dd, both included). */
export function useMealPlanEntriesQuery(start: string, end: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: mealPlanKeys.range(start, end),
    queryFn: async () =>
      dataOrThrow(
        await api.call("getMealPlans", {
          query: { page: 1, perPage: ALL_ITEMS, start_date: start, end_date: end },
          notify: false,
        }),
      ).items,
  });
}

/** Every rule of the group's plan (which recipes "random" may pick for a day and meal). */
export function useMealPlanRulesQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: mealPlanKeys.rules(),
    queryFn: async () =>
      dataOrThrow(await api.call("getMealPlanRules", { query: { page: 1, perPage: ALL_ITEMS }, notify: false })).items,
  });
}

/** The member's calendar feed address, null while it is off; read when `enabled` (the dialog opens). */
export function useMealPlanFeedQuery({ enabled = true } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: mealPlanKeys.feed(),
    queryFn: async () => dataOrThrow(await api.call("getMealPlanFeed", { notify: false })),
    enabled,
  });
}
