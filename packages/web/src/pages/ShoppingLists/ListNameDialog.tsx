import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "../../i18n";

interface ListNameDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  pending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Names a new list or renames one. */
export function ListNameDialog({ open, title, ...form }: ListNameDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={form.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open && <ListNameForm {...form} />}
    </Dialog>
  );
}

function ListNameForm({
  submitLabel,
  initialName,
  pending,
  onSubmit,
  onClose,
}: Omit<ListNameDialogProps, "open" | "title">) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [submitted, setSubmitted] = useState(false);
  const missing = name.trim() === "";

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!missing) onSubmit(name.trim());
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          autoFocus
          fullWidth
          required
          label={t("shoppingList.name")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={submitted && missing}
          helperText={submitted && missing ? t("validation.required") : " "}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
