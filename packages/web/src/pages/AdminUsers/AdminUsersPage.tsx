import type { AdminUserOut } from "@larder/shared";
import LockOpenIcon from "@mui/icons-material/LockOpen";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import {
  useDeleteUserMutation,
  useEndUserSessionsMutation,
  usePasswordResetTokenMutation,
  useUnlockUsersMutation,
} from "../../api/admin/mutations";
import { useAdminUsersQuery } from "../../api/admin/queries";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useToast } from "../../components/Toast/ToastContext";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { PasswordResetLinkDialog } from "./PasswordResetLinkDialog";
import { type UserDialogTarget, UserFormDialog } from "./UserFormDialog";
import { UsersTable } from "./UsersTable";

/** Every account on the server, for the administrator to create, change, unlock, sign out and remove. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const users = useAdminUsersQuery();
  const unlockUsers = useUnlockUsersMutation();
  const passwordResetToken = usePasswordResetTokenMutation();
  const deleteUser = useDeleteUserMutation();
  const endSessions = useEndUserSessionsMutation();
  const [dialogTarget, setDialogTarget] = useState<UserDialogTarget | null>(null);
  const [userToDelete, setUserToDelete] = useState<AdminUserOut | null>(null);
  const [userToSignOut, setUserToSignOut] = useState<AdminUserOut | null>(null);
  const [resetLink, setResetLink] = useState<{ username: string; link: string } | null>(null);

  const handleUnlock = () =>
    unlockUsers.mutate(undefined, {
      onSuccess: ({ unlocked }) => toast.success(t("adminUsers.unlocked", { count: unlocked })),
    });

  const handlePasswordReset = (user: AdminUserOut) =>
    passwordResetToken.mutate(user.email, {
      onSuccess: ({ token }) =>
        setResetLink({
          username: user.username ?? user.email,
          link: `${window.location.origin}${paths.resetPassword}?token=${encodeURIComponent(token)}`,
        }),
    });

  const handleDelete = () => {
    if (!userToDelete) return;
    deleteUser.mutate(userToDelete.id, {
      onSuccess: () => toast.success(t("adminUsers.deleted", { username: userToDelete.username })),
      onSettled: () => setUserToDelete(null),
    });
  };

  const handleSignOutEverywhere = () => {
    if (!userToSignOut) return;
    endSessions.mutate(userToSignOut.id, {
      onSuccess: () => toast.success(t("adminUsers.signedOutEverywhere", { username: userToSignOut.username })),
      onSettled: () => setUserToSignOut(null),
    });
  };

  let content = <PageLoading />;
  if (users.data) {
    content = (
      <UsersTable
        users={users.data}
        onEdit={(user) => setDialogTarget({ mode: "edit", user })}
        onPasswordReset={handlePasswordReset}
        resettingEmail={passwordResetToken.isPending ? passwordResetToken.variables : undefined}
        onSignOutEverywhere={setUserToSignOut}
        onDelete={setUserToDelete}
      />
    );
  } else if (users.isError) {
    content = <Alert severity="error">{t("adminUsers.unavailable")}</Alert>;
  }

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t("adminUsers.title")}
        </Typography>
        <Button startIcon={<LockOpenIcon />} onClick={handleUnlock} loading={unlockUsers.isPending}>
          {t("adminUsers.unlockAll")}
        </Button>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setDialogTarget({ mode: "create" })}>
          {t("adminUsers.create")}
        </Button>
      </Box>
      {content}
      {dialogTarget && <UserFormDialog target={dialogTarget} onClose={() => setDialogTarget(null)} />}
      {resetLink && (
        <PasswordResetLinkDialog
          username={resetLink.username}
          link={resetLink.link}
          onClose={() => setResetLink(null)}
        />
      )}
      <ConfirmDialog
        open={userToSignOut !== null}
        title={t("adminUsers.signOutEverywhereTitle")}
        message={t("adminUsers.signOutEverywhereWarning", { username: userToSignOut?.username ?? "" })}
        confirmLabel={t("adminUsers.signOutEverywhereConfirm")}
        pending={endSessions.isPending}
        onConfirm={handleSignOutEverywhere}
        onClose={() => setUserToSignOut(null)}
      />
      <ConfirmDialog
        open={userToDelete !== null}
        title={t("adminUsers.deleteTitle")}
        message={t("adminUsers.deleteWarning", { username: userToDelete?.username ?? "" })}
        confirmLabel={t("general.delete")}
        pending={deleteUser.isPending}
        onConfirm={handleDelete}
        onClose={() => setUserToDelete(null)}
      />
    </Container>
  );
}
