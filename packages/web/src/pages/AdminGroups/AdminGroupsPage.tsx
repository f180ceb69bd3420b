import type { GroupInDB } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useDeleteGroupMutation } from "../../api/admin/mutations";
import { useAdminGroupsQuery } from "../../api/admin/queries";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useToast } from "../../components/Toast/ToastContext";
import { useTranslation } from "../../i18n";
import { type GroupDialogTarget, GroupFormDialog } from "./GroupFormDialog";

/** Every group on the server. A group with members, or the default group, cannot be deleted (SPEC §5). */
export function AdminGroupsPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const groups = useAdminGroupsQuery();
  const deleteGroup = useDeleteGroupMutation();
  const [dialogTarget, setDialogTarget] = useState<GroupDialogTarget | null>(null);
  const [groupToDelete, setGroupToDelete] = useState<GroupInDB | null>(null);
  const numberFormat = new Intl.NumberFormat(i18n.language);

  const handleDelete = () => {
    if (!groupToDelete) return;
    deleteGroup.mutate(groupToDelete.id, {
      onSuccess: () => toast.success(t("adminGroups.deleted", { name: groupToDelete.name })),
      onSettled: () => setGroupToDelete(null),
    });
  };

  let content = <PageLoading />;
  if (groups.data) {
    content = (
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={t("adminGroups.tableLabel")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("adminGroups.name")}</TableCell>
              <TableCell>{t("adminGroups.slug")}</TableCell>
              <TableCell align="right">{t("adminGroups.members")}</TableCell>
              <TableCell align="right">{t("adminGroups.actions")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.data.map((group) => (
              <TableRow key={group.id}>
                <TableCell>{group.name}</TableCell>
                <TableCell>{group.slug}</TableCell>
                <TableCell align="right">{numberFormat.format(group.users?.length ?? 0)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  <Tooltip title={t("adminGroups.edit", { name: group.name })}>
                    <IconButton onClick={() => setDialogTarget({ mode: "edit", group })}>
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t("adminGroups.delete", { name: group.name })}>
                    <IconButton onClick={() => setGroupToDelete(group)}>
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  } else if (groups.isError) {
    content = <Alert severity="error">{t("adminGroups.unavailable")}</Alert>;
  }

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t("adminGroups.title")}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogTarget({ mode: "create" })}>
          {t("adminGroups.create")}
        </Button>
      </Box>
      {content}
      {dialogTarget && <GroupFormDialog target={dialogTarget} onClose={() => setDialogTarget(null)} />}
      <ConfirmDialog
        open={groupToDelete !== null}
        title={t("adminGroups.deleteTitle")}
        message={t("adminGroups.deleteWarning", { name: groupToDelete?.name ?? "" })}
        confirmLabel={t("general.delete")}
        pending={deleteGroup.isPending}
        onConfirm={handleDelete}
        onClose={() => setGroupToDelete(null)}
      />
    </Container>
  );
}
