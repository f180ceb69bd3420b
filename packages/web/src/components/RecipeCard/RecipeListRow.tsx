import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "../../routes/paths";
import { Markdown } from "../Markdown/Markdown";
import { RecipeContextMenu } from "../RecipeContextMenu/RecipeContextMenu";
import { FavoriteButton, RecipeRating } from "../RecipeRating/RecipeRating";
import type { RecipeCardProps } from "./RecipeCard";
import { RecipeImage } from "./RecipeImage";

const ROW_IMAGE_SIZE = 72;

/** The compact form of a recipe card (the list view): a small picture, name, one line of description. */
export function RecipeListRow({ recipe, groupSlug }: RecipeCardProps) {
  const nameId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={nameId}
      variant="outlined"
      sx={{ display: "flex", alignItems: "center", gap: 1.5, p: 1, overflow: "hidden" }}
    >
      <Box
        component={RouterLink}
        to={paths.recipe(groupSlug, recipe.slug)}
        tabIndex={-1}
        aria-hidden
        sx={{ borderRadius: 1, overflow: "hidden", flexShrink: 0 }}
      >
        <RecipeImage
          recipe={recipe}
          size="tiny-original"
          height={ROW_IMAGE_SIZE}
          width={ROW_IMAGE_SIZE}
          iconSize={32}
        />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography id={nameId} variant="subtitle1" component="h2" noWrap>
          <Link component={RouterLink} to={paths.recipe(groupSlug, recipe.slug)} color="inherit" underline="hover">
            {recipe.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap component="div">
          <Markdown source={recipe.description} inline />
        </Typography>
        <RecipeRating recipe={recipe} size="small" />
      </Box>
      <FavoriteButton recipe={recipe} />
      <RecipeContextMenu recipe={recipe} groupSlug={groupSlug} />
    </Paper>
  );
}
