import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useGroupStatisticsQuery, useGroupStorageQuery } from "../../api/groups/queries";
import { useTranslation } from "../../i18n";

/** What the group holds, and how much of its nominal storage the recipe files use. */
export function GroupSummaryCard() {
  const { t, i18n } = useTranslation();
  const { data: statistics } = useGroupStatisticsQuery();
  const { data: storage } = useGroupStorageQuery();
  const storageLabelId = useId();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const counts = statistics
    ? [
        { label: t("group.statistics.recipes"), value: statistics.totalRecipes },
        { label: t("group.statistics.users"), value: statistics.totalUsers },
        { label: t("group.statistics.categories"), value: statistics.totalCategories },
        { label: t("group.statistics.tags"), value: statistics.totalTags },
        { label: t("group.statistics.tools"), value: statistics.totalTools },
      ]
    : [];
  const usedPercent =
    storage && storage.totalStorageBytes > 0
      ? Math.min(100, (storage.usedStorageBytes / storage.totalStorageBytes) * 100)
      : 0;

  return (
    <Card variant="outlined">
      <CardHeader title={t("group.statistics.heading")} slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <CardContent>
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))", gap: 2, m: 0 }}
        >
          {counts.map((count) => (
            <Box key={count.label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {count.label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                {numberFormat.format(count.value)}
              </Typography>
            </Box>
          ))}
        </Box>
        {storage && (
          <Box sx={{ mt: 3 }}>
            <Typography id={storageLabelId} variant="body2" color="text.secondary" gutterBottom>
              {t("group.storage", { used: storage.usedStorageStr, total: storage.totalStorageStr })}
            </Typography>
            <LinearProgress variant="determinate" value={usedPercent} aria-labelledby={storageLabelId} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
