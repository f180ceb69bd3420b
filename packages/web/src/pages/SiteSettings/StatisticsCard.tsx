import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import { useAppStatisticsQuery } from "../../api/admin/queries";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useTranslation } from "../../i18n";

export function StatisticsCard() {
  const { t, i18n } = useTranslation();
  const { data: statistics, isError } = useAppStatisticsQuery();
  const numberFormat = new Intl.NumberFormat(i18n.language);

  let content = <PageLoading />;
  if (statistics) {
    content = (
      <List aria-label={t("siteSettings.statistics.heading")}>
        {[
          { label: t("siteSettings.statistics.recipes"), value: statistics.totalRecipes },
          { label: t("siteSettings.statistics.users"), value: statistics.totalUsers },
          { label: t("siteSettings.statistics.groups"), value: statistics.totalGroups },
          { label: t("siteSettings.statistics.uncategorized"), value: statistics.uncategorizedRecipes },
          { label: t("siteSettings.statistics.untagged"), value: statistics.untaggedRecipes },
        ].map((fact) => (
          <ListItem key={fact.label}>
            <ListItemText primary={fact.label} secondary={numberFormat.format(fact.value)} />
          </ListItem>
        ))}
      </List>
    );
  } else if (isError) {
    content = (
      <CardContent>
        <Alert severity="error">{t("siteSettings.statistics.unavailable")}</Alert>
      </CardContent>
    );
  }

  return (
    <Card variant="outlined">
      <CardHeader
        title={t("siteSettings.statistics.heading")}
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      <Divider />
      {content}
    </Card>
  );
}
