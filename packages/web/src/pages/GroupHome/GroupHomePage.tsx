import RamenDiningIcon from "@mui/icons-material/RamenDining";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useViewer } from "../../hooks/useViewer";

/** A group's home. Recipe search lands here with the recipes feature; until then it is empty. */
export function GroupHomePage() {
  const { t } = useTranslation();
  const { user, isOwnGroup, groupSlug } = useViewer();
  // Only the user's own group's name is known to the web so far; other groups show their slug.
  const groupName = isOwnGroup && user ? user.group : groupSlug;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {groupName}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 4, sm: 6 },
          textAlign: "center",
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          gap: 1,
        }}
      >
        <RamenDiningIcon color="disabled" sx={{ fontSize: 72 }} />
        <Typography variant="h6" component="h2">
          {t("groupHome.emptyTitle")}
        </Typography>
        <Typography color="text.secondary">{t("groupHome.emptyDescription")}</Typography>
      </Paper>
    </Container>
  );
}
