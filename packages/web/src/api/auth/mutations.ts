import type { TokenRequest } from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { forgetOfflineSession } from "../../serviceWorker/register";
import { useApiClient } from "../ApiClientContext";
import { appKeys } from "../app/keys";
import { dataOrThrow } from "../client";
import { forgetStoredShoppingLists } from "../shopping/listStore";
import { userKeys } from "../users/keys";

/** The sign-in form reports these itself, in the visitor's language. */
export const SIGN_IN_REFUSED_STATUSES = {
  invalidCredentials: 401,
  accountLocked: 423,
  /** LDAP is on and the directory could not be asked. */
  directoryUnavailable: 503,
} as const;

/**
 * Exchanges credentials for the session cookie the server sets; the token in the body is not kept
 * because every later call is authenticated by that cookie.
 */
export function useLoginMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: TokenRequest) =>
      dataOrThrow(
        await api.call("getToken", {
          body: credentials,
          handledStatuses: Object.values(SIGN_IN_REFUSED_STATUSES),
        }),
      ),
    onSuccess: () => {
      api.startSession();
      return queryClient.resetQueries({ queryKey: userKeys.self() });
    },
  });
}

export function useLogoutMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      api.endSession();
      return dataOrThrow(await api.call("logout"));
    },
    onSettled: () => {
      // Everything but the public app facts belonged to the user who just left.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== appKeys.all[0] });
      queryClient.setQueryData(userKeys.self(), null);
      // What was kept for offline use belonged to them too.
      forgetStoredShoppingLists();
      void forgetOfflineSession();
    },
  });
}
