import type { UserOut } from "@larder/shared";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useSetMemberPermissionsMutation } from "../../api/groups/mutations";
import { useToast } from "../../components/Toast/ToastContext";
import { UserAvatar } from "../../components/UserAvatar/UserAvatar";
import { useTranslation } from "../../i18n";

const PERMISSIONS = ["canManage", "canInvite", "canOrganize"] as const;
type Permission = (typeof PERMISSIONS)[number];

const displayName = (member: UserOut) => member.fullName || member.username || member.email;

interface MembersTableProps {
  members: UserOut[];
  viewer: UserOut;
}

/** The group's members; a manager also sees, and sets, the others' permissions. */
export function MembersTable({ members, viewer }: MembersTableProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const setPermissions = useSetMemberPermissionsMutation();
  const isManager = viewer.canManage;

  const togglePermission = (member: UserOut, permission: Permission, granted: boolean) => {
    setPermissions.mutate(
      {
        userId: member.id,
        canManage: member.canManage,
        canInvite: member.canInvite,
        canOrganize: member.canOrganize,
        [permission]: granted,
      },
      { onSuccess: () => toast.success(t("members.permissionsSaved", { name: displayName(member) })) },
    );
  };

  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={t("members.tableLabel")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("members.name")}</TableCell>
              <TableCell>{t("members.username")}</TableCell>
              <TableCell>{t("members.email")}</TableCell>
              {isManager &&
                PERMISSIONS.map((permission) => (
                  <TableCell key={permission} align="center">
                    {t(`members.permissions.${permission}`)}
                  </TableCell>
                ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((member) => {
              const name = displayName(member);
              const isSelf = member.id === viewer.id;
              const saving = setPermissions.isPending && setPermissions.variables.userId === member.id;
              return (
                <TableRow key={member.id}>
                  <TableCell>
                    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
                      <UserAvatar user={member} size={32} />
                      {member.fullName}
                    </Box>
                  </TableCell>
                  <TableCell>{member.username}</TableCell>
                  <TableCell>{member.email}</TableCell>
                  {isManager &&
                    PERMISSIONS.map((permission) => (
                      <TableCell key={permission} align="center">
                        <Switch
                          checked={member[permission]}
                          disabled={isSelf || saving}
                          onChange={(event) => togglePermission(member, permission, event.target.checked)}
                          slotProps={{
                            input: {
                              "aria-label": t(`members.permissionFor.${permission}`, { name }),
                            },
                          }}
                        />
                      </TableCell>
                    ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {isManager && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t("members.ownPermissionsNote")}
        </Typography>
      )}
    </>
  );
}
