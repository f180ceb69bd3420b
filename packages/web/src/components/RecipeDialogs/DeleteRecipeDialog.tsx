import { useDeleteRecipe } from "../../api/recipes/mutations";
import type { RecipeRef } from "../../api/recipes/types";
import { useTranslation } from "../../i18n";
import { ConfirmDialog } from "../ConfirmDialog/ConfirmDialog";
import { useToast } from "../Toast/ToastContext";

interface DeleteRecipeDialogProps {
  open: boolean;
  recipe: RecipeRef;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteRecipeDialog({ open, recipe, onClose, onDeleted }: DeleteRecipeDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteRecipe();
  return (
    <ConfirmDialog
      open={open}
      title={t("recipePage.delete.title")}
      message={t("recipePage.delete.message", { name: recipe.name })}
      confirmLabel={t("general.delete")}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(recipe.slug, {
          onSuccess: () => {
            toast.success(t("recipePage.delete.done", { name: recipe.name }));
            onClose();
            onDeleted?.();
          },
        })
      }
    />
  );
}
