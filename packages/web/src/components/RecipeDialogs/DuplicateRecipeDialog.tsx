import type { Recipe } from "@larder/shared";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { useDuplicateRecipe } from "../../api/recipes/mutations";
import type { RecipeRef } from "../../api/recipes/types";
import { useTranslation } from "../../i18n";

interface DuplicateRecipeDialogProps {
  open: boolean;
  recipe: RecipeRef;
  onClose: () => void;
  onDuplicated: (copy: Recipe) => void;
}

/** Copies a recipe under a name the member chooses, prefilled with the original's (SPEC §4). */
export function DuplicateRecipeDialog({ open, recipe, onClose, onDuplicated }: DuplicateRecipeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("recipePage.duplicate.title")}</DialogTitle>
      {open && <DuplicateForm recipe={recipe} onClose={onClose} onDuplicated={onDuplicated} />}
    </Dialog>
  );
}

function DuplicateForm({ recipe, onClose, onDuplicated }: Omit<DuplicateRecipeDialogProps, "open">) {
  const { t } = useTranslation();
  const [name, setName] = useState(recipe.name);
  const [submitted, setSubmitted] = useState(false);
  const duplicate = useDuplicateRecipe();
  const missing = name.trim() === "";

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (missing) return;
    duplicate.mutate(
      { slug: recipe.slug, name: name.trim() },
      {
        onSuccess: (copy) => {
          onClose();
          onDuplicated(copy);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          autoFocus
          fullWidth
          required
          label={t("recipePage.duplicate.name")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={submitted && missing}
          helperText={submitted && missing ? t("validation.required") : " "}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" loading={duplicate.isPending}>
          {t("recipePage.duplicate.submit")}
        </Button>
      </DialogActions>
    </form>
  );
}
