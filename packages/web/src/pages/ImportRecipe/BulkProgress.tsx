import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ErrorIcon from "@mui/icons-material/Error";
import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useReportQuery } from "../../api/reports/queries";
import { useTranslation } from "../../i18n";

/** A bulk import as it runs, read from its report: a progress bar, then one line per address. */
export function BulkProgress({ reportId, total }: { reportId: string; total: number }) {
  const { t } = useTranslation();
  const { data: report } = useReportQuery(reportId);
  const done = report?.entries.length ?? 0;
  const running = !report || report.status === "in-progress";
  return (
    <Stack component="section" spacing={1} aria-label={t("importer.progress.title")}>
      <Typography variant="h6" component="h2">
        {t("importer.progress.title")}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total ? (100 * done) / total : 0}
        aria-label={t("importer.progress.bar", { done, total })}
      />
      <Typography role="status">
        {running ? t("importer.progress.running", { done, total }) : t(`importer.progress.status.${report.status}`)}
      </Typography>
      {report?.status === "failure" && <Alert severity="error">{t("importer.progress.failed")}</Alert>}
      <List dense>
        {report?.entries.map((entry) => (
          <ListItem key={entry.id}>
            <ListItemIcon>
              {entry.success ? (
                <CheckCircleIcon color="success" titleAccess={t("importer.progress.imported")} />
              ) : (
                <ErrorIcon color="error" titleAccess={t("importer.progress.notImported")} />
              )}
            </ListItemIcon>
            <ListItemText primary={entry.message} secondary={entry.exception || null} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
