import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import DeleteIcon from "@mui/icons-material/Delete";
import ErrorIcon from "@mui/icons-material/Error";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { ApiError } from "../../api/errors";
import { useDeleteReport } from "../../api/reports/mutations";
import { useReportQuery } from "../../api/reports/queries";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { ArrowBackIcon } from "../../components/DirectionalIcons";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useToast } from "../../components/Toast/ToastContext";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { ReportStatusChip } from "./ReportStatusChip";

/** One report (`/group/reports/{id}`): its kind, status and every entry with its outcome; deleted from here too. */
export function ReportPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { reportId = "" } = useParams();
  const report = useReportQuery(reportId);
  const remove = useDeleteReport();
  const [deleting, setDeleting] = useState(false);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" });

  const back = (
    <Button component={RouterLink} to={paths.group.reports} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {t("reports.title")}
    </Button>
  );
  if (report.isPending) return <PageLoading />;
  if (report.isError) {
    const missing = report.error instanceof ApiError && (report.error.status === 404 || report.error.status === 422);
    return (
      <>
        {back}
        <Alert severity={missing ? "warning" : "error"}>
          {missing ? t("reports.notFound") : t("reports.loadFailed")}
        </Alert>
      </>
    );
  }
  const { data } = report;
  const failures = data.entries.filter((entry) => !entry.success).length;
  return (
    <>
      {back}
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {data.name}
        </Typography>
        <Button startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
          {t("reports.delete")}
        </Button>
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 2 }}>
        <ReportStatusChip status={data.status} />
        <Typography color="text.secondary">
          {t("reports.summary", {
            type: t(`reports.category.${data.category}`),
            when: dateFormat.format(new Date(data.timestamp)),
            count: data.entries.length,
            failures,
          })}
        </Typography>
      </Box>
      {data.entries.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
          <Typography color="text.secondary">{t("reports.noEntries")}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={t("reports.entries")}>
              <TableHead>
                <TableRow>
                  <TableCell>{t("reports.outcome")}</TableCell>
                  <TableCell>{t("reports.message")}</TableCell>
                  <TableCell>{t("reports.when")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>
                      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
                        {entry.success ? (
                          <CheckCircleIcon fontSize="small" color="success" />
                        ) : (
                          <ErrorIcon fontSize="small" color="error" />
                        )}
                        {entry.success ? t("reports.succeeded") : t("reports.failed")}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ wordBreak: "break-word" }}>
                      {entry.message}
                      {entry.exception && (
                        <Box
                          component="pre"
                          sx={{ m: 0, mt: 0.5, fontSize: "0.75rem", whiteSpace: "pre-wrap", color: "text.secondary" }}
                        >
                          {entry.exception}
                        </Box>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{dateFormat.format(new Date(entry.timestamp))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      <ConfirmDialog
        open={deleting}
        title={t("dataManagement.delete.title", { name: data.name })}
        message={t("reports.deleteMessage")}
        confirmLabel={t("general.delete")}
        pending={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(data.id, {
            onSuccess: () => {
              toast.success(t("dataManagement.deleted", { name: data.name }));
              void navigate(paths.group.reports, { replace: true });
            },
          })
        }
      />
    </>
  );
}
