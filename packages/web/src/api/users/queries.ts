import type { UserOut } from "@larder/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { type ApiClient, dataOrThrow } from "../client";
import { userKeys } from "./keys";

/**
 * The signed-in user, or null for a visitor. Its 401 is the answer to "am I signed in?", not a lost
 * session, so it is declared handled and never redirects.
 */
export function currentUserQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: userKeys.self(),
    queryFn: async (): Promise<UserOut | null> => {
      const result = await api.call("getLoggedInUser", { handledStatuses: [401], notify: false });
      if (result.response?.status === 401) return null;
      return dataOrThrow(result);
    },
  });
}

/** Whether a viewer (null for a visitor) belongs to the group with this slug. */
export function isGroupMember(user: UserOut | null, groupSlug: string): boolean {
  return user !== null && user.groupSlug === groupSlug;
}

export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions(useApiClient()));
}
