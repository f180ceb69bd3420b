import type { ReadPlanEntry } from "@larder/shared";
import StickyNote2Icon from "@mui/icons-material/StickyNote2Outlined";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { RecipeImage } from "../../components/RecipeCard/RecipeImage";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

/** The id of an entry's menu button (edit mode), where focus returns after the entry has moved. */
export function entryMenuButtonId(entry: ReadPlanEntry): string {
  return `plan-entry-menu-${entry.id}`;
}

/** The id of a day's add button (edit mode), where focus goes once one of its entries is deleted. */
export function dayAddButtonId(day: string): string {
  return `plan-add-${day}`;
}

/** What an entry is called: its recipe's name, else its title. */
export function useEntryName(): (entry: ReadPlanEntry) => string {
  const { t } = useTranslation();
  return (entry) => entry.recipe?.name || entry.title || t("mealPlan.untitledNote");
}

/** The look of one entry in both modes: a list item holding `children` around the entry itself. */
export const entryItemStyle = {
  display: "flex",
  alignItems: "flex-start",
  gap: 1,
  p: 0.5,
  borderRadius: 1,
  bgcolor: "background.paper",
} as const;

/** An entry's own content: a recipe's picture and name linking to it, or a note's title and text. */
export function PlanEntryContent({ entry, groupSlug }: { entry: ReadPlanEntry; groupSlug: string }) {
  const { t } = useTranslation();
  if (entry.recipe) {
    return (
      <>
        <Box sx={{ width: 48, height: 48, borderRadius: 1, overflow: "hidden", flexShrink: 0 }}>
          <RecipeImage recipe={entry.recipe} size="tiny-original" height={48} width={48} iconSize={24} decorative />
        </Box>
        <Link
          component={RouterLink}
          to={paths.recipe(groupSlug, entry.recipe.slug)}
          variant="body2"
          color="inherit"
          sx={{ flex: 1, minWidth: 0, alignSelf: "center", overflowWrap: "break-word" }}
        >
          {entry.recipe.name}
        </Link>
      </>
    );
  }
  return (
    <>
      <StickyNote2Icon fontSize="small" sx={{ color: "text.secondary", mt: 0.25 }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: "break-word" }}>
        <Typography variant="subtitle2" component="p">
          {entry.title || t("mealPlan.untitledNote")}
        </Typography>
        {entry.text && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "pre-line" }}>
            {entry.text}
          </Typography>
        )}
      </Box>
    </>
  );
}
