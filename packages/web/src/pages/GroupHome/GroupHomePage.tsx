import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import type { RecipeListSource } from "../../api/recipes/listQueries";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { RecipeSearchView } from "../../components/RecipeSearch/RecipeSearchView";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

/**
 * A group's home: its recipes, searched, filtered and ordered (issue 5 point 1), as cards or rows,
 * 30 at a time with endless scrolling. The search lives in the address; the order, the view and the
 * last search are also kept in the browser. A visitor of a public group sees its public recipes.
 */
export function GroupHomePage() {
  const { t } = useTranslation();
  const { user, isOwnGroup, groupSlug, isPending } = useViewer();
  if (isPending || !groupSlug) return <PageLoading />;
  const source: RecipeListSource = isOwnGroup ? { kind: "group" } : { kind: "explore", groupSlug };
  // Only the user's own group's name is known to the web; other groups show their slug.
  const groupName = isOwnGroup && user ? user.group : groupSlug;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {groupName}
      </Typography>
      {!user && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("recipeList.visitor.intro")}{" "}
          <Link component={RouterLink} to={paths.login} color="inherit" sx={{ fontWeight: 600 }}>
            {t("recipeList.visitor.login")}
          </Link>
        </Alert>
      )}
      <RecipeSearchView
        key={groupSlug}
        source={source}
        groupSlug={groupSlug}
        emptyTitle={t("groupHome.emptyTitle")}
        emptyDescription={t("groupHome.emptyDescription")}
      />
    </Container>
  );
}
