import type { AppInfo, AppStartupInfo, AppTheme } from "@larder/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { type ApiClient, dataOrThrow } from "../client";
import { appKeys } from "./keys";

/** Public facts about the server; they only change with a restart. */
export function appInfoQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: appKeys.about(),
    queryFn: async () => dataOrThrow(await api.get<AppInfo>("app/about", { notify: false })),
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
    queryFn: async () => dataOrThrow(await api.get<AppTheme>("app/about/theme", { notify: false })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAppThemeQuery() {
  return useQuery(appThemeQueryOptions(useApiClient()));
}

export function useStartupInfoQuery({ enabled }: { enabled: boolean }) {
  const api = useApiClient();
  return useQuery({
    queryKey: appKeys.startupInfo(),
    queryFn: async () => dataOrThrow(await api.get<AppStartupInfo>("app/about/startup-info", { notify: false })),
    enabled,
  });
}
