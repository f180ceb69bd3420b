import { DEFAULT_LABEL_COLOR, type MultiPurposeLabelOut } from "@larder/shared";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { useSaveLabel } from "../../api/foods/manageMutations";
import { useToast } from "../../components/Toast/ToastContext";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTranslation } from "../../i18n";
import { LabelChip } from "./LabelChip";
import { nameError } from "./nameRule";

interface LabelDialogProps {
  open: boolean;
  /** The label to change; null for a new one. */
  label: MultiPurposeLabelOut | null;
  onClose: () => void;
}

/** A colour as the browser's colour input holds it: `#rrggbb`, lower case; anything else the default. */
function colorInputValue(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : DEFAULT_LABEL_COLOR.toLowerCase();
}

/** Creates or changes a shopping label: its name and colour (the browser's own colour picker). */
export function LabelDialog({ open, label, onClose }: LabelDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        {label ? t("dataManagement.labels.editTitle") : t("dataManagement.labels.createTitle")}
      </DialogTitle>
      {open && <LabelForm label={label} onClose={onClose} />}
    </Dialog>
  );
}

function LabelForm({ label, onClose }: Omit<LabelDialogProps, "open">) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveLabel();
  const [name, setName] = useState(label?.name ?? "");
  const [color, setColor] = useState(colorInputValue(label?.color ?? DEFAULT_LABEL_COLOR));
  const { errorOf, trySubmit } = useFormErrors({ name: nameError(name) });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trySubmit()) return;
    save.mutate(
      { id: label?.id ?? null, label: { name: name.trim(), color: color.toUpperCase() } },
      {
        onSuccess: (saved) => {
          toast.success(t("dataManagement.saved", { name: saved.name }));
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t("dataManagement.labels.formLabel")}>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
        <TextField
          autoFocus
          required
          label={t("dataManagement.fields.name")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errorOf("name") !== undefined}
          helperText={errorOf("name")}
          sx={{ mt: 1 }}
        />
        <TextField
          type="color"
          label={t("dataManagement.fields.color")}
          value={color}
          onChange={(event) => setColor(colorInputValue(event.target.value))}
          helperText={t("dataManagement.fields.colorHint", { color: color.toUpperCase() })}
          slotProps={{ htmlInput: { sx: { height: 40, cursor: "pointer" } } }}
        />
        <Box aria-hidden sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <LabelChip name={name.trim() || t("dataManagement.labels.preview")} color={color} />
        </Box>
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
