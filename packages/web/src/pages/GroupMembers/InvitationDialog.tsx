import { composeRules, emailRule, type ReadInviteToken, requiredRule } from "@larder/shared";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { useCreateInvitationMutation, useEmailInvitationMutation } from "../../api/groups/mutations";
import { CopyableLinkField } from "../../components/CopyableLinkField/CopyableLinkField";
import { useToast } from "../../components/Toast/ToastContext";
import { useTranslation } from "../../i18n";
import { translateRuleMessage } from "../../i18n/ruleMessages";
import { paths } from "../../routes/paths";

const MAX_USES = 100;
const invitationEmailRule = composeRules(requiredRule, emailRule);

interface InvitationDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Makes an invitation link to the user's group, to copy or to mail. */
export function InvitationDialog({ open, onClose }: InvitationDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("invitations.title")}</DialogTitle>
      {/* Mounted only while open, so that every opening starts a new invitation. */}
      {open && <InvitationContent />}
      <DialogActions>
        <Button onClick={onClose}>{t("general.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}

function InvitationContent() {
  const { t } = useTranslation();
  const createInvitation = useCreateInvitationMutation();
  const [uses, setUses] = useState("1");
  const [invitation, setInvitation] = useState<ReadInviteToken | null>(null);
  const usesCount = Number(uses);
  const usesValid = Number.isInteger(usesCount) && usesCount >= 1 && usesCount <= MAX_USES;

  const handleGenerate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (usesValid) createInvitation.mutate(usesCount, { onSuccess: setInvitation });
  };

  return (
    <DialogContent>
      <DialogContentText sx={{ mb: 2 }}>{t("invitations.description")}</DialogContentText>
      <Box component="form" onSubmit={handleGenerate} sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <TextField
          size="small"
          type="number"
          label={t("invitations.uses")}
          value={uses}
          onChange={(event) => setUses(event.target.value)}
          error={!usesValid}
          helperText={usesValid ? undefined : t("invitations.usesRange", { max: MAX_USES })}
          slotProps={{ htmlInput: { min: 1, max: MAX_USES, step: 1 } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={!usesValid} loading={createInvitation.isPending}>
          {t("invitations.generate")}
        </Button>
      </Box>
      {invitation && (
        <Stack spacing={2} sx={{ mt: 3 }}>
          <CopyableLinkField
            label={t("invitations.link")}
            link={`${window.location.origin}${paths.register}?token=${encodeURIComponent(invitation.token)}`}
            copyLabel={t("invitations.copyLink")}
            copiedMessage={t("invitations.linkCopied")}
          />
          <InvitationEmailForm token={invitation.token} />
        </Stack>
      )}
    </DialogContent>
  );
}

function InvitationEmailForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const emailInvitation = useEmailInvitationMutation();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);

  const handleSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const verdict = invitationEmailRule(email.trim());
    if (verdict !== true) {
      setError(translateRuleMessage(t, verdict));
      return;
    }
    emailInvitation.mutate(
      { email: email.trim(), token },
      {
        onSuccess: (result) => {
          if (result.success) {
            toast.success(t("invitations.emailSent", { email: email.trim() }));
            setEmail("");
          } else {
            toast.error(result.error || t("invitations.emailFailed"));
          }
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={handleSend} noValidate sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
      <TextField
        size="small"
        type="email"
        label={t("invitations.email")}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" loading={emailInvitation.isPending}>
        {t("invitations.send")}
      </Button>
    </Box>
  );
}
