import LinkOffIcon from "@mui/icons-material/LinkOff";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useParams } from "react-router";
import { ApiError } from "../../api/errors";
import { useSharedRecipeQuery } from "../../api/shares/queries";
import { ShareTokenProvider } from "../../api/shares/ShareTokenContext";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { RecipeScreen } from "../RecipePage/RecipePage";

/**
 * The page a share link opens (`/g/{groupSlug}/shared/r/{token}`): the recipe for anyone holding the
 * link, to read, cook and print, until the link expires. Its media URLs carry the link's token.
 */
export function SharedRecipePage() {
  const { groupSlug = "", shareTokenId = "" } = useParams();
  const shared = useSharedRecipeQuery(shareTokenId);
  if (shared.isPending) return <PageLoading />;
  if (shared.error) {
    if (shared.error instanceof ApiError && shared.error.status === 404) return <ShareLinkGone />;
    throw shared.error;
  }
  return (
    <ShareTokenProvider token={shareTokenId}>
      <RecipeScreen key={shared.data.id} recipe={shared.data} groupSlug={groupSlug} isOwn={false} />
    </ShareTokenProvider>
  );
}

function ShareLinkGone() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: "center" }}>
      <Typography color="text.secondary" sx={{ "& svg": { fontSize: 72 } }}>
        <LinkOffIcon />
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t("recipePage.sharedLink.goneTitle")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("recipePage.sharedLink.goneMessage")}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.home}>
        {t("error.home")}
      </Button>
    </Container>
  );
}
