import { SEARCH_DEBOUNCE_MS } from "@larder/shared";
import CategoryIcon from "@mui/icons-material/Category";
import DeleteIcon from "@mui/icons-material/Delete";
import DownloadIcon from "@mui/icons-material/Download";
import SearchIcon from "@mui/icons-material/Search";
import SellIcon from "@mui/icons-material/Sell";
import SettingsIcon from "@mui/icons-material/Settings";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useApiClient } from "../../../api/ApiClientContext";
import { type BulkAction, useBulkAction } from "../../../api/exports/mutations";
import { allRecipeSlugs, type RecipeTableParams, useRecipeTableQuery } from "../../../api/recipes/tableQueries";
import { lazyNamed, MountWhenNeeded } from "../../../components/OnDemand/OnDemand";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { useViewer } from "../../../hooks/useViewer";
import { useTranslation } from "../../../i18n";
import { paths } from "../../../routes/paths";
import { DataPageHeader } from "../DataPageHeader";
import { Pager } from "../Pager";
import { ExportsSection } from "./ExportsSection";
import { type Picked, pickedCount } from "./picked";

const BulkActionDialog = lazyNamed(() => import("./BulkActionDialog"), "BulkActionDialog");

/** The bulk actions that ask first (export runs at once). */
export type AskingAction = "tag" | "categorize" | "settings" | "delete";

/**
 * Every recipe of the group in a table (`/group/data/recipes`), paged and searched by the server:
 * pick some, a page or all the search finds, then tag, categorize, change settings, export or
 * delete them (`/api/recipes/bulk-actions/*`); below, the exports waiting to be downloaded.
 */
