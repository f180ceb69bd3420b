import type {
  ChangePassword,
  CreateUserRegistration,
  ForgotPassword,
  ResetPassword,
  UserOut,
  UserUpdate,
} from "@larder/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../ApiClientContext";
import { dataOrThrow } from "../client";
import { userKeys } from "./keys";

/** Creates an API token; the response is the only time its secret is readable. */
export function useCreateApiTokenMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => dataOrThrow(await api.call("createApiToken", { body: { name } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.self() }),
  });
}

export function useDeleteApiTokenMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tokenId: number) =>
      dataOrThrow(await api.call("deleteApiToken", { params: { token_id: tokenId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.self() }),
  });
}

/** The PUT body: the user as they are, with `changes` on top (a PUT replaces every field it names). */
function userUpdateOf(user: UserOut, changes: Partial<UserUpdate>): UserUpdate {
  return {
    username: user.username ?? "",
    fullName: user.fullName ?? "",
    email: user.email,
    admin: user.admin,
    advanced: user.advanced,
    canInvite: user.canInvite,
    canManage: user.canManage,
    canOrganize: user.canOrganize,
    ...changes,
  };
}

/** Saves changes to the signed-in user's own account. */
export function useUpdateSelfMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, changes }: { user: UserOut; changes: Partial<UserUpdate> }) =>
      dataOrThrow(await api.call("updateUser", { params: { id: user.id }, body: userUpdateOf(user, changes) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.self() }),
  });
}

/** Uploads a new profile picture; the user's new cache key makes every avatar load it. */
export function useUploadAvatarMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, image }: { userId: string; image: File }) => {
      const form = new FormData();
      form.append("profile", image);
      return dataOrThrow(await api.call("updateUserImage", { params: { id: userId }, body: form }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.self() }),
  });
}

/** The dialog shows a wrong current password itself, next to the field. */
export function useChangePasswordMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (passwords: ChangePassword) =>
      dataOrThrow(await api.call("updatePassword", { body: passwords, handledStatuses: [400], notify: false })),
  });
}

/** Signs a visitor up; a refusal (taken name, expired invitation) shows as the server's error toast. */
export function useRegisterMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (registration: CreateUserRegistration) =>
      dataOrThrow(await api.call("registerNewUser", { body: registration })),
  });
}

/** The forgot-password call's answer when the server cannot send e-mail; its message says why. */
export const EMAIL_NOT_CONFIGURED_STATUS = 503;

/** The server answers alike whether or not the address exists, so its message is left to the page. */
export function useForgotPasswordMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (request: ForgotPassword) =>
      dataOrThrow(
        await api.call("forgotPassword", {
          body: request,
          handledStatuses: [EMAIL_NOT_CONFIGURED_STATUS],
          notify: false,
        }),
      ),
  });
}

/** An invalid or expired link (400) is shown on the page, with a way to ask for a new one. */
export function useResetPasswordMutation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (request: ResetPassword) =>
      dataOrThrow(await api.call("resetPassword", { body: request, handledStatuses: [400], notify: false })),
  });
}

/** Keeps the signed-in user's interface language with their account, so other browsers start in it. */
export function useUpdateUserLocaleMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: string) =>
      dataOrThrow(await api.call("updateUserLocale", { body: { locale }, notify: false })),
    onSuccess: (user) => queryClient.setQueryData(userKeys.self(), user),
  });
}
