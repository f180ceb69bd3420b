import { SEARCH_DEBOUNCE_MS } from "@larder/shared";
import FilterListIcon from "@mui/icons-material/FilterList";
import RamenDiningIcon from "@mui/icons-material/RamenDining";
import SearchIcon from "@mui/icons-material/Search";
import Alert from "@mui/material/Alert";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useMemo, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { ApiError } from "../../api/errors";
import { type RecipeListSource, useRecipeListQuery } from "../../api/recipes/listQueries";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";
import { RecipeCardGrid } from "../RecipeCard/RecipeCardGrid";
import { RecipeListControls } from "../RecipeCard/RecipeListControls";
import { saveRecipeListPreferences, useRecipeListPreferences } from "../RecipeCard/recipeListPreferences";
import { RecipeFilters } from "./RecipeFilters";
import {
  activeFilterCount,
  noFilters,
  type RecipeSearch,
  readRecipeSearch,
  toRecipeListParams,
  writeRecipeSearch,
} from "./recipeSearch";

interface RecipeSearchViewProps {
  source: RecipeListSource;
  groupSlug: string;
  /** Only the recipes this cookbook (its slug) shows; the search then is not kept as the group home's. */
  cookbook?: string;
  /** What an empty list says when nothing is searched. */
  emptyTitle: string;
  emptyDescription: string;
}

/**
 * A recipe search (text, filters, order) over cards or rows, 30 at a time with endless scrolling:
 * the group home's, and a cookbook's within its recipes. The search lives in the address; the order
 * and the view are also kept in the browser, and the group home's last search too.
 */
export function RecipeSearchView({ source, groupSlug, cookbook, emptyTitle, emptyDescription }: RecipeSearchViewProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const storedPreferences = useRecipeListPreferences();
  // A cookbook opens on all of its recipes: the group home's last search is the home's own.
  const preferences = useMemo(
    () => (cookbook === undefined ? storedPreferences : { ...storedPreferences, search: "" }),
    [storedPreferences, cookbook],
  );
  const search = useMemo(() => readRecipeSearch(searchParams, preferences), [searchParams, preferences]);
  // Fixed while the page is open, so that a random order stays the same from page to page.
  const [paginationSeed] = useState(() => new Date().toISOString());
  const filterCount = activeFilterCount(search);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);

  function update(changes: Partial<RecipeSearch>) {
    const next = { ...search, ...changes };
    setSearchParams(writeRecipeSearch(next), { replace: true });
    saveRecipeListPreferences({
      ...(cookbook === undefined ? { search: next.search } : {}),
      orderBy: next.orderBy,
      orderDirection: next.orderDirection,
    });
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

  const params = useMemo(() => {
    const query = toRecipeListParams(search, { filterNull: preferences.filterNull, paginationSeed });
    if (cookbook !== undefined) query.set("cookbook", cookbook);
    return query;
  }, [search, preferences.filterNull, paginationSeed, cookbook]);
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
        <EmptyRecipes searching={searching} title={emptyTitle} description={emptyDescription} />
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

function EmptyRecipes({ searching, title, description }: { searching: boolean; title: string; description: string }) {
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
        {searching ? t("recipeList.noMatchTitle") : title}
      </Typography>
      <Typography color="text.secondary">{searching ? t("recipeList.noMatchDescription") : description}</Typography>
    </Paper>
  );
}
