import type { UserOut } from "@larder/shared";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { userKeys } from "./keys";

/**
 * The signed-in user, or null for a visitor. Its 401 is the answer to "am I signed in?", not a lost
 * session, so it is declared handled and never redirects.
 */
export function useCurrentUserQuery() {
  const api = useApiClient();
  return useQuery({
    queryKey: userKeys.self(),
    queryFn: async (): Promise<UserOut | null> => {
      const result = await api.get<UserOut>("users/self", { handledStatuses: [401], notify: false });
      if (result.response?.status === 401) return null;
      return dataOrThrow(result);
    },
  });
}
