import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "../../i18n";
import { CleanActionsCard } from "./CleanActionsCard";
import { LogViewerCard } from "./LogViewerCard";
import { StorageCard } from "./StorageCard";

/** `/admin/maintenance`: the data folder's size, its clean-up and the server's log. */
export function AdminMaintenancePage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t("maintenance.title")}
        </Typography>
        <StorageCard />
        <CleanActionsCard />
        <LogViewerCard />
      </Stack>
    </Container>
  );
}
