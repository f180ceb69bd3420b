import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { CopyableLinkField } from "../../components/CopyableLinkField/CopyableLinkField";
import { useTranslation } from "../../i18n";

interface PasswordResetLinkDialogProps {
  username: string;
  link: string;
  onClose: () => void;
}

/** A reset link the administrator hands on, for a user who cannot receive the mailed one. */
export function PasswordResetLinkDialog({ username, link, onClose }: PasswordResetLinkDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("adminUsers.passwordReset.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t("adminUsers.passwordReset.description", { username })}</DialogContentText>
        <CopyableLinkField
          label={t("adminUsers.passwordReset.link")}
          link={link}
          copyLabel={t("adminUsers.passwordReset.copy")}
          copiedMessage={t("adminUsers.passwordReset.copied")}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
