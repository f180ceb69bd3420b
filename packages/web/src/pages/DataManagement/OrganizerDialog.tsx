import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { useSaveOrganizer } from "../../api/organizers/mutations";
import type { Organizer, OrganizerKind } from "../../api/organizers/queries";
import { SwitchField } from "../../components/SwitchField/SwitchField";
import { useToast } from "../../components/Toast/ToastContext";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTranslation } from "../../i18n";
import { nameError } from "./nameRule";

interface OrganizerDialogProps {
  kind: OrganizerKind;
  open: boolean;
  /** The organizer to rename; null for a new one. */
  organizer: Organizer | null;
  onClose: () => void;
}

/** Creates or renames a category, tag or tool (and says whether the household has the tool). */
export function OrganizerDialog({ kind, open, organizer, onClose }: OrganizerDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        {organizer ? t(`dataManagement.${kind}.editTitle`) : t(`dataManagement.${kind}.createTitle`)}
      </DialogTitle>
      {open && <OrganizerForm kind={kind} organizer={organizer} onClose={onClose} />}
    </Dialog>
  );
}

function OrganizerForm({ kind, organizer, onClose }: Omit<OrganizerDialogProps, "open">) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveOrganizer(kind);
  const [name, setName] = useState(organizer?.name ?? "");
  const [onHand, setOnHand] = useState(organizer?.onHand ?? false);
  const { errorOf, trySubmit } = useFormErrors({ name: nameError(name) });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trySubmit()) return;
    save.mutate(
      { id: organizer?.id ?? null, fields: { name: name.trim(), onHand } },
      {
        onSuccess: (saved) => {
          toast.success(t("dataManagement.saved", { name: saved.name }));
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t(`dataManagement.${kind}.formLabel`)}>
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
        {kind === "tools" && (
          <SwitchField
            label={t("dataManagement.fields.onHand")}
            hint={t("dataManagement.fields.toolOnHandHint")}
            checked={onHand}
            onChange={setOnHand}
          />
        )}
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
