import type { ReadCookBook } from "@larder/shared";
import EditIcon from "@mui/icons-material/Edit";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { useViewableCookbooksQuery } from "../../api/cookbooks/queries";
import type { RecipeListSource } from "../../api/recipes/keys";
import { ArrowBackIcon } from "../../components/DirectionalIcons";
import { lazyNamed, MountWhenNeeded } from "../../components/OnDemand/OnDemand";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { RecipeSearchView } from "../../components/RecipeSearch/RecipeSearchView";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

const CookbookDialog = lazyNamed(() => import("./CookbookDialog"), "CookbookDialog");

/**
 * One cookbook (`/g/{group}/cookbooks/{slug}`): its recipes with the group home's search, filters,
 * order and endless scrolling, within what the cookbook collects. Organizers edit it from here; a
 * visitor of a public group sees a public cookbook's public recipes.
 */
export function CookbookPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cookbookSlug = "" } = useParams();
  const { isOwnGroup, groupSlug, isPending, canOrganize } = useViewer();
  const source: RecipeListSource | null = groupSlug
    ? isOwnGroup
      ? { kind: "group" }
      : { kind: "explore", groupSlug }
    : null;
  const cookbooks = useViewableCookbooksQuery(isPending ? null : source);
  const [editing, setEditing] = useState(false);

  if (isPending || !groupSlug || !source || cookbooks.isPending) return <PageLoading />;
  const cookbook = cookbooks.data?.find((each) => each.slug === cookbookSlug);

  function saved(changed: ReadCookBook) {
    if (groupSlug && changed.slug !== cookbookSlug) {
      void navigate(paths.cookbook(groupSlug, changed.slug), { replace: true });
    }
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      <Button component={RouterLink} to={paths.cookbooks(groupSlug)} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t("cookbooks.title")}
      </Button>
      {!cookbook ? (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            {cookbookSlug}
          </Typography>
          <Alert severity={cookbooks.isError ? "error" : "warning"}>
            {cookbooks.isError ? t("cookbooks.loadFailed") : t("cookbooks.notFound")}
          </Alert>
        </>
      ) : (
        <>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
            <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
              {cookbook.name}
            </Typography>
            {canOrganize && (
              <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                {t("cookbooks.editButton")}
              </Button>
            )}
          </Box>
          {cookbook.description && (
            <Typography color="text.secondary" sx={{ mt: 0.5, whiteSpace: "pre-line" }}>
              {cookbook.description}
            </Typography>
          )}
          <Box sx={{ mt: 2 }}>
            <RecipeSearchView
              key={`${groupSlug}/${cookbook.slug}`}
              source={source}
              groupSlug={groupSlug}
              cookbook={cookbook.slug}
              emptyTitle={t("cookbooks.noRecipesTitle")}
              emptyDescription={t("cookbooks.noRecipesDescription")}
            />
          </Box>
          <MountWhenNeeded when={editing}>
            <CookbookDialog open={editing} cookbook={cookbook} onClose={() => setEditing(false)} onSaved={saved} />
          </MountWhenNeeded>
        </>
      )}
    </Container>
  );
}
