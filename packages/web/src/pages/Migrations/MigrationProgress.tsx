import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useReportQuery } from "../../api/reports/queries";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

/** A migration as it runs, read from its report (re-read while in progress): counts so far, then where to look. */
export function MigrationProgress({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const { groupSlug } = useViewer();
  const { data: report, isError } = useReportQuery(reportId);
  const imported = report?.entries.filter((entry) => entry.success).length ?? 0;
  const failed = (report?.entries.length ?? 0) - imported;
  const running = !report || report.status === "in-progress";
  return (
    <Paper variant="outlined" component="section" aria-labelledby="migration-progress" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id="migration-progress">
          {t("migrations.progress.title")}
        </Typography>
        {isError ? (
          <Alert severity="error">{t("migrations.progress.loadFailed")}</Alert>
        ) : (
          <>
            {running && <LinearProgress aria-label={t("migrations.progress.running")} />}
            <Typography role="status">
              {running
                ? t("migrations.progress.running")
                : t(`migrations.progress.status.${report.status as "success" | "partial" | "failure"}`)}{" "}
              {t(running ? "migrations.progress.countsSoFar" : "migrations.progress.counts", { imported, failed })}
            </Typography>
          </>
        )}
        {!running && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
            <Button component={RouterLink} to={paths.group.report(reportId)} variant="contained">
              {t("migrations.progress.openReport")}
            </Button>
            {groupSlug && (
              <Button component={RouterLink} to={paths.groupHome(groupSlug)}>
                {t("migrations.progress.openRecipes")}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
