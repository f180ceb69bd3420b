import type { ShoppingListSummary } from "@larder/shared";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useAddRecipesToShoppingList } from "../../api/shopping/mutations";
import { useTranslation } from "../../i18n";
import { useToast } from "../Toast/ToastContext";
import { ChooseShoppingList } from "./ChooseShoppingList";

export interface PlannedRecipe {
  id: string;
  name: string;
  /** How many times it is planned: the list gets it that many times. */
  times: number;
}

interface AddRecipesToShoppingListDialogProps {
  open: boolean;
  /** What the recipes are, for the title ("Monday to Sunday"). */
  description: string;
  recipes: PlannedRecipe[];
  onClose: () => void;
}

/**
 * Adds several recipes (a range of the meal plan's days) to a shopping list in one step: choosing
 * the list adds them all, each as many times as it is planned, with all its ingredients.
 */
export function AddRecipesToShoppingListDialog({
  open,
  description,
  recipes,
  onClose,
}: AddRecipesToShoppingListDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const add = useAddRecipesToShoppingList();

  const addTo = (list: ShoppingListSummary) =>
    add.mutate(
      { listId: list.id, recipes: recipes.map((recipe) => ({ recipeId: recipe.id, times: recipe.times })) },
      {
        onSuccess: () => toast.success(t("addToShoppingList.added")),
        onError: () => toast.error(t("addToShoppingList.failed")),
        onSettled: onClose,
      },
    );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("addToShoppingList.planTitle")}</DialogTitle>
      {open && (
        <ChooseShoppingList onChoose={addTo} onClose={onClose} pending={add.isPending}>
          <Typography sx={{ mb: 1 }}>{description}</Typography>
          <Typography component="ul" sx={{ mt: 0, mb: 2, pl: 3 }} aria-label={t("addToShoppingList.recipes")}>
            {recipes.map((recipe) => (
              <li key={recipe.id}>
                {recipe.times > 1
                  ? t("addToShoppingList.recipeTimes", { name: recipe.name, count: recipe.times })
                  : recipe.name}
              </li>
            ))}
          </Typography>
        </ChooseShoppingList>
      )}
    </Dialog>
  );
}
