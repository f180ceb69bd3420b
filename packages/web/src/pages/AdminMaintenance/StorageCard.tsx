import type { MaintenanceStorageDetails, MaintenanceSummary } from "@larder/shared";
import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import { useMaintenanceSummaryQuery, useStorageDetailsQuery } from "../../api/admin/queries";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useTranslation } from "../../i18n";

const SUMMARY_FACTS = [
  "dataDirSize",
  "cleanableImages",
  "cleanableDirs",
] as const satisfies (keyof MaintenanceSummary)[];
const STORAGE_FACTS = [
  "recipesDirSize",
  "groupsDirSize",
  "userDirSize",
  "backupsDirSize",
  "tempDirSize",
] as const satisfies (keyof MaintenanceStorageDetails)[];

/** The data folder's size, what the clean actions would remove, and the size of each part. */
export function StorageCard() {
  const { t, i18n } = useTranslation();
  const summary = useMaintenanceSummaryQuery();
  const storage = useStorageDetailsQuery();
  const numberFormat = new Intl.NumberFormat(i18n.language);

  const facts = (
    heading: string,
    items: { key: string; label: string; value: string }[] | undefined,
    failed: boolean,
    unavailable: string,
  ) => {
    if (items) {
      return (
        <List aria-label={heading} dense>
          {items.map((fact) => (
            <ListItem key={fact.key}>
              <ListItemText primary={fact.label} secondary={fact.value} />
            </ListItem>
          ))}
        </List>
      );
    }
    if (failed) {
      return (
        <CardContent>
          <Alert severity="error">{unavailable}</Alert>
        </CardContent>
      );
    }
    return <PageLoading />;
  };

  const summaryItems = summary.data
    ? SUMMARY_FACTS.map((key) => {
        const value = summary.data[key];
        return {
          key,
          label: t(`maintenance.summary.${key}`),
          value: typeof value === "number" ? numberFormat.format(value) : value,
        };
      })
    : undefined;
  const storageItems = storage.data
    ? STORAGE_FACTS.map((key) => ({ key, label: t(`maintenance.storage.${key}`), value: storage.data[key] }))
    : undefined;

  return (
    <Card variant="outlined">
      <CardHeader title={t("maintenance.summary.heading")} slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <Divider />
      {facts(t("maintenance.summary.heading"), summaryItems, summary.isError, t("maintenance.summary.unavailable"))}
      <Divider />
      {facts(t("maintenance.storage.heading"), storageItems, storage.isError, t("maintenance.storage.unavailable"))}
    </Card>
  );
}
