import { DEFAULT_PLAN_ENTRY_TYPE, isPlanDate, type PlanEntryType } from "@larder/shared";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { useAddRecipeToMealPlan } from "../../api/mealplans/mutations";
import { localToday } from "../../api/mealplans/planDates";
import type { RecipeRef } from "../../api/recipes/types";
import { useTranslation } from "../../i18n";
import { MealTypeField } from "../MealTypeField/MealTypeField";
import { useToast } from "../Toast/ToastContext";

interface AddToMealPlanDialogProps {
  open: boolean;
  recipe: RecipeRef;
  onClose: () => void;
}

/** Puts the recipe on a day of the group's plan: today's dinner unless the member picks otherwise. */
export function AddToMealPlanDialog({ open, recipe, onClose }: AddToMealPlanDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("mealPlan.addRecipe.title")}</DialogTitle>
      {open && <AddToMealPlanForm recipe={recipe} onClose={onClose} />}
    </Dialog>
  );
}

function AddToMealPlanForm({ recipe, onClose }: Omit<AddToMealPlanDialogProps, "open">) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddRecipeToMealPlan();
  const [date, setDate] = useState(localToday);
  const [entryType, setEntryType] = useState<PlanEntryType>(DEFAULT_PLAN_ENTRY_TYPE);
  const [submitted, setSubmitted] = useState(false);
  const invalidDate = !isPlanDate(date);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (invalidDate) return;
    add.mutate(
      { recipeId: recipe.id, date, entryType },
      {
        // SPEC §8: only a 201 is an added recipe.
        onSuccess: (added) => {
          if (!added) return toast.error(t("mealPlan.addRecipe.failed"));
          toast.success(t("mealPlan.addRecipe.added"));
          onClose();
        },
        onError: () => toast.error(t("mealPlan.addRecipe.failed")),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
        <TextField
          autoFocus
          required
          type="date"
          label={t("mealPlan.addRecipe.date")}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={submitted && invalidDate}
          helperText={submitted && invalidDate ? t("validation.required") : " "}
          sx={{ mt: 1 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <MealTypeField value={entryType} onChange={setEntryType} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" loading={add.isPending}>
          {t("mealPlan.addRecipe.submit")}
        </Button>
      </DialogActions>
    </form>
  );
}
