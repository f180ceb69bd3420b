import type { RecipeSummary } from "@larder/shared";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "../../routes/paths";
import { Markdown } from "../Markdown/Markdown";
import { RecipeContextMenu } from "../RecipeContextMenu/RecipeContextMenu";
import { FavoriteButton, RecipeRating } from "../RecipeRating/RecipeRating";
import { RecipeImage } from "./RecipeImage";

/** SPEC §9: a card's picture is "large" by default, 200px high. */
const CARD_IMAGE_HEIGHT = 200;

export interface RecipeCardProps {
  recipe: RecipeSummary;
  groupSlug: string;
}

/**
 * A recipe card (SPEC §2): picture (an icon when there is none), name and the description in
 * Markdown, stars, the favourite heart and the recipe's menu. Picture and name open the recipe.
 */
export function RecipeCard({ recipe, groupSlug }: RecipeCardProps) {
  const nameId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      variant="outlined"
      sx={{ display: "flex", flexDirection: "column", height: "100%" }}
    >
      <CardActionArea component={RouterLink} to={paths.recipe(groupSlug, recipe.slug)}>
        <RecipeImage recipe={recipe} size="min-original" height={CARD_IMAGE_HEIGHT} />
        <CardContent sx={{ pb: 0 }}>
          <Typography id={nameId} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {recipe.name}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardContent sx={{ pt: 1, flexGrow: 1 }}>
        <Box
          sx={{
            color: "text.secondary",
            typography: "body2",
            display: "-webkit-box",
            WebkitLineClamp: 3,
            WebkitBoxOrient: "vertical",
            overflow: "hidden",
          }}
        >
          <Markdown source={recipe.description} inline />
        </Box>
      </CardContent>
      <CardActions sx={{ pt: 0, px: 1.5 }}>
        <RecipeRating recipe={recipe} size="small" />
        <Box sx={{ flexGrow: 1 }} />
        <FavoriteButton recipe={recipe} size="small" />
        <RecipeContextMenu recipe={recipe} groupSlug={groupSlug} />
      </CardActions>
    </Card>
  );
}
