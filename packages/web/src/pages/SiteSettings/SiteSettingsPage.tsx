import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardHeader from "@mui/material/CardHeader";
import Container from "@mui/material/Container";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useAppInfoQuery } from "../../api/app/queries";
import { PageLoading } from "../../components/PageLoading/PageLoading";

/** What the server reports about itself (GET /api/app/about). */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  const { data: about, isPending } = useAppInfoQuery();
  const yesNo = (value: boolean) => (value ? t("general.yes") : t("general.no"));

  let content = <PageLoading />;
  if (!isPending) {
    content = about ? (
      <Card variant="outlined">
        <CardHeader
          title={t("admin.siteSettings.serverHeading")}
          slotProps={{ title: { variant: "h6", component: "h2" } }}
        />
        <Divider />
        <List aria-label={t("admin.siteSettings.serverHeading")}>
          {[
            { label: t("admin.siteSettings.version"), value: about.version },
            { label: t("admin.siteSettings.production"), value: yesNo(about.production) },
            { label: t("admin.siteSettings.signupAllowed"), value: yesNo(about.allowSignup) },
            { label: t("admin.siteSettings.oidcEnabled"), value: yesNo(about.enableOidc) },
          ].map((fact) => (
            <ListItem key={fact.label}>
              <ListItemText primary={fact.label} secondary={fact.value} />
            </ListItem>
          ))}
        </List>
      </Card>
    ) : (
      <Alert severity="error">{t("admin.siteSettings.unavailable")}</Alert>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t("admin.siteSettings.title")}
      </Typography>
      {content}
    </Container>
  );
}
