import { composeRules, type EmailSendResult, emailRule, requiredRule } from "@larder/shared";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useState } from "react";
import { useSendTestEmailMutation } from "../../api/admin/mutations";
import { useTranslation } from "../../i18n";
import { translateRuleMessage } from "../../i18n/ruleMessages";

const testAddressRule = composeRules(requiredRule, emailRule);

/** Sends a test mail, to see the SMTP settings work end to end. */
export function TestEmailForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const sendTestEmail = useSendTestEmailMutation();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ email: string; result: EmailSendResult } | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    const verdict = testAddressRule(address);
    if (verdict !== true) {
      setError(translateRuleMessage(t, verdict));
      return;
    }
    setOutcome(null);
    sendTestEmail.mutate(address, { onSuccess: (result) => setOutcome({ email: address, result }) });
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        {t("siteSettings.testEmail.heading")}
      </Typography>
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <TextField
          size="small"
          type="email"
          label={t("siteSettings.testEmail.address")}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" loading={sendTestEmail.isPending}>
          {t("siteSettings.testEmail.send")}
        </Button>
      </Box>
      {outcome &&
        (outcome.result.success ? (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t("siteSettings.testEmail.sent", { email: outcome.email })}
          </Alert>
        ) : (
          <Alert severity="error" sx={{ mt: 2 }}>
            {outcome.result.error || t("siteSettings.testEmail.failed")}
          </Alert>
        ))}
    </Box>
  );
}
