import { requiredRule, validateUserForm } from "@larder/shared";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../api/errors";
import { useChangePasswordMutation } from "../../api/users/mutations";
import { NewPasswordFields } from "../../components/NewPasswordFields/NewPasswordFields";
import { useToast } from "../../components/Toast/ToastContext";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTranslation } from "../../i18n";

/** The server's answer to a wrong current password ("Existing password does not match"). */
const WRONG_PASSWORD_STATUS = 400;

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {/* Its own component so that the dialog's unmounting of closed content clears what was typed. */}
      <ChangePasswordForm titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

function ChangePasswordForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const changePassword = useChangePasswordMutation();
  const [currentPassword, setCurrentPassword] = useState("");
  const [password, setPassword] = useState("");
  const [passwordConfirm, setPasswordConfirm] = useState("");

  const currentPasswordCheck = requiredRule(currentPassword);
  const passwordErrors = validateUserForm({ password, passwordConfirm }, { mode: "create" });
  const ruleErrors = {
    currentPassword: currentPasswordCheck === true ? undefined : currentPasswordCheck,
    password: passwordErrors.password,
    passwordConfirm: passwordErrors.passwordConfirm,
  };
  const { errorOf, trySubmit } = useFormErrors(ruleErrors);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trySubmit()) return;
    changePassword.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          toast.success(t("profile.password.changed"));
          onClose();
        },
      },
    );
  };

  const { error } = changePassword;
  const errorMessage =
    error instanceof ApiError && error.status === WRONG_PASSWORD_STATUS ? error.message : t("profile.password.failed");

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>{t("profile.password.title")}</DialogTitle>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        {error && <Alert severity="error">{errorMessage}</Alert>}
        <TextField
          label={t("profile.password.current")}
          type="password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          autoComplete="current-password"
          autoFocus
          required
          error={errorOf("currentPassword") !== undefined}
          helperText={errorOf("currentPassword")}
          sx={{ mt: 1 }}
        />
        <NewPasswordFields
          password={password}
          passwordConfirm={passwordConfirm}
          onPasswordChange={setPassword}
          onPasswordConfirmChange={setPasswordConfirm}
          errors={{ password: errorOf("password"), passwordConfirm: errorOf("passwordConfirm") }}
          labels={{ password: t("profile.password.new"), passwordConfirm: t("profile.password.confirm") }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" loading={changePassword.isPending}>
          {t("profile.password.submit")}
        </Button>
      </DialogActions>
    </form>
  );
}
