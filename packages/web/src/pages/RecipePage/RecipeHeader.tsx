import type { Recipe } from "@larder/shared";
import EditIcon from "@mui/icons-material/Edit";
import PrintIcon from "@mui/icons-material/Print";
import RamenDiningIcon from "@mui/icons-material/RamenDining";
import RestaurantIcon from "@mui/icons-material/Restaurant";
import TaskAltIcon from "@mui/icons-material/TaskAlt";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { recipeImageUrl } from "../../api/recipes/queries";
import { useShareToken } from "../../api/shares/ShareTokenContext";
import { Markdown } from "../../components/Markdown/Markdown";
import { RecipeContextMenu } from "../../components/RecipeContextMenu/RecipeContextMenu";
import { recipeTimes } from "../../components/RecipeDialogs/recipeParts";
import { FavoriteButton } from "../../components/RecipeRating/FavoriteButton";
import { RecipeRating } from "../../components/RecipeRating/RecipeRating";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

interface RecipeHeaderProps {
  recipe: Recipe;
  groupSlug: string;
  /** Whether the viewer belongs to the recipe's group: only then are the private actions offered. */
  isOwn: boolean;
  scale: number;
  onEdit: () => void;
  onCook: () => void;
  onPrint: () => void;
  onMadeThis: () => void;
  onDeleted: () => void;
}

/** The recipe's picture with the icon in its place when it is missing or fails to load (SPEC §4). */
function RecipeImage({ recipe }: { recipe: Recipe }) {
  const [failed, setFailed] = useState(false);
  const src = recipeImageUrl(recipe, "original", useShareToken());
  if (!src || failed) {
    return (
      <Box
        sx={{
          aspectRatio: "4 / 3",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          bgcolor: "action.hover",
          borderRadius: 1,
        }}
      >
        <RamenDiningIcon color="disabled" sx={{ fontSize: 96 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt=""
      onError={() => setFailed(true)}
      sx={{ width: "100%", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: 1, display: "block" }}
    />
  );
}

export function RecipeHeader({
  recipe,
  groupSlug,
  isOwn,
  scale,
  onEdit,
  onCook,
  onPrint,
  onMadeThis,
  onDeleted,
}: RecipeHeaderProps) {
  const { t, i18n } = useTranslation();
  const times = recipeTimes(recipe);
  const organizers = [
    ...recipe.recipeCategory.map((item) => ({ ...item, kind: "categories" as const })),
    ...recipe.tags.map((item) => ({ ...item, kind: "tags" as const })),
    ...recipe.tools.map((item) => ({ ...item, kind: "tools" as const })),
  ];
  const organizerPath = { categories: paths.categories, tags: paths.tags, tools: paths.tools };
  const lastMade = recipe.lastMade
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(recipe.lastMade))
    : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 5fr) minmax(0, 7fr)" } }}>
        {/* A new recipe (or a new picture) gets a fresh image element: a failed load is not carried over. */}
        <RecipeImage key={`${recipe.id}-${recipe.image}`} recipe={recipe} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
            {recipe.name}
          </Typography>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, my: 1 }}>
            <RecipeRating recipe={recipe} />
            <FavoriteButton recipe={recipe} />
          </Box>
          {times.length > 0 && (
            <Box component="ul" sx={{ display: "flex", flexWrap: "wrap", gap: 1, listStyle: "none", p: 0, my: 1 }}>
              {times.map(({ kind, value }) => (
                <li key={kind}>
                  <Chip variant="outlined" label={`${t(`recipePage.times.${kind}`)}: ${value}`} />
                </li>
              ))}
            </Box>
          )}
          {recipe.description && (
            <Box sx={{ my: 2 }}>
              <Markdown source={recipe.description} />
            </Box>
          )}
          {organizers.length > 0 && (
            <Box
              component="ul"
              aria-label={t("recipePage.organizers")}
              sx={{ display: "flex", flexWrap: "wrap", gap: 1, listStyle: "none", p: 0, my: 1 }}
            >
              {organizers.map((organizer) => (
                <li key={`${organizer.kind}-${organizer.id}`}>
                  <Chip
                    size="small"
                    clickable
                    component={RouterLink}
                    to={`${organizerPath[organizer.kind](groupSlug)}/${encodeURIComponent(organizer.slug)}`}
                    label={organizer.name}
                  />
                </li>
              ))}
            </Box>
          )}
          {(lastMade || isOwn) && (
            <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", my: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {lastMade ? t("recipePage.lastMade", { date: lastMade }) : t("recipePage.neverMade")}
              </Typography>
              {isOwn && (
                <Button size="small" color="inherit" startIcon={<TaskAltIcon />} onClick={onMadeThis}>
                  {t("recipePage.madeThis.open")}
                </Button>
              )}
            </Box>
          )}
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mt: 2 }}>
            <Button variant="contained" startIcon={<RestaurantIcon />} onClick={onCook}>
              {t("recipePage.cook.start")}
            </Button>
            {isOwn && (
              <Button variant="outlined" color="inherit" startIcon={<EditIcon />} onClick={onEdit}>
                {t("recipePage.edit")}
              </Button>
            )}
            <Button variant="outlined" color="inherit" startIcon={<PrintIcon />} onClick={onPrint}>
              {t("recipePage.print.print")}
            </Button>
            <RecipeContextMenu
              recipe={recipe}
              groupSlug={groupSlug}
              onEdit={onEdit}
              onPrint={onPrint}
              onDeleted={onDeleted}
              fullRecipe={recipe}
              scale={scale}
            />
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
