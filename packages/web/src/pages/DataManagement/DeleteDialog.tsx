import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useTranslation } from "../../i18n";

/** How many things use the item: being counted, counted, or not countable. */
export interface Usage {
  count: number | undefined;
  failed: boolean;
}

interface DeleteDialogProps {
  open: boolean;
  name: string;
  /** What the item's use amounts to, once counted; absent where nothing can use the item. */
  usage?: Usage;
  usageMessage?: (count: number) => string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting one item of the group's data, saying first how much uses it. */
export function DeleteDialog({ open, name, usage, usageMessage, pending, onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  let message = t("dataManagement.delete.cannotUndo");
  if (usage && usageMessage) {
    if (usage.failed) message = t("dataManagement.delete.uncounted");
    else if (usage.count === undefined) message = t("dataManagement.delete.counting");
    else message = `${usageMessage(usage.count)} ${t("dataManagement.delete.cannotUndo")}`;
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{t("dataManagement.delete.title", { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} role="status">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={pending}>
          {t("general.delete")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
