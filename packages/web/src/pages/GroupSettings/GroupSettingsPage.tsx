import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useGroupPreferencesQuery, useOwnGroupQuery } from "../../api/groups/queries";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { GroupSummaryCard } from "./GroupSummaryCard";
import { PreferencesForm } from "./PreferencesForm";

/** The signed-in user's group: its preferences, which managers may change, and how much it holds. */
export function GroupSettingsPage() {
  const { t } = useTranslation();
  const { user } = useViewer();
  const group = useOwnGroupQuery();
  const preferences = useGroupPreferencesQuery();
  const canEdit = Boolean(user?.canManage || user?.admin);

  let preferencesContent = <PageLoading />;
  if (preferences.data) {
    preferencesContent = <PreferencesForm key={preferences.data.id} preferences={preferences.data} canEdit={canEdit} />;
  } else if (preferences.isError) {
    preferencesContent = <Alert severity="error">{t("group.preferencesUnavailable")}</Alert>;
  }

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h4" component="h1">
            {t("group.title")}
          </Typography>
          {group.data && <Typography color="text.secondary">{group.data.name}</Typography>}
        </div>
        <Card variant="outlined">
          <CardHeader
            title={t("group.preferencesHeading")}
            subheader={canEdit ? undefined : t("group.readOnly")}
            slotProps={{ title: { variant: "h6", component: "h2" } }}
          />
          <CardContent>{preferencesContent}</CardContent>
        </Card>
        <GroupSummaryCard />
      </Stack>
    </Container>
  );
}
