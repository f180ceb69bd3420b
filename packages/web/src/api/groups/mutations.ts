import type {
  EmailInvitation,
  EmailSendResult,
  ReadGroupPreferences,
  ReadInviteToken,
  SetPermissions,
  UpdateGroupPreferences,
  UserOut,
} from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { groupKeys } from "./keys";

export function useUpdateGroupPreferencesMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: UpdateGroupPreferences) =>
      dataOrThrow(await api.put<ReadGroupPreferences>("groups/preferences", preferences)),
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
      dataOrThrow(await api.put<UserOut>("groups/permissions", permissions)),
    onSuccess: (member) =>
      queryClient.setQueryData<UserOut[]>(groupKeys.members(), (members) =>
        members?.map((each) => (each.id === member.id ? member : each)),
      ),
  });
}

export function useCreateInvitationMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (uses: number) => dataOrThrow(await api.post<ReadInviteToken>("groups/invitations", { uses })),
  });
}

/** Mails an invitation link; the server answers 200 with `success: false` when sending failed. */
export function useEmailInvitationMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (invitation: EmailInvitation) =>
      dataOrThrow(await api.post<EmailSendResult>("groups/invitations/email", invitation)),
  });
}
