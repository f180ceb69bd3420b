import { SEARCH_DEBOUNCE_MS } from "@larder/shared";
import FilterListIcon from "@mui/icons-material/FilterList";
import RamenDiningIcon from "@mui/icons-material/RamenDining";
import SearchIcon from "@mui/icons-material/Search";
import Alert from "@mui/material/Alert";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import Container from "@mui/material/Container";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useMemo, useState } from "react";
import { Navigate, Link as RouterLink, useSearchParams } from "react-router";
import { ApiError } from "../../api/errors";
import { type RecipeListSource, useRecipeListQuery } from "../../api/recipes/listQueries";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { RecipeCardGrid } from "../../components/RecipeCard/RecipeCardGrid";
import { RecipeListControls } from "../../components/RecipeCard/RecipeListControls";
import { saveRecipeListPreferences, useRecipeListPreferences } from "../../components/RecipeCard/recipeListPreferences";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { RecipeFilters } from "./RecipeFilters";
import {
  activeFilterCount,
  noFilters,
  type RecipeSearch,
  readRecipeSearch,
  toRecipeListParams,
  writeRecipeSearch,
} from "./recipeSearch";

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
      <RecipeSearchView key={groupSlug} source={source} groupSlug={groupSlug} />
    </Container>
  );
}

function RecipeSearchView({ source, groupSlug }: { source: RecipeListSource; groupSlug: string }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const preferences = useRecipeListPreferences();
  const search = useMemo(() => readRecipeSearch(searchParams, preferences), [searchParams, preferences]);
  // Fixed while the page is open, so that a random order stays the same from page to page.
  const [paginationSeed] = useState(() => new Date().toISOString());
  const filterCount = activeFilterCount(search);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);

  function update(changes: Partial<RecipeSearch>) {
    const next = { ...search, ...changes };
    setSearchParams(writeRecipeSearch(next), { replace: true });
    saveRecipeListPreferences({ search: next.search, orderBy: next.orderBy, orderDirection: next.orderDirection });
  }

  const [text, setText] = useState(search.search);
  const debouncedText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Only a settled change of the typed text writes the address; update and search are read as they are then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text settles, not on every search change
  useEffect(() => {
    if (debouncedText !== search.search) update({ search: debouncedText });
  }, [debouncedText]);
  // The address changed by other means (back, a link with ?search=): the field follows.
  useEffect(() => setText(search.search), [search.search]);

  const params = useMemo(
    () => toRecipeListParams(search, { filterNull: preferences.filterNull, paginationSeed }),
    [search, preferences.filterNull, paginationSeed],
  );
  const list = useRecipeListQuery(source, params);
  const recipes = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;

  // SPEC §8: a recipe list answered with 404 (a group that is private or gone) sends the reader to sign in.
  if (list.error instanceof ApiError && list.error.status === 404) return <Navigate to={paths.login} replace />;

  const searching = search.search.trim() !== "" || filterCount > 0;
  return (
    <Box component="section" aria-label={t("recipeList.searchRegion")}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 1.5 }}>
        <TextField
          type="search"
          size="small"
          label={t("recipeList.searchLabel")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          sx={{ flex: "1 1 280px" }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          variant={filtersOpen ? "contained" : "outlined"}
          startIcon={
            <Badge badgeContent={filterCount} color="secondary">
              <FilterListIcon />
            </Badge>
          }
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t("recipeList.filters.toggle")}
        </Button>
        {searching && (
          <Button
            onClick={() => {
              setText("");
              update({ search: "", filters: noFilters() });
            }}
          >
            {t("recipeList.reset")}
          </Button>
        )}
      </Box>
      <Collapse in={filtersOpen} unmountOnExit>
        <Box sx={{ mb: 1.5 }}>
          <RecipeFilters
            source={source}
            filters={search.filters}
            onChange={(kind, filter) => update({ filters: { ...search.filters, [kind]: filter } })}
          />
        </Box>
      </Collapse>
      <RecipeListControls
        orderBy={search.orderBy}
        orderDirection={search.orderDirection}
        onOrderChange={(orderBy, orderDirection) => update({ orderBy, orderDirection })}
      />
      <Box sx={{ height: 4, my: 1 }}>{list.isFetching && !list.isFetchingNextPage && <LinearProgress />}</Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
        {list.isSuccess ? t("recipeList.count", { count: total }) : ""}
      </Typography>
      {list.isError ? (
        <Alert severity="error">{t("recipeList.loadFailed")}</Alert>
      ) : list.isPending ? null : recipes.length === 0 ? (
        <EmptyRecipes searching={searching} />
      ) : (
        <RecipeCardGrid
          recipes={recipes}
          groupSlug={groupSlug}
          asRows={preferences.useMobileCards}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          label={t("recipeList.results")}
        />
      )}
    </Box>
  );
}

function EmptyRecipes({ searching }: { searching: boolean }) {
  const { t } = useTranslation();
  return (
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
      <RamenDiningIcon sx={{ fontSize: 72, color: "text.disabled" }} />
      <Typography variant="h6" component="h2">
        {searching ? t("recipeList.noMatchTitle") : t("groupHome.emptyTitle")}
      </Typography>
      <Typography color="text.secondary">
        {searching ? t("recipeList.noMatchDescription") : t("groupHome.emptyDescription")}
      </Typography>
    </Paper>
  );
}
