import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { AccountCard } from "./AccountCard";
import { ApiTokensSection } from "./ApiTokensSection";
import { GroupCard } from "./GroupCard";
import { PermissionsCard } from "./PermissionsCard";

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useViewer();
  // The route's sign-in guard renders this page only once the user is known.
  if (!user) return <PageLoading />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t("profile.title")}
        </Typography>
        <AccountCard user={user} />
        <PermissionsCard user={user} />
        <GroupCard user={user} />
        {user.advanced && <ApiTokensSection tokens={user.tokens ?? []} />}
      </Stack>
    </Container>
  );
}
