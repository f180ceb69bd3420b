import { ALL_ITEMS } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { adminKeys } from "./keys";

/** Every account on the server, in one page: an install has a household's worth of them. */
export function useAdminUsersQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.users(),
    queryFn: async () => {
      const page = dataOrThrow(await api.call("getAllUsers", { query: { perPage: ALL_ITEMS }, notify: false }));
      return page.items;
    },
  });
}

export function useAdminGroupsQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.groups(),
    queryFn: async () => {
      const page = dataOrThrow(await api.call("getAllGroups", { query: { perPage: ALL_ITEMS }, notify: false }));
      return page.items;
    },
  });
}

export function useAdminAboutQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.about(),
    queryFn: async () => dataOrThrow(await api.call("getAdminAppInfo", { notify: false })),
  });
}

export function useAppStatisticsQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.statistics(),
    queryFn: async () => dataOrThrow(await api.call("getAppStatistics", { notify: false })),
  });
}

export function useConfigCheckQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.configCheck(),
    queryFn: async () => dataOrThrow(await api.call("checkAppConfig", { notify: false })),
  });
}

export function useMaintenanceSummaryQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.maintenanceSummary(),
    queryFn: async () => dataOrThrow(await api.call("getMaintenanceSummary", { notify: false })),
  });
}

export function useStorageDetailsQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.storage(),
    queryFn: async () => dataOrThrow(await api.call("getStorageDetails", { notify: false })),
  });
}

/** The last `lines` lines of the server's log, oldest first. */
export function useServerLogsQuery(lines: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.logs(lines),
    queryFn: async () => dataOrThrow(await api.call("getLogs", { query: { lines }, notify: false })).logs,
  });
}
