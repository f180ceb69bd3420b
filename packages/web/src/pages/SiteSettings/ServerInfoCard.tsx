import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import { useAdminAboutQuery } from "../../api/admin/queries";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useTranslation } from "../../i18n";

export function ServerInfoCard() {
  const { t } = useTranslation();
  const { data: about, isError } = useAdminAboutQuery();
  const yesNo = (value: boolean) => (value ? t("general.yes") : t("general.no"));

  let content = <PageLoading />;
  if (about) {
    content = (
      <List aria-label={t("siteSettings.server.heading")}>
        {[
          { label: t("siteSettings.server.version"), value: about.version },
          { label: t("siteSettings.server.production"), value: yesNo(about.production) },
          { label: t("siteSettings.server.database"), value: about.dbType },
          { label: t("siteSettings.server.defaultGroup"), value: about.defaultGroup },
          { label: t("siteSettings.server.signupAllowed"), value: yesNo(about.allowSignup) },
          { label: t("siteSettings.server.oidcEnabled"), value: yesNo(about.enableOidc) },
        ].map((fact) => (
          <ListItem key={fact.label}>
            <ListItemText primary={fact.label} secondary={fact.value} />
          </ListItem>
        ))}
      </List>
    );
  } else if (isError) {
    content = (
      <CardContent>
        <Alert severity="error">{t("siteSettings.server.unavailable")}</Alert>
      </CardContent>
    );
  }

  return (
    <Card variant="outlined">
      <CardHeader title={t("siteSettings.server.heading")} slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <Divider />
      {content}
    </Card>
  );
}
