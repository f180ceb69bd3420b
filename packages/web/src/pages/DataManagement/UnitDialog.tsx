import type { CreateIngredientUnit, IngredientUnit } from "@larder/shared";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { unitBody, useSaveUnit } from "../../api/foods/manageMutations";
import { SwitchField } from "../../components/SwitchField/SwitchField";
import { useToast } from "../../components/Toast/ToastContext";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTranslation } from "../../i18n";
import { AliasesField } from "./AliasesField";
import { nameError } from "./nameRule";

interface UnitDialogProps {
  open: boolean;
  /** The unit to change; null for a new one. */
  unit: IngredientUnit | null;
  onClose: () => void;
}

/** Creates or changes a unit: every field a unit has (SPEC §3). */
export function UnitDialog({ open, unit, onClose }: UnitDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {unit ? t("dataManagement.units.editTitle") : t("dataManagement.units.createTitle")}
      </DialogTitle>
      {open && <UnitForm unit={unit} onClose={onClose} />}
    </Dialog>
  );
}

const emptyUnit: CreateIngredientUnit = {
  name: "",
  pluralName: "",
  description: "",
  abbreviation: "",
  pluralAbbreviation: "",
  useAbbreviation: false,
  fraction: true,
  aliases: [],
};

function UnitForm({ unit, onClose }: Omit<UnitDialogProps, "open">) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveUnit();
  const [draft, setDraft] = useState<CreateIngredientUnit>(() => (unit ? unitBody(unit) : emptyUnit));
  const { errorOf, trySubmit } = useFormErrors({ name: nameError(draft.name) });
  const change = (changes: Partial<CreateIngredientUnit>) => setDraft((current) => ({ ...current, ...changes }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trySubmit()) return;
    const body = {
      ...draft,
      name: draft.name.trim(),
      pluralName: draft.pluralName?.trim() || null,
      abbreviation: draft.abbreviation?.trim() ?? "",
      pluralAbbreviation: draft.pluralAbbreviation?.trim() ?? "",
    };
    save.mutate(
      { id: unit?.id ?? null, unit: body },
      {
        onSuccess: (saved) => {
          toast.success(t("dataManagement.saved", { name: saved.name }));
          onClose();
        },
      },
    );
  }

  const pair = { display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 };
  return (
    <form onSubmit={submit} noValidate aria-label={t("dataManagement.units.formLabel")}>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
        <Box sx={{ ...pair, mt: 1 }}>
          <TextField
            autoFocus
            required
            label={t("dataManagement.fields.name")}
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            error={errorOf("name") !== undefined}
            helperText={errorOf("name")}
          />
          <TextField
            label={t("dataManagement.fields.pluralName")}
            value={draft.pluralName ?? ""}
            onChange={(event) => change({ pluralName: event.target.value })}
          />
          <TextField
            label={t("dataManagement.fields.abbreviation")}
            value={draft.abbreviation ?? ""}
            onChange={(event) => change({ abbreviation: event.target.value })}
          />
          <TextField
            label={t("dataManagement.fields.pluralAbbreviation")}
            value={draft.pluralAbbreviation ?? ""}
            onChange={(event) => change({ pluralAbbreviation: event.target.value })}
          />
        </Box>
        <TextField
          multiline
          minRows={2}
          label={t("dataManagement.fields.description")}
          value={draft.description ?? ""}
          onChange={(event) => change({ description: event.target.value })}
        />
        <SwitchField
          label={t("dataManagement.fields.useAbbreviation")}
          hint={t("dataManagement.fields.useAbbreviationHint")}
          checked={draft.useAbbreviation ?? false}
          onChange={(useAbbreviation) => change({ useAbbreviation })}
        />
        <SwitchField
          label={t("dataManagement.fields.fraction")}
          hint={t("dataManagement.fields.fractionHint")}
          checked={draft.fraction ?? true}
          onChange={(fraction) => change({ fraction })}
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
