import type { CheckAppConfig } from "@larder/shared";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import WarningIcon from "@mui/icons-material/Warning";
import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { useConfigCheckQuery } from "../../api/admin/queries";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useTranslation } from "../../i18n";
import { TestEmailForm } from "./TestEmailForm";

type CheckName = keyof Pick<CheckAppConfig, "isSiteSecure" | "baseUrlSet" | "emailReady" | "ldapReady" | "oidcReady">;

const CHECKS: CheckName[] = ["isSiteSecure", "baseUrlSet", "emailReady", "ldapReady", "oidcReady"];

/** The server's configuration checks, each with what it means for the users. */
export function ConfigChecksCard() {
  const { t } = useTranslation();
  const { data: checks, isError } = useConfigCheckQuery();

  let content = <PageLoading />;
  if (checks) {
    content = (
      <List aria-label={t("siteSettings.checks.heading")}>
        {CHECKS.map((check) => {
          const passed = checks[check];
          return (
            <ListItem key={check}>
              <ListItemIcon>
                {passed ? (
                  <CheckCircleIcon color="success" titleAccess={t("siteSettings.checks.passed")} />
                ) : (
                  <WarningIcon color="warning" titleAccess={t("siteSettings.checks.failed")} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={t(`siteSettings.checks.${check}.title`)}
                secondary={t(`siteSettings.checks.${check}.${passed ? "passed" : "failed"}`)}
              />
            </ListItem>
          );
        })}
      </List>
    );
  } else if (isError) {
    content = (
      <CardContent>
        <Alert severity="error">{t("siteSettings.checks.unavailable")}</Alert>
      </CardContent>
    );
  }

  return (
    <Card variant="outlined">
      <CardHeader title={t("siteSettings.checks.heading")} slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <Divider />
      {content}
      {checks?.emailReady && (
        <>
          <Divider />
          <CardContent>
            <TestEmailForm />
          </CardContent>
        </>
      )}
    </Card>
  );
}
