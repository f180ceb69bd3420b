import type { RecipeSummary } from "@larder/shared";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n";
import { RecipeCard } from "./RecipeCard";
import { RecipeListRow } from "./RecipeListRow";

interface RecipeCardGridProps {
  recipes: RecipeSummary[];
  groupSlug: string;
  /** Compact rows instead of picture cards (the `useMobileCards` preference). */
  asRows: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Names the list for assistive technology. */
  label: string;
}

/**
 * Recipes as cards or rows. With more to load, the next page comes when the end of the list scrolls
 * into view (endless scrolling); the button at the end does the same for keyboards and old browsers.
 */
export function RecipeCardGrid({
  recipes,
  groupSlug,
  asRows,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  label,
}: RecipeCardGridProps) {
  const { t } = useTranslation();
  const endRef = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !loadingMore && onLoadMore !== undefined;

  useEffect(() => {
    const end = endRef.current;
    if (!end || !canLoad || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore?.();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [canLoad, onLoadMore]);

  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          display: "grid",
          gap: asRows ? 1 : 2,
          gridTemplateColumns: asRows ? "1fr" : "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
        }}
      >
        {recipes.map((recipe) => (
          <Box component="li" key={recipe.id} sx={{ minWidth: 0 }}>
            {asRows ? (
              <RecipeListRow recipe={recipe} groupSlug={groupSlug} />
            ) : (
              <RecipeCard recipe={recipe} groupSlug={groupSlug} />
            )}
          </Box>
        ))}
      </Box>
      <Box ref={endRef} sx={{ display: "flex", justifyContent: "center", py: 3, minHeight: 48 }}>
        {loadingMore ? (
          <CircularProgress size={28} aria-label={t("recipeList.loadingMore")} />
        ) : (
          hasMore && (
            <Button variant="outlined" onClick={onLoadMore}>
              {t("recipeList.loadMore")}
            </Button>
          )
        )}
      </Box>
    </>
  );
}
