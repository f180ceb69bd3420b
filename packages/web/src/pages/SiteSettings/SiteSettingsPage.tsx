import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "../../i18n";
import { ConfigChecksCard } from "./ConfigChecksCard";
import { ServerInfoCard } from "./ServerInfoCard";
import { StatisticsCard } from "./StatisticsCard";

/** How the server is set up and what it holds, for the administrator. */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t("siteSettings.title")}
        </Typography>
        <ConfigChecksCard />
        <ServerInfoCard />
        <StatisticsCard />
      </Stack>
    </Container>
  );
}
