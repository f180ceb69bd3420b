import { composeRules, emailRule, requiredRule } from "@larder/shared";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { Link as RouterLink } from "react-router";
import { ApiError } from "../../api/errors";
import { EMAIL_NOT_CONFIGURED_STATUS, useForgotPasswordMutation } from "../../api/users/mutations";
import { AuthCard } from "../../components/AuthCard/AuthCard";
import { useTranslation } from "../../i18n";
import { translateRuleMessage } from "../../i18n/ruleMessages";
import { paths } from "../../routes/paths";

const emailAddressRule = composeRules(requiredRule, emailRule);

/**
 * Asks for a reset link. The confirmation is the same whether or not an account uses the address,
 * so the page cannot be used to find out who has one.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgotPassword = useForgotPasswordMutation();
  const [email, setEmail] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const emailCheck = emailAddressRule(email.trim());
  const emailError = submitted && emailCheck !== true ? translateRuleMessage(t, emailCheck) : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailCheck === true) forgotPassword.mutate({ email: email.trim() });
  };

  const { error } = forgotPassword;
  const errorMessage =
    error instanceof ApiError && error.status === EMAIL_NOT_CONFIGURED_STATUS
      ? error.message
      : t("passwordReset.forgot.failed");

  return (
    <AuthCard title={t("passwordReset.forgot.title")}>
      {forgotPassword.isSuccess ? (
        <Alert severity="success">{t("passwordReset.forgot.sent")}</Alert>
      ) : (
        <Box
          component="form"
          onSubmit={handleSubmit}
          noValidate
          sx={{ display: "flex", flexDirection: "column", gap: 2 }}
        >
          <Typography color="text.secondary">{t("passwordReset.forgot.description")}</Typography>
          {error && <Alert severity="error">{errorMessage}</Alert>}
          <TextField
            label={t("passwordReset.email")}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            autoFocus
            required
            error={emailError !== undefined}
            helperText={emailError}
          />
          <Button type="submit" variant="contained" size="large" loading={forgotPassword.isPending}>
            {t("passwordReset.forgot.submit")}
          </Button>
        </Box>
      )}
      <Button component={RouterLink} to={paths.login}>
        {t("passwordReset.backToLogin")}
      </Button>
    </AuthCard>
  );
}
