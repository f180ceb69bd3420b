import type { ValidationResponse } from "@larder/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { type ApiResult, dataOrThrow } from "../client";
import { validatorKeys } from "./keys";

/**
 * Asks the server whether a username, e-mail address or group name is still free (SPEC §5), for a
 * form to say so before it submits. A check that gets no answer counts as free: the server refuses a
 * taken name on the create or update call anyway.
 */
export function useAvailabilityChecks() {
  const api = useApiClient();
  const queryClient = useQueryClient();

  const isFree = (queryKey: readonly string[], check: () => Promise<ApiResult<ValidationResponse>>) =>
    queryClient
      .fetchQuery({
        queryKey,
        queryFn: async () => dataOrThrow(await check()).valid,
        // A name is taken the moment someone saves it: never answer from an earlier check.
        staleTime: 0,
      })
      .catch(() => true);

  return {
    isUsernameFree: (name: string) =>
      isFree(validatorKeys.username(name), () => api.call("validateUserName", { query: { name }, notify: false })),
    isEmailFree: (email: string) =>
      isFree(validatorKeys.email(email), () => api.call("validateUserEmail", { query: { email }, notify: false })),
    isGroupNameFree: (name: string) =>
      isFree(validatorKeys.groupName(name), () => api.call("validateGroupName", { query: { name }, notify: false })),
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
    const result = await api.call("validateRecipeName", {
      query: { group_id: groupId, name },
      notify: false,
    });
    return result.data?.valid ?? true;
  };
}
