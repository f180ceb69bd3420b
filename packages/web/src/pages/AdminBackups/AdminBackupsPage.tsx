import type { BackupFile, RestoreResult } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import DownloadIcon from "@mui/icons-material/Download";
import RestoreIcon from "@mui/icons-material/Restore";
import UploadIcon from "@mui/icons-material/Upload";
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
import { useRef, useState } from "react";
import {
  useCreateBackup,
  useDeleteBackup,
  useDownloadBackup,
  useRestoreBackup,
  useUploadBackup,
} from "../../api/backups/mutations";
import { useBackupsQuery } from "../../api/backups/queries";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useToast } from "../../components/Toast/ToastContext";
import { useTranslation } from "../../i18n";
import { RestoreDialog } from "./RestoreDialog";
import { RestoreReportDialog } from "./RestoreReportDialog";

/** The server's backups: made, downloaded, uploaded, restored and deleted by the administrator. */
export function AdminBackupsPage() {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const toast = useToast();
  const backups = useBackupsQuery();
  const create = useCreateBackup();
  const upload = useUploadBackup();
  const remove = useDeleteBackup();
  const download = useDownloadBackup();
  const restore = useRestoreBackup();
  const fileInput = useRef<HTMLInputElement>(null);
  const [toDelete, setToDelete] = useState<BackupFile | null>(null);
  const [toRestore, setToRestore] = useState<BackupFile | null>(null);
  const [report, setReport] = useState<{ name: string; result: RestoreResult } | null>(null);

  const handleCreate = () => create.mutate(undefined, { onSuccess: () => toast.success(t("adminBackups.created")) });

  const handleUpload = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(t("adminBackups.uploaded", { name: file.name })),
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = "";
      },
    });
  };

  const handleDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.name, {
      onSuccess: () => toast.success(t("adminBackups.deleted", { name: toDelete.name })),
      onSettled: () => setToDelete(null),
    });
  };

  const handleRestore = () => {
    if (!toRestore) return;
    const { name } = toRestore;
    restore.mutate(name, {
      onSuccess: (result) => {
        toast.success(t("adminBackups.restored"));
        setReport({ name, result });
      },
      onSettled: () => setToRestore(null),
    });
  };

  let content = <PageLoading />;
  if (backups.data?.length === 0) {
    content = <Alert severity="info">{t("adminBackups.empty")}</Alert>;
  } else if (backups.data) {
    content = (
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={t("adminBackups.title")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("adminBackups.name")}</TableCell>
              <TableCell>{t("adminBackups.date")}</TableCell>
              <TableCell>{t("adminBackups.size")}</TableCell>
              <TableCell align="right">{t("adminBackups.actions")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {backups.data.map((backup) => (
              <TableRow key={backup.name}>
                <TableCell sx={{ wordBreak: "break-all" }}>{backup.name}</TableCell>
                <TableCell>{dateFormat.format(new Date(backup.date))}</TableCell>
                <TableCell>{backup.size}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  <Tooltip title={t("adminBackups.download", { name: backup.name })}>
                    <IconButton
                      aria-label={t("adminBackups.download", { name: backup.name })}
                      onClick={() => download.mutate(backup.name)}
                    >
                      <DownloadIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t("adminBackups.restore", { name: backup.name })}>
                    <IconButton
                      aria-label={t("adminBackups.restore", { name: backup.name })}
                      onClick={() => setToRestore(backup)}
                    >
                      <RestoreIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t("adminBackups.delete", { name: backup.name })}>
                    <IconButton
                      aria-label={t("adminBackups.delete", { name: backup.name })}
                      onClick={() => setToDelete(backup)}
                    >
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
  } else if (backups.isError) {
    content = <Alert severity="error">{t("adminBackups.unavailable")}</Alert>;
  }

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 1, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t("adminBackups.title")}
        </Typography>
        <Button startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()} loading={upload.isPending}>
          {t("adminBackups.upload")}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".zip,application/zip"
          hidden
          aria-label={t("adminBackups.uploadFile")}
          onChange={(event) => handleUpload(event.target.files?.[0])}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={handleCreate} loading={create.isPending}>
          {t("adminBackups.create")}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("adminBackups.description")}
      </Typography>
      {content}
      {toRestore && (
        <RestoreDialog
          name={toRestore.name}
          pending={restore.isPending}
          onConfirm={handleRestore}
          onClose={() => setToRestore(null)}
        />
      )}
      {report && (
        <RestoreReportDialog
          name={report.name}
          result={report.result}
          onClose={() => {
            setReport(null);
            // Every session ended with the restore: the next request leads to the sign-in page.
            void backups.refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t("adminBackups.deleteTitle")}
        message={t("adminBackups.deleteWarning", { name: toDelete?.name ?? "" })}
        confirmLabel={t("adminBackups.deleteConfirm")}
        pending={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setToDelete(null)}
      />
    </Container>
  );
}
