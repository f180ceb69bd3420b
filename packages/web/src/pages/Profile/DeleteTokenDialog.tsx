import type { ApiTokenOut } from "@larder/shared";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useDeleteApiTokenMutation } from "../../api/users/mutations";
import { useToast } from "../../components/Toast/ToastContext";
import { useTranslation } from "../../i18n";

interface DeleteTokenDialogProps {
  /** The token to confirm; null keeps the dialog closed. */
  token: ApiTokenOut | null;
  onClose: () => void;
}

export function DeleteTokenDialog({ token, onClose }: DeleteTokenDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const deleteToken = useDeleteApiTokenMutation();

  const handleDelete = () => {
    if (!token) return;
    deleteToken.mutate(token.id, {
      onSuccess: () => toast.success(t("profile.tokens.deleted", { name: token.name })),
      onSettled: onClose,
    });
  };

  return (
    <Dialog open={token !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t("profile.tokens.deleteTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("profile.tokens.deleteWarning", { name: token?.name ?? "" })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button color="error" variant="contained" onClick={handleDelete} loading={deleteToken.isPending}>
          {t("general.delete")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
