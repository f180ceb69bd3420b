import PersonAddIcon from "@mui/icons-material/PersonAdd";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useGroupMembersQuery } from "../../api/groups/queries";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { InvitationDialog } from "./InvitationDialog";
import { MembersTable } from "./MembersTable";

export function GroupMembersPage() {
  const { t } = useTranslation();
  const { user } = useViewer();
  const members = useGroupMembersQuery();
  const [inviting, setInviting] = useState(false);
  // The route's sign-in guard renders this page only once the user is known.
  if (!user) return <PageLoading />;
  const canInvite = user.canInvite || user.admin;

  let content = <PageLoading />;
  if (members.data) {
    content = <MembersTable members={members.data} viewer={user} />;
  } else if (members.isError) {
    content = <Alert severity="error">{t("members.unavailable")}</Alert>;
  }

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t("members.title")}
        </Typography>
        {canInvite && (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            {t("members.invite")}
          </Button>
        )}
      </Box>
      {content}
      {canInvite && <InvitationDialog open={inviting} onClose={() => setInviting(false)} />}
    </Container>
  );
}
