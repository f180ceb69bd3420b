import { RATING_SCALE, type RecipeSummary } from "@larder/shared";
import RestaurantIcon from "@mui/icons-material/Restaurant";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Rating from "@mui/material/Rating";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { recipeImageUrl } from "../../api/recipes/queries";
import { useTranslation } from "../../i18n";
import { Markdown } from "../Markdown/Markdown";

interface QuickSearchResultProps {
  id: string;
  recipe: Pick<RecipeSummary, "id" | "name" | "description" | "image" | "rating">;
  to: string;
  highlighted: boolean;
}

/** A small recipe card; the picture falls back to an icon when missing or broken. */
export function QuickSearchResult({ id, recipe, to, highlighted }: QuickSearchResultProps) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={to}
      id={id}
      role="option"
      aria-selected={highlighted}
      tabIndex={-1}
      sx={{
        display: "flex",
        gap: 2,
        alignItems: "center",
        p: 1,
        borderRadius: 1,
        color: "inherit",
        textDecoration: "none",
        bgcolor: highlighted ? "action.selected" : undefined,
        "&:hover": { bgcolor: "action.hover" },
      }}
    >
      <Avatar variant="rounded" src={recipeImageUrl(recipe)} alt="" sx={{ width: 64, height: 64 }}>
        <RestaurantIcon />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle1" noWrap>
          {recipe.name}
        </Typography>
        {recipe.description && (
          <Typography
            component="div"
            variant="body2"
            color="text.secondary"
            sx={{
              display: "-webkit-box",
              WebkitLineClamp: 2,
              WebkitBoxOrient: "vertical",
              overflow: "hidden",
            }}
          >
            <Markdown source={recipe.description} inline />
          </Typography>
        )}
      </Box>
      {recipe.rating ? (
        <Rating
          value={recipe.rating}
          max={RATING_SCALE}
          precision={0.5}
          size="small"
          readOnly
          getLabelText={(value) => t("quickSearch.ratingLabel", { count: value, max: RATING_SCALE })}
        />
      ) : null}
    </Box>
  );
}
