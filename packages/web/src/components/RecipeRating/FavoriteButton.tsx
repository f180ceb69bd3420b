import FavoriteIcon from "@mui/icons-material/Favorite";
import FavoriteBorderIcon from "@mui/icons-material/FavoriteBorder";
import IconButton from "@mui/material/IconButton";
import { useToggleFavoriteMutation } from "../../api/ratings/mutations";
import { useOwnRatingsQuery } from "../../api/ratings/queries";
import { useTranslation } from "../../i18n";
import { TooltipOnDemand } from "../TooltipOnDemand/TooltipOnDemand";
import { useIsOwnRecipe } from "./useRecipeOwnership";

interface FavoriteButtonProps {
  recipe: { id: string; slug: string; groupId?: string | null };
  size?: "small" | "medium" | "large";
}

/**
 * The favourite heart (SPEC §4): adds the recipe to the signed-in user's favourites or removes it.
 * Only shown to members of the recipe's group.
 */
export function FavoriteButton({ recipe, size = "medium" }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const { user, isOwn } = useIsOwnRecipe(recipe);
  const ownRatings = useOwnRatingsQuery({ enabled: isOwn });
  const toggle = useToggleFavoriteMutation(user?.id ?? "");
  if (!isOwn) return null;

  const savedFavorite = ownRatings.data?.get(recipe.id)?.isFavorite ?? false;
  const isFavorite = toggle.isPending ? toggle.variables.favorite : savedFavorite;
  return (
    <TooltipOnDemand describeChild title={isFavorite ? t("recipeList.favorite.remove") : t("recipeList.favorite.add")}>
      <IconButton
        size={size}
        aria-label={t("recipeList.favorite.label")}
        aria-pressed={isFavorite}
        disabled={ownRatings.isPending}
        onClick={(event) => {
          // Cards are links: the heart must not also open the recipe.
          event.preventDefault();
          event.stopPropagation();
          toggle.mutate({ recipe, favorite: !isFavorite });
        }}
        sx={{ color: isFavorite ? "error.main" : "inherit" }}
      >
        {isFavorite ? <FavoriteIcon fontSize="inherit" /> : <FavoriteBorderIcon fontSize="inherit" />}
      </IconButton>
    </TooltipOnDemand>
  );
}
