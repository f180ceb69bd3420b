import RestaurantIcon from "@mui/icons-material/Restaurant";
import Box from "@mui/material/Box";
import { useCallback, useState } from "react";
import { useTranslation } from "../../i18n";

/** The stored sizes of a recipe's picture (WebP), smallest last. */
export type RecipeImageSize = "original" | "min-original" | "tiny-original";

export function recipeImageSrc(recipe: { id: string; image: string | null }, size: RecipeImageSize): string | null {
  if (!recipe.image) return null;
  return `/api/media/recipes/${encodeURIComponent(recipe.id)}/images/${size}.webp?version=${encodeURIComponent(recipe.image)}`;
}

interface RecipeImageProps {
  recipe: { id: string; image: string | null };
  size: RecipeImageSize;
  height: number | string;
  width?: number | string;
  iconSize?: number;
  /** Beside or inside something that already names the recipe: the fallback icon is then not announced. */
  decorative?: boolean;
}

/**
 * A recipe's picture; a recipe without one, or whose picture fails to load, shows an icon instead
 * (SPEC §4). The failure is remembered per picture, so another recipe (or a new picture) tries again.
 */
export function RecipeImage({
  recipe,
  size,
  height,
  width = "100%",
  iconSize = 64,
  decorative = false,
}: RecipeImageProps) {
  const { t } = useTranslation();
  const src = recipeImageSrc(recipe, size);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A picture sent in a server-rendered page may fail before the app has taken the page over, when
  // React is not yet listening for its error: it is then found broken as the app takes it over.
  const noticeEarlyFailure = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0 && src) setFailedSrc(src);
    },
    [src],
  );
  const frame = { height, width, flexShrink: 0, display: "block" } as const;
  if (!src || failedSrc === src) {
    return (
      <Box
        sx={{ ...frame, display: "flex", alignItems: "center", justifyContent: "center", bgcolor: "action.hover" }}
        {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": t("recipeList.card.noImage") })}
      >
        <RestaurantIcon sx={{ fontSize: iconSize, color: "text.disabled" }} aria-hidden />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      ref={noticeEarlyFailure}
      onError={() => setFailedSrc(src)}
      sx={{ ...frame, objectFit: "cover" }}
    />
  );
}
