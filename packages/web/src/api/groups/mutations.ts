import type { EmailInvitation, SetPermissions, UpdateGroupPreferences, UserOut } from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { groupKeys } from "./keys";

export function useUpdateGroupPreferencesMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: UpdateGroupPreferences) =>
      dataOrThrow(await api.call("updateGroupPreferences", { body: preferences })),
    onSuccess: (preferences) => {
      queryClient.setQueryData(groupKeys.preferences(), preferences);
      return queryClient.invalidateQueries({ queryKey: groupKeys.self() });
    },
  });
}

/** Sets a member's group permissions; the server refuses a manager's own account (SPEC §6). */
export function useSetMemberPermissionsMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (permissions: SetPermissions) =>
      dataOrThrow(await api.call("setMemberPermissions", { body: permissions })),
    onSuccess: (member) =>
      queryClient.setQueryData<UserOut[]>(groupKeys.members(), (members) =>
        members?.map((each) => (each.id === member.id ? member : each)),
      ),
  });
}

export function useCreateInvitationMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (uses: number) => dataOrThrow(await api.call("createInviteToken", { body: { uses } })),
  });
}

/** Mails an invitation link; the server answers 200 with `success: false` when sending failed. */
export function useEmailInvitationMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (invitation: EmailInvitation) =>
      dataOrThrow(await api.call("emailInvitation", { body: invitation })),
  });
}