export function RecipesDataPage() {
  const { t, i18n } = useTranslation();
  const api = useApiClient();
  const { groupSlug } = useViewer();
  const [text, setText] = useState("");
  const search = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [params, setParams] = useState<RecipeTableParams>({
    search: "",
    orderBy: "name",
    orderDirection: "asc",
    page: 1,
    perPage: 50,
  });
  // A new search starts from its first page, and what was picked for the old one is forgotten.
  const [picked, setPicked] = useState<Picked>({ kind: "some", slugs: new Map() });
  useEffect(() => {
    setParams((current) => (current.search === search ? current : { ...current, search, page: 1 }));
    setPicked({ kind: "some", slugs: new Map() });
  }, [search]);
  const table = useRecipeTableQuery(params);
  const rows = table.data?.items ?? [];
  const total = table.data?.total ?? 0;
  const count = pickedCount(picked, total);
  const [asking, setAsking] = useState<AskingAction | null>(null);
  const bulk = useBulkAction();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });

  const isPicked = (slug: string) => picked.kind === "all" || picked.slugs.has(slug);
  const pagePicked = rows.filter((recipe) => isPicked(recipe.slug)).length;
  function togglePage() {
    const slugs = new Map(picked.kind === "some" ? picked.slugs : rows.map((recipe) => [recipe.slug, recipe.name]));
    if (pagePicked === rows.length) for (const recipe of rows) slugs.delete(recipe.slug);
    else for (const recipe of rows) slugs.set(recipe.slug, recipe.name);
    setPicked({ kind: "some", slugs });
  }
  function toggle(slug: string, name: string) {
    const slugs = new Map(picked.kind === "some" ? picked.slugs : rows.map((recipe) => [recipe.slug, recipe.name]));
    if (slugs.has(slug)) slugs.delete(slug);
    else slugs.set(slug, name);
    setPicked({ kind: "some", slugs });
  }

  /** Runs an action on what is picked: the slugs of all the search finds are asked for first. */
  async function run(action: BulkAction) {
    const slugs = picked.kind === "all" ? await allRecipeSlugs(api, params.search) : [...picked.slugs.keys()];
    await bulk.mutateAsync({ recipes: slugs, action });
    setPicked({ kind: "some", slugs: new Map() });
  }

  const sortBy = (orderBy: RecipeTableParams["orderBy"]) =>
    setParams((current) => ({
      ...current,
      orderBy,
      orderDirection: current.orderBy === orderBy && current.orderDirection === "asc" ? "desc" : "asc",
      page: 1,
    }));

  return (
    <>
      <DataPageHeader
        title={t("dataManagement.recipes.title")}
        description={t("dataManagement.recipes.description")}
        canChange
      />
      <TextField
        type="search"
        size="small"
        label={t("dataManagement.recipes.search")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        sx={{ mb: 1, width: { xs: "100%", sm: 360 } }}
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
      <Box
        role="toolbar"
        aria-label={t("dataManagement.recipes.actions")}
        sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", mb: 1 }}
      >
        <Typography role="status" sx={{ mr: 1 }}>
          {t("dataManagement.recipes.picked", { count })}
        </Typography>
        <Button startIcon={<SellIcon />} disabled={count === 0} onClick={() => setAsking("tag")}>
          {t("dataManagement.recipes.tag")}
        </Button>
        <Button startIcon={<CategoryIcon />} disabled={count === 0} onClick={() => setAsking("categorize")}>
          {t("dataManagement.recipes.categorize")}
        </Button>
        <Button startIcon={<SettingsIcon />} disabled={count === 0} onClick={() => setAsking("settings")}>
          {t("dataManagement.recipes.settings")}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          disabled={count === 0}
          loading={bulk.isPending && bulk.variables?.action.kind === "export"}
          onClick={() => void run({ kind: "export" }).catch(() => {})}
        >
          {t("dataManagement.recipes.export")}
        </Button>
        <Button startIcon={<DeleteIcon />} disabled={count === 0} onClick={() => setAsking("delete")}>
          {t("dataManagement.recipes.delete")}
        </Button>
      </Box>
      {picked.kind === "some" && rows.length > 0 && pagePicked === rows.length && total > rows.length && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t("dataManagement.recipes.pagePicked", { count: rows.length })}{" "}
          <Button size="small" onClick={() => setPicked({ kind: "all" })}>
            {t("dataManagement.recipes.pickAll", { count: total })}
          </Button>
        </Alert>
      )}
      {picked.kind === "all" && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t("dataManagement.recipes.allPicked", { count: total })}{" "}
          <Button size="small" onClick={() => setPicked({ kind: "some", slugs: new Map() })}>
            {t("dataManagement.recipes.clearPicked")}
          </Button>
        </Alert>
      )}
      <Box sx={{ height: 4 }}>{table.isFetching && <LinearProgress />}</Box>
      {table.isError ? (
        <Alert severity="error">{t("dataManagement.table.loadFailed")}</Alert>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={t("dataManagement.recipes.title")}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={rows.length > 0 && pagePicked === rows.length}
                      indeterminate={pagePicked > 0 && pagePicked < rows.length}
                      disabled={rows.length === 0}
                      onChange={togglePage}
                      slotProps={{ input: { "aria-label": t("dataManagement.recipes.pickPage") } }}
                    />
                  </TableCell>
                  <TableCell sortDirection={params.orderBy === "name" ? params.orderDirection : false}>
                    <TableSortLabel
                      active={params.orderBy === "name"}
                      direction={params.orderBy === "name" ? params.orderDirection : "asc"}
                      onClick={() => sortBy("name")}
                    >
                      {t("dataManagement.fields.name")}
                    </TableSortLabel>
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                    {t("dataManagement.nav.categories")}
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                    {t("dataManagement.nav.tags")}
                  </TableCell>
                  <TableCell sortDirection={params.orderBy === "created_at" ? params.orderDirection : false}>
                    <TableSortLabel
                      active={params.orderBy === "created_at"}
                      direction={params.orderBy === "created_at" ? params.orderDirection : "asc"}
                      onClick={() => sortBy("created_at")}
                    >
                      {t("dataManagement.recipes.added")}
                    </TableSortLabel>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {table.isSuccess && rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5}>
                      <Typography color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
                        {params.search ? t("dataManagement.table.noMatch") : t("dataManagement.recipes.empty")}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
                {rows.map((recipe) => (
                  <TableRow key={recipe.id} hover selected={isPicked(recipe.slug)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={isPicked(recipe.slug)}
                        onChange={() => toggle(recipe.slug, recipe.name)}
                        slotProps={{ input: { "aria-label": t("dataManagement.table.select", { name: recipe.name }) } }}
                      />
                    </TableCell>
                    <TableCell>
                      {groupSlug ? (
                        <Link component={RouterLink} color="inherit" to={paths.recipe(groupSlug, recipe.slug)}>
                          {recipe.name}
                        </Link>
                      ) : (
                        recipe.name
                      )}
                    </TableCell>
                    <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                      {recipe.recipeCategory.map((category) => category.name).join(", ")}
                    </TableCell>
                    <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                      {recipe.tags.map((tag) => tag.name).join(", ")}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>
                      {recipe.createdAt ? dateFormat.format(new Date(recipe.createdAt)) : ""}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager
            count={total}
            page={Math.max(0, params.page - 1)}
            onPageChange={(next) => setParams((current) => ({ ...current, page: next + 1 }))}
            rowsPerPage={params.perPage}
            onRowsPerPageChange={(size) => setParams((current) => ({ ...current, perPage: size, page: 1 }))}
          />
        </Paper>
      )}
      <ExportsSection />
      <MountWhenNeeded when={asking !== null}>
        <BulkActionDialog action={asking} count={count} onRun={run} onClose={() => setAsking(null)} />
      </MountWhenNeeded>
    </>
  );
}
