import Alert from "@mui/material/Alert";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useReportsQuery } from "../../api/reports/queries";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

/** The group's earlier migrations, newest first, each opening its report. */
export function PastMigrations() {
  const { t, i18n } = useTranslation();
  const reports = useReportsQuery("migration");
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="past-migrations">
      <Typography variant="h6" component="h2" id="past-migrations" gutterBottom>
        {t("migrations.past.title")}
      </Typography>
      {reports.isPending ? null : reports.isError ? (
        <Alert severity="error">{t("reports.loadFailed")}</Alert>
      ) : reports.data.length === 0 ? (
        <Typography color="text.secondary">{t("migrations.past.empty")}</Typography>
      ) : (
        <Paper variant="outlined">
          <List dense aria-labelledby="past-migrations">
            {reports.data.map((report) => (
              <ListItem key={report.id}>
                <ListItemText
                  primary={
                    <Link component={RouterLink} color="inherit" to={paths.group.report(report.id)}>
                      {report.name}
                    </Link>
                  }
                  secondary={`${t(`reports.status.${report.status}`)} · ${dateFormat.format(new Date(report.timestamp))}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </section>
  );
}
