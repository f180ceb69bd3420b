import type { ValidationResponse } from "@larder/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow, type QueryValue } from "../client";
import { validatorKeys } from "./keys";

/**
 * Asks the server whether a username, e-mail address or group name is still free (SPEC §5), for a
 * form to say so before it submits. A check that gets no answer counts as free: the server refuses a
 * taken name on the create or update call anyway.
 */
export function useAvailabilityChecks() {
  const api = useApiClient();
  const queryClient = useQueryClient();

  const isFree = (queryKey: readonly string[], path: string, query: Record<string, QueryValue>) =>
    queryClient
      .fetchQuery({
        queryKey,
        queryFn: async () => dataOrThrow(await api.get<ValidationResponse>(path, { query, notify: false })).valid,
        // A name is taken the moment someone saves it: never answer from an earlier check.
        staleTime: 0,
      })
      .catch(() => true);

  return {
    isUsernameFree: (name: string) => isFree(validatorKeys.username(name), "validators/user/name", { name }),
    isEmailFree: (email: string) => isFree(validatorKeys.email(email), "validators/user/email", { email }),
    isGroupNameFree: (name: string) => isFree(validatorKeys.groupName(name), "validators/group", { name }),
  };
}

/**
 * Is this recipe name still free in the group? Asked afresh each time, without the query cache; a
 * check without an answer counts as free.
 */
export function useRecipeNameCheck(groupId: string | undefined) {
  const api = useApiClient();
  return async (name: string) => {
    if (!groupId) return true;
    const result = await api.get<ValidationResponse>("validators/recipe", {
      query: { group_id: groupId, name },
      notify: false,
    });
    return result.data?.valid ?? true;
  };
}
