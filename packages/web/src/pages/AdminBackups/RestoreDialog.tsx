import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n";

interface RestoreDialogProps {
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A restore replaces everything: the administrator types the backup's name to go ahead. */
export function RestoreDialog({ name, pending, onConfirm, onClose }: RestoreDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [typed, setTyped] = useState("");
  const matches = typed.trim() === name;
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t("adminBackups.restoreTitle")}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t("adminBackups.restoreWarning")}
        </Alert>
        <DialogContentText sx={{ mb: 2 }}>{t("adminBackups.restoreTypeName", { name })}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          label={t("adminBackups.restoreNameLabel")}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t("general.cancel")}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={!matches} loading={pending}>
          {t("adminBackups.restoreConfirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
