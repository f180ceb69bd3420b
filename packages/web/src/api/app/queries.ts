import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { type ApiClient, dataOrThrow } from "../client";
import { appKeys } from "./keys";

/** Public facts about the server; they only change with a restart. */
export function appInfoQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: appKeys.about(),
    queryFn: async () => dataOrThrow(await api.call("getAppInfo", { notify: false })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAppInfoQuery() {
  return useQuery(appInfoQueryOptions(useApiClient()));
}

/** Theme colours; a failure is ignored and the defaults stay (SPEC §7). */
export function appThemeQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: appKeys.theme(),
    queryFn: async () => dataOrThrow(await api.call("getAppTheme", { notify: false })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAppThemeQuery() {
  return useQuery(appThemeQueryOptions(useApiClient()));
}
