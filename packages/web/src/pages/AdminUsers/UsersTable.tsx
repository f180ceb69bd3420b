import type { AdminUserOut } from "@larder/shared";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import LockResetIcon from "@mui/icons-material/LockReset";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import { LogoutIcon } from "../../components/DirectionalIcons";
import { useTranslation } from "../../i18n";

interface UsersTableProps {
  users: AdminUserOut[];
  onEdit: (user: AdminUserOut) => void;
  onPasswordReset: (user: AdminUserOut) => void;
  /** The address whose reset link is being made, if any. */
  resettingEmail: string | undefined;
  onSignOutEverywhere: (user: AdminUserOut) => void;
  onDelete: (user: AdminUserOut) => void;
}

export function UsersTable({
  users,
  onEdit,
  onPasswordReset,
  resettingEmail,
  onSignOutEverywhere,
  onDelete,
}: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t("adminUsers.tableLabel")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("adminUsers.username")}</TableCell>
            <TableCell>{t("adminUsers.fullName")}</TableCell>
            <TableCell>{t("adminUsers.email")}</TableCell>
            <TableCell>{t("adminUsers.group")}</TableCell>
            <TableCell>{t("adminUsers.admin")}</TableCell>
            <TableCell>{t("adminUsers.authMethod")}</TableCell>
            <TableCell>{t("adminUsers.lockState")}</TableCell>
            <TableCell align="right">{t("adminUsers.actions")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => {
            const username = user.username ?? user.email;
            const method = t(`adminUsers.authMethods.${user.authMethod}`);
            const localPassword = user.authMethod === "Mealie";
            return (
              <TableRow key={user.id}>
                <TableCell>{user.username}</TableCell>
                <TableCell>{user.fullName}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>{user.group}</TableCell>
                <TableCell>{user.admin ? t("general.yes") : t("general.no")}</TableCell>
                <TableCell>{method}</TableCell>
                <TableCell>
                  {user.lockedAt ? (
                    <Chip size="small" color="warning" label={t("adminUsers.locked")} />
                  ) : (
                    t("adminUsers.notLocked")
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  <Tooltip title={t("adminUsers.edit", { username })}>
                    <IconButton onClick={() => onEdit(user)}>
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip
                    title={
                      localPassword
                        ? t("adminUsers.passwordResetLink", { username })
                        : t("adminUsers.noLocalPassword", { username, method })
                    }
                  >
                    {/* A span: a disabled button receives no pointer events for the tooltip. */}
                    <span>
                      <IconButton
                        aria-label={t("adminUsers.passwordResetLink", { username })}
                        onClick={() => onPasswordReset(user)}
                        loading={resettingEmail === user.email}
                        disabled={!localPassword}
                      >
                        <LockResetIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={t("adminUsers.signOutEverywhere", { username })}>
                    <IconButton onClick={() => onSignOutEverywhere(user)}>
                      <LogoutIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t("adminUsers.delete", { username })}>
                    <IconButton onClick={() => onDelete(user)}>
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
