import { type ReadWebhook, requiredRule, urlRule } from "@larder/shared";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { useSaveWebhook, type WebhookDraft } from "../../api/webhooks/mutations";
import { LocalNetworkField } from "../../components/EventTargets/LocalNetworkField";
import { SwitchField } from "../../components/SwitchField/SwitchField";
import { useToast } from "../../components/Toast/ToastContext";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTranslation } from "../../i18n";
import { localToUtcTime, utcToLocalTime } from "./scheduledTime";

interface WebhookDialogProps {
  open: boolean;
  /** The webhook to change; null for a new one. */
  webhook: ReadWebhook | null;
  onClose: () => void;
}

const messageOf = (result: true | string) => (result === true ? undefined : result);

/** What the form edits: the daily time as the user's local `HH:MM`. */
function draftOf(webhook: ReadWebhook | null): WebhookDraft {
  if (!webhook) return { name: "", url: "", enabled: true, scheduledTime: "18:00", localNetwork: false };
  return {
    name: webhook.name,
    url: webhook.url,
    enabled: webhook.enabled,
    scheduledTime: utcToLocalTime(webhook.scheduledTime),
    localNetwork: webhook.localNetwork,
  };
}

/** Creates or changes a webhook: a name, the address the day's meal plan is posted to, and when. */
export function WebhookDialog({ open, webhook, onClose }: WebhookDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{webhook ? t("webhooks.editTitle") : t("webhooks.createTitle")}</DialogTitle>
      {open && <WebhookForm webhook={webhook} onClose={onClose} />}
    </Dialog>
  );
}

function WebhookForm({ webhook, onClose }: Omit<WebhookDialogProps, "open">) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveWebhook();
  const [draft, setDraft] = useState<WebhookDraft>(() => draftOf(webhook));
  const change = (changes: Partial<WebhookDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const url = draft.url.trim();
  const { errorOf, trySubmit } = useFormErrors({
    name: messageOf(requiredRule(draft.name.trim())),
    url: messageOf(requiredRule(url)) ?? messageOf(urlRule(url)),
    scheduledTime: messageOf(requiredRule(draft.scheduledTime)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trySubmit()) return;
    save.mutate(
      { id: webhook?.id ?? null, draft: { ...draft, scheduledTime: localToUtcTime(draft.scheduledTime) } },
      {
        onSuccess: (saved) => {
          toast.success(t("webhooks.saved", { name: saved.name }));
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t("webhooks.formLabel")}>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
        <TextField
          autoFocus
          required
          label={t("webhooks.fields.name")}
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
          error={errorOf("name") !== undefined}
          helperText={errorOf("name")}
          sx={{ mt: 1 }}
        />
        <TextField
          required
          type="url"
          label={t("webhooks.fields.url")}
          value={draft.url}
          onChange={(event) => change({ url: event.target.value })}
          error={errorOf("url") !== undefined}
          helperText={errorOf("url") ?? t("webhooks.urlHint")}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <TextField
          required
          type="time"
          label={t("webhooks.fields.time")}
          value={draft.scheduledTime}
          onChange={(event) => change({ scheduledTime: event.target.value })}
          error={errorOf("scheduledTime") !== undefined}
          helperText={errorOf("scheduledTime") ?? t("webhooks.timeHint")}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <SwitchField
          label={t("webhooks.fields.enabled")}
          hint={t("webhooks.enabledHint")}
          checked={draft.enabled}
          onChange={(enabled) => change({ enabled })}
        />
        <LocalNetworkField checked={draft.localNetwork} onChange={(localNetwork) => change({ localNetwork })} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t("dataManagement.save")}
        </Button>
      </DialogActions>
    </form>
  );
}
