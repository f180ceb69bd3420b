import BuildIcon from "@mui/icons-material/Build";
import CategoryIcon from "@mui/icons-material/Category";
import SearchIcon from "@mui/icons-material/Search";
import SellIcon from "@mui/icons-material/Sell";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { type OrganizerKind, useOrganizersQuery } from "../../api/organizers/queries";
import type { RecipeListSource } from "../../api/recipes/listQueries";
import { PageLoading } from "../../components/PageLoading/PageLoading";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { groupByInitial, organizerPath } from "./organizerKinds";

const ICONS = { categories: CategoryIcon, tags: SellIcon, tools: BuildIcon } as const;

/** Folds case and accents, so that "creme" finds "Crème". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/** A group's categories, tags or tools (SPEC §2), by initial, each leading to its recipes. */
function OrganizersPage({ kind }: { kind: OrganizerKind }) {
  const { t, i18n } = useTranslation();
  const { isOwnGroup, groupSlug, isPending } = useViewer();
  const [filter, setFilter] = useState("");
  const source: RecipeListSource | null = groupSlug
    ? isOwnGroup
      ? { kind: "group" }
      : { kind: "explore", groupSlug }
    : null;
  const organizers = useOrganizersQuery(kind, source ?? { kind: "group" }, { enabled: source !== null });
  const sections = useMemo(() => {
    const wanted = folded(filter.trim());
    const shown = (organizers.data ?? []).filter((organizer) => folded(organizer.name).includes(wanted));
    return groupByInitial(shown, i18n.language);
  }, [organizers.data, filter, i18n.language]);

  if (isPending || !groupSlug) return <PageLoading />;
  const Icon = ICONS[kind];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2 }}>
        <Icon fontSize="large" color="action" />
        <Typography variant="h4" component="h1">
          {t(`recipeList.organizers.${kind}.title`)}
        </Typography>
      </Box>
      <TextField
        type="search"
        size="small"
        label={t(`recipeList.organizers.${kind}.search`)}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ mb: 2, width: { xs: "100%", sm: 360 } }}
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
      {organizers.isPending ? (
        <PageLoading />
      ) : organizers.isError ? (
        <Alert severity="error">{t("recipeList.organizers.loadFailed")}</Alert>
      ) : sections.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
          <Typography color="text.secondary">
            {filter.trim() ? t("recipeList.organizers.noMatch") : t(`recipeList.organizers.${kind}.empty`)}
          </Typography>
        </Paper>
      ) : (
        sections.map(([initial, items]) => (
          <Box component="section" key={initial} aria-label={initial} sx={{ mb: 2 }}>
            <Typography variant="h6" component="h2" color="text.secondary" sx={{ mb: 1 }}>
              {initial}
            </Typography>
            <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexWrap: "wrap", gap: 1 }}>
              {items.map((organizer) => (
                <li key={organizer.id}>
                  <Chip
                    component={RouterLink}
                    to={organizerPath(kind, groupSlug, organizer.slug)}
                    clickable
                    variant="outlined"
                    icon={<Icon />}
                    label={organizer.name}
                  />
                </li>
              ))}
            </Box>
          </Box>
        ))
      )}
    </Container>
  );
}

export function CategoriesPage() {
  return <OrganizersPage kind="categories" />;
}

export function TagsPage() {
  return <OrganizersPage kind="tags" />;
}

export function ToolsPage() {
  return <OrganizersPage kind="tools" />;
}
