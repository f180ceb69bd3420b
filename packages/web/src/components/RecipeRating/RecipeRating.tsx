import { RATING_SCALE } from "@larder/shared";
import Rating from "@mui/material/Rating";
import { useId } from "react";
import { useSetRatingMutation } from "../../api/ratings/mutations";
import { useOwnRatingsQuery } from "../../api/ratings/queries";
import { useTranslation } from "../../i18n";
import { useIsOwnRecipe } from "./useRecipeOwnership";

export interface RatedRecipe {
  id: string;
  slug: string;
  /** The group's average, or null when nobody rated it. */
  rating: number | null;
  groupId?: string | null;
}

interface RecipeRatingProps {
  recipe: RatedRecipe;
  size?: "small" | "medium" | "large";
}

/** The group's average rounded to half stars (SPEC §9). */
export function toHalfSteps(rating: number | null): number {
  return rating ? Math.round(rating * 2) / 2 : 0;
}

/**
 * A recipe's stars (SPEC §4): the group's average in half steps, greyed, until the signed-in user
 * has rated it, then their own rating. Only members of the recipe's group can rate (and clear a
 * rating by choosing it again); everyone else sees the stars read-only.
 */
export function RecipeRating({ recipe, size = "medium" }: RecipeRatingProps) {
  const { t } = useTranslation();
  const name = useId();
  const { user, isOwn } = useIsOwnRecipe(recipe);
  const ownRatings = useOwnRatingsQuery({ enabled: isOwn });
  const setRating = useSetRatingMutation(user?.id ?? "");

  // While a change is on its way the stars show it already; a failure puts the saved value back.
  const savedOwnRating = ownRatings.data?.get(recipe.id)?.rating ?? 0;
  const ownRating = setRating.isPending ? setRating.variables.rating : savedOwnRating;
  const showsOwnRating = isOwn && ownRating > 0;
  const value = showsOwnRating ? ownRating : toHalfSteps(recipe.rating);

  const labelText = (stars: number) => t("recipeList.rating.stars", { count: stars });
  if (!isOwn) {
    return (
      <Rating
        value={value}
        max={RATING_SCALE}
        precision={0.5}
        size={size}
        readOnly
        getLabelText={(stars) => t("recipeList.rating.groupAverage", { count: stars, max: RATING_SCALE })}
        sx={{ "& .MuiRating-iconFilled": { color: "text.secondary" } }}
      />
    );
  }
  return (
    <Rating
      name={name}
      role="radiogroup"
      aria-label={showsOwnRating ? t("recipeList.rating.yours") : t("recipeList.rating.rate")}
      value={value}
      max={RATING_SCALE}
      // Only the group's average comes in half steps; one's own rating is whole stars (SPEC §9).
      precision={showsOwnRating ? 1 : 0.5}
      size={size}
      getLabelText={labelText}
      emptyLabelText={t("recipeList.rating.none")}
      onChange={(_event, chosen) => {
        // Choosing the shown value again clears one's own rating; on the group's average it rates,
        // a half star counting as the whole star it is part of.
        const rating = chosen === null ? (showsOwnRating ? 0 : Math.ceil(value)) : Math.ceil(chosen);
        setRating.mutate({ recipe, rating });
      }}
      sx={showsOwnRating ? undefined : { "& .MuiRating-iconFilled": { color: "text.secondary" } }}
    />
  );
}
export { FavoriteButton } from "./FavoriteButton";
