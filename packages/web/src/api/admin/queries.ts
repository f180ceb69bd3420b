import {
  type AdminAboutInfo,
  type AdminUserOut,
  ALL_ITEMS,
  type AppStatistics,
  type CheckAppConfig,
  type GroupInDB,
  type Paginated,
} from "@larder/shared";
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
      const page = dataOrThrow(
        await api.get<Paginated<AdminUserOut>>("admin/users", { query: { perPage: ALL_ITEMS }, notify: false }),
      );
      return page.items;
    },
  });
}

export function useAdminGroupsQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.groups(),
    queryFn: async () => {
      const page = dataOrThrow(
        await api.get<Paginated<GroupInDB>>("admin/groups", { query: { perPage: ALL_ITEMS }, notify: false }),
      );
      return page.items;
    },
  });
}

export function useAdminAboutQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.about(),
    queryFn: async () => dataOrThrow(await api.get<AdminAboutInfo>("admin/about", { notify: false })),
  });
}

export function useAppStatisticsQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.statistics(),
    queryFn: async () => dataOrThrow(await api.get<AppStatistics>("admin/about/statistics", { notify: false })),
  });
}

export function useConfigCheckQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: adminKeys.configCheck(),
    queryFn: async () => dataOrThrow(await api.get<CheckAppConfig>("admin/about/check", { notify: false })),
  });
}
