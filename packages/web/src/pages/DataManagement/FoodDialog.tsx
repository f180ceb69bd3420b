import type { CreateIngredientFood, IngredientFood, MultiPurposeLabelOut } from "@larder/shared";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { foodBody, useSaveFood } from "../../api/foods/manageMutations";
import { SwitchField } from "../../components/SwitchField/SwitchField";
import { useToast } from "../../components/Toast/ToastContext";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTranslation } from "../../i18n";
import { AliasesField } from "./AliasesField";
import { nameError } from "./nameRule";

interface FoodDialogProps {
  open: boolean;
  /** The food to change; null for a new one. */
  food: IngredientFood | null;
  labels: MultiPurposeLabelOut[];
  onClose: () => void;
}

const NO_LABEL = "";

/** Creates or changes a food: names, description, shopping label, on hand, other names. */
export function FoodDialog({ open, food, labels, onClose }: FoodDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {food ? t("dataManagement.foods.editTitle") : t("dataManagement.foods.createTitle")}
      </DialogTitle>
      {open && <FoodForm food={food} labels={labels} onClose={onClose} />}
    </Dialog>
  );
}

const emptyFood: CreateIngredientFood = {
  name: "",
  pluralName: "",
  description: "",
  labelId: null,
  onHand: false,
  aliases: [],
};

function FoodForm({ food, labels, onClose }: Omit<FoodDialogProps, "open">) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveFood();
  const [draft, setDraft] = useState<CreateIngredientFood>(() => (food ? foodBody(food) : emptyFood));
  const { errorOf, trySubmit } = useFormErrors({ name: nameError(draft.name) });
  const change = (changes: Partial<CreateIngredientFood>) => setDraft((current) => ({ ...current, ...changes }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trySubmit()) return;
    const body = { ...draft, name: draft.name.trim(), pluralName: draft.pluralName?.trim() || null };
    save.mutate(
      { id: food?.id ?? null, food: body },
      {
        onSuccess: (saved) => {
          toast.success(t("dataManagement.saved", { name: saved.name }));
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t("dataManagement.foods.formLabel")}>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
        <TextField
          autoFocus
          required
          label={t("dataManagement.fields.name")}
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
          error={errorOf("name") !== undefined}
          helperText={errorOf("name")}
          sx={{ mt: 1 }}
        />
        <TextField
          label={t("dataManagement.fields.pluralName")}
          value={draft.pluralName ?? ""}
          onChange={(event) => change({ pluralName: event.target.value })}
        />
        <TextField
          multiline
          minRows={2}
          label={t("dataManagement.fields.description")}
          value={draft.description ?? ""}
          onChange={(event) => change({ description: event.target.value })}
        />
        <TextField
          select
          label={t("dataManagement.fields.label")}
          value={draft.labelId ?? NO_LABEL}
          onChange={(event) => change({ labelId: event.target.value === NO_LABEL ? null : event.target.value })}
        >
          <MenuItem value={NO_LABEL}>{t("dataManagement.fields.noLabel")}</MenuItem>
          {labels.map((label) => (
            <MenuItem key={label.id} value={label.id}>
              {label.name}
            </MenuItem>
          ))}
        </TextField>
        <SwitchField
          label={t("dataManagement.fields.onHand")}
          hint={t("dataManagement.fields.onHandHint")}
          checked={draft.onHand ?? false}
          onChange={(onHand) => change({ onHand })}
        />
        <AliasesField value={draft.aliases ?? []} onChange={(aliases) => change({ aliases })} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t("dataManagement.save")}
        </Button>
      </DialogActions>
    </form>
  );
}
