import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { foodKeys } from "./keys";

/** What a group can be given a starting set of. */
export type SeedKind = "foods" | "units" | "labels";

const SEEDERS = { foods: "seedFoods", units: "seedUnits", labels: "seedLabels" } as const;

/**
 * Adds the common foods, units or shop labels of a locale to the group (those it has already are
 * left out); the server's answer, which says how many were added, shows as a toast.
 */
export function useSeed(kind: SeedKind) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: string) => dataOrThrow(await api.call(SEEDERS[kind], { body: { locale } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foodKeys.all }),
  });
}
