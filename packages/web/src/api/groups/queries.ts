import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { groupKeys } from "./keys";

export function useOwnGroupQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: groupKeys.self(),
    queryFn: async () => dataOrThrow(await api.call("getLoggedInUserGroup", { notify: false })),
  });
}

export function useGroupPreferencesQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: groupKeys.preferences(),
    queryFn: async () => dataOrThrow(await api.call("getGroupPreferences", { notify: false })),
  });
}

export function useGroupMembersQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: groupKeys.members(),
    queryFn: async () => dataOrThrow(await api.call("getGroupMembers", { notify: false })),
  });
}

export function useGroupStatisticsQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: groupKeys.statistics(),
    queryFn: async () => dataOrThrow(await api.call("getGroupStatistics", { notify: false })),
  });
}

export function useGroupStorageQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: groupKeys.storage(),
    queryFn: async () => dataOrThrow(await api.call("getGroupStorage", { notify: false })),
  });
}
