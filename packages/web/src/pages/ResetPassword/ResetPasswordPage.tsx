import { validateUserForm } from "@larder/shared";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../api/errors";
import { useResetPasswordMutation } from "../../api/users/mutations";
import { AuthCard } from "../../components/AuthCard/AuthCard";
import { NewPasswordFields } from "../../components/NewPasswordFields/NewPasswordFields";
import { useToast } from "../../components/Toast/ToastContext";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTranslation } from "../../i18n";
import { paths } from "../../routes/paths";

const INVALID_LINK_STATUS = 400;

/** Where the e-mailed reset link (`/reset-password?token=...`) leads. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <AuthCard title={t("passwordReset.reset.title")}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert severity="warning">{t("passwordReset.reset.missingToken")}</Alert>
      )}
      <Button component={RouterLink} to={paths.forgotPassword}>
        {t("passwordReset.requestLink")}
      </Button>
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const resetPassword = useResetPasswordMutation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [passwordConfirm, setPasswordConfirm] = useState("");

  const trimmedEmail = email.trim();
  const userErrors = validateUserForm({ email: trimmedEmail, password, passwordConfirm }, { mode: "create" });
  const ruleErrors = {
    email: userErrors.email,
    password: userErrors.password,
    passwordConfirm: userErrors.passwordConfirm,
  };
  const { errorOf, trySubmit } = useFormErrors(ruleErrors);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trySubmit()) return;
    resetPassword.mutate(
      { token, email: trimmedEmail, password, passwordConfirm },
      {
        onSuccess: () => {
          toast.success(t("passwordReset.reset.success"));
          void navigate(paths.login);
        },
      },
    );
  };

  const { error } = resetPassword;
  const errorMessage =
    error instanceof ApiError && error.status === INVALID_LINK_STATUS ? error.message : t("passwordReset.reset.failed");

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      {error && <Alert severity="error">{errorMessage}</Alert>}
      <TextField
        label={t("passwordReset.email")}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoComplete="email"
        autoFocus
        required
        error={errorOf("email") !== undefined}
        helperText={errorOf("email")}
      />
      <NewPasswordFields
        password={password}
        passwordConfirm={passwordConfirm}
        onPasswordChange={setPassword}
        onPasswordConfirmChange={setPasswordConfirm}
        errors={{ password: errorOf("password"), passwordConfirm: errorOf("passwordConfirm") }}
        labels={{ password: t("passwordReset.newPassword"), passwordConfirm: t("passwordReset.newPasswordConfirm") }}
      />
      <Button type="submit" variant="contained" size="large" loading={resetPassword.isPending}>
        {t("passwordReset.reset.submit")}
      </Button>
    </Box>
  );
}
