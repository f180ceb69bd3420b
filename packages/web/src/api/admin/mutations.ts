import type { GroupAdminUpdate, UserIn, UserUpdate } from "@larder/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { groupKeys } from "../groups/keys";
import { userKeys } from "../users/keys";
import { adminKeys } from "./keys";

/**
 * Users and groups show in each other's lists (a user's group, a group's members), and either may
 * be the administrator's own account or group: after a change, all of them are read again.
 */
function invalidateAccounts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.self() }),
  ]);
}

export function useCreateUserMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: UserIn) => dataOrThrow(await api.call("createUser", { body: user })),
    onSuccess: () => invalidateAccounts(queryClient),
  });
}

export function useUpdateUserMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, user }: { id: string; user: UserUpdate }) =>
      dataOrThrow(await api.call("updateUserAsAdmin", { params: { item_id: id }, body: user })),
    onSuccess: () => invalidateAccounts(queryClient),
  });
}

export function useDeleteUserMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("deleteUser", { params: { item_id: id } })),
    onSuccess: () => invalidateAccounts(queryClient),
  });
}

/**
 * Signs a user out everywhere: every session of theirs ends. The administrator may have chosen
 * themselves, so their own account is read again, which finds out at once.
 */
export function useEndUserSessionsMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("endUserSessions", { params: { item_id: id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.self() }),
  });
}

/** Unlocks every locked account, also those whose lockout has not run out yet. */
export function useUnlockUsersMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => dataOrThrow(await api.call("unlockUsers", { query: { force: true } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

export function usePasswordResetTokenMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (email: string) => dataOrThrow(await api.call("generatePasswordResetToken", { body: { email } })),
  });
}

export function useCreateGroupMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => dataOrThrow(await api.call("createGroup", { body: { name } })),
    onSuccess: () => invalidateAccounts(queryClient),
  });
}

export function useUpdateGroupMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...group }: GroupAdminUpdate & { id: string }) =>
      dataOrThrow(await api.call("updateGroup", { params: { item_id: id }, body: { id, ...group } })),
    onSuccess: () => invalidateAccounts(queryClient),
  });
}

export function useDeleteGroupMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.call("deleteGroup", { params: { item_id: id } })),
    onSuccess: () => invalidateAccounts(queryClient),
  });
}

/** Sends a test mail; the server answers 200 with `success: false` and the reason when sending failed. */
export function useSendTestEmailMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (email: string) => dataOrThrow(await api.call("sendTestEmail", { body: { email } })),
  });
}

/** The maintenance screen's clean actions; each changes what the summary and the storage show. */
export type CleanAction = "cleanTemp" | "cleanImages" | "cleanRecipeFolders" | "cleanLogs";

export function useCleanMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: CleanAction) => dataOrThrow(await api.call(action, { notify: false })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.maintenance() }),
  });
}
