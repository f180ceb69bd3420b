import { ReportCategory, type ReportSummary } from "@larder/shared";
import DeleteIcon from "@mui/icons-material/Delete";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { useDeleteReport } from "../../api/reports/mutations";
import { useReportsQuery } from "../../api/reports/queries";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { useToast } from "../../components/Toast/ToastContext";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { ReportStatusChip } from "./ReportStatusChip";

const ALL = "all";

function categoryOf(value: string | null): ReportCategory | null {
  const parsed = ReportCategory.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The group's reports (`/group/reports`): what its background jobs (bulk imports, migrations,
 * backups) did, newest first, filtered by kind (kept in the address); each opens or is deleted.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = categoryOf(searchParams.get("type"));
  const reports = useReportsQuery(category);
  const remove = useDeleteReport();
  const [deleting, setDeleting] = useState<ReportSummary | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t("reports.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("reports.description")}
      </Typography>
      <TextField
        select
        size="small"
        label={t("reports.filter")}
        value={category ?? ALL}
        onChange={(event) =>
          setSearchParams(event.target.value === ALL ? {} : { type: event.target.value }, { replace: true })
        }
        sx={{ mb: 1, minWidth: 220 }}
      >
        <MenuItem value={ALL}>{t("reports.allTypes")}</MenuItem>
        {ReportCategory.options.map((each) => (
          <MenuItem key={each} value={each}>
            {t(`reports.category.${each}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 4 }}>{reports.isFetching && <LinearProgress />}</Box>
      {reports.isPending ? null : reports.isError ? (
        <Alert severity="error">{t("reports.loadFailed")}</Alert>
      ) : reports.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
          <Typography color="text.secondary">{t("reports.empty")}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={t("reports.title")}>
              <TableHead>
                <TableRow>
                  <TableCell>{t("reports.name")}</TableCell>
                  <TableCell>{t("reports.type")}</TableCell>
                  <TableCell>{t("reports.statusLabel")}</TableCell>
                  <TableCell>{t("reports.when")}</TableCell>
                  <TableCell align="right">{t("dataManagement.table.actions")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {reports.data.map((report) => (
                  <TableRow key={report.id} hover>
                    <TableCell>
                      <Link component={RouterLink} color="inherit" to={paths.group.report(report.id)}>
                        {report.name}
                      </Link>
                    </TableCell>
                    <TableCell>{t(`reports.category.${report.category}`)}</TableCell>
                    <TableCell>
                      <ReportStatusChip status={report.status} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{dateFormat.format(new Date(report.timestamp))}</TableCell>
                    <TableCell align="right" sx={{ py: 0 }}>
                      <IconButton
                        size="small"
                        aria-label={t("dataManagement.deleteItem", { name: report.name })}
                        onClick={() => setDeleting(report)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("dataManagement.delete.title", { name: deleting?.name ?? "" })}
        message={t("reports.deleteMessage")}
        confirmLabel={t("general.delete")}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t("dataManagement.deleted", { name: deleting.name }));
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}
