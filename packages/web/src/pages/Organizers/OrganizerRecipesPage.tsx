import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { Navigate, Link as RouterLink, useParams } from "react-router";
import { ApiError } from "../../api/errors";
import { type OrganizerKind, useOrganizersQuery } from "../../api/organizers/queries";
import { type RecipeListSource, useRecipeListQuery } from "../../api/recipes/listQueries";
import { ArrowBackIcon } from "../../components/DirectionalIcons";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { RecipeCardGrid } from "../../components/RecipeCard/RecipeCardGrid";
import { RecipeListControls } from "../../components/RecipeCard/RecipeListControls";
import { saveRecipeListPreferences, useRecipeListPreferences } from "../../components/RecipeCard/recipeListPreferences";
import { noFilters, toRecipeListParams } from "../../components/RecipeSearch/recipeSearch";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

const LIST_PATHS = { categories: paths.categories, tags: paths.tags, tools: paths.tools } as const;

/** The recipes filed under one category, tag or tool, ordered and shown as the reader prefers. */
function OrganizerRecipesPage({ kind }: { kind: OrganizerKind }) {
  const { t } = useTranslation();
  const { organizerSlug = "" } = useParams();
  const { isOwnGroup, groupSlug, isPending } = useViewer();
  const preferences = useRecipeListPreferences();
  const [paginationSeed] = useState(() => new Date().toISOString());
  const source: RecipeListSource = isOwnGroup || !groupSlug ? { kind: "group" } : { kind: "explore", groupSlug };
  const organizers = useOrganizersQuery(kind, source, { enabled: !isPending && groupSlug !== null });
  const organizer = organizers.data?.find((each) => each.slug === organizerSlug);

  const params = useMemo(() => {
    const filters = noFilters();
    filters[kind] = { values: [organizerSlug], requireAll: false };
    const search = { search: "", filters, orderBy: preferences.orderBy, orderDirection: preferences.orderDirection };
    return toRecipeListParams(search, { filterNull: preferences.filterNull, paginationSeed });
  }, [kind, organizerSlug, preferences, paginationSeed]);
  const list = useRecipeListQuery(source, params, { enabled: !isPending && groupSlug !== null });
  const recipes = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  if (isPending || !groupSlug) return <PageLoading />;
  if (list.error instanceof ApiError && list.error.status === 404) return <Navigate to={paths.login} replace />;
  const unknown = organizers.isSuccess && !organizer;
  const name = organizer?.name ?? organizerSlug;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      <Button component={RouterLink} to={LIST_PATHS[kind](groupSlug)} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t(`recipeList.organizers.${kind}.title`)}
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        {name}
      </Typography>
      {unknown ? (
        <Alert severity="warning">{t(`recipeList.organizers.${kind}.notFound`)}</Alert>
      ) : (
        <>
          <RecipeListControls
            orderBy={preferences.orderBy}
            orderDirection={preferences.orderDirection}
            onOrderChange={(orderBy, orderDirection) => saveRecipeListPreferences({ orderBy, orderDirection })}
          />
          <Box sx={{ height: 4, my: 1 }}>{list.isFetching && !list.isFetchingNextPage && <LinearProgress />}</Box>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
            {list.isSuccess ? t("recipeList.count", { count: list.data.pages[0]?.total ?? 0 }) : ""}
          </Typography>
          {list.isError ? (
            <Alert severity="error">{t("recipeList.loadFailed")}</Alert>
          ) : list.isPending ? null : recipes.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
              <Typography color="text.secondary">{t("recipeList.organizers.noRecipes")}</Typography>
            </Paper>
          ) : (
            <RecipeCardGrid
              recipes={recipes}
              groupSlug={groupSlug}
              asRows={preferences.useMobileCards}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              label={t("recipeList.organizers.recipesOf", { name })}
            />
          )}
        </>
      )}
    </Container>
  );
}

export function CategoryRecipesPage() {
  return <OrganizerRecipesPage kind="categories" />;
}

export function TagRecipesPage() {
  return <OrganizerRecipesPage kind="tags" />;
}

export function ToolRecipesPage() {
  return <OrganizerRecipesPage kind="tools" />;
}
