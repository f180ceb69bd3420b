import type { GroupStatistics, GroupStorage, GroupSummary, ReadGroupPreferences, UserOut } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { groupKeys } from "./keys";

export function useOwnGroupQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: groupKeys.self(),
    queryFn: async () => dataOrThrow(await api.get<GroupSummary>("groups/self", { notify: false })),
  });
}

export function useGroupPreferencesQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: groupKeys.preferences(),
    queryFn: async () => dataOrThrow(await api.get<ReadGroupPreferences>("groups/preferences", { notify: false })),
  });
}

export function useGroupMembersQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: groupKeys.members(),
    queryFn: async () => dataOrThrow(await api.get<UserOut[]>("groups/members", { notify: false })),
  });
}

export function useGroupStatisticsQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: groupKeys.statistics(),
    queryFn: async () => dataOrThrow(await api.get<GroupStatistics>("groups/statistics", { notify: false })),
  });
}

export function useGroupStorageQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: groupKeys.storage(),
    queryFn: async () => dataOrThrow(await api.get<GroupStorage>("groups/storage", { notify: false })),
  });
}
