import { type EventOption, type GroupEventNotifierOut, requiredRule } from "@larder/shared";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../api/errors";
import { type NotifierDraft, useSaveNotifier } from "../../api/notifiers/mutations";
import { LocalNetworkField } from "../../components/EventTargets/LocalNetworkField";
import { SwitchField } from "../../components/SwitchField/SwitchField";
import { useToast } from "../../components/Toast/ToastContext";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTranslation } from "../../i18n";
import { CHOSEN_OPTIONS, EVENT_GROUPS } from "./eventGroups";
import { NotifierUrlHelp } from "./NotifierUrlHelp";

interface NotifierDialogProps {
  open: boolean;
  /** The notifier to change; null for a new one. */
  notifier: GroupEventNotifierOut | null;
  onClose: () => void;
}

type Options = NotifierDraft["options"];

const messageOf = (result: true | string) => (result === true ? undefined : result);

function draftOf(notifier: GroupEventNotifierOut | null): NotifierDraft {
  if (!notifier) {
    const options = Object.fromEntries(CHOSEN_OPTIONS.map((option) => [option, false]));
    return {
      name: "",
      appriseUrl: "",
      enabled: true,
      localNetwork: false,
      options: { testMessage: false, webhookTask: false, ...options } as Options,
    };
  }
  const { id: _optionsId, ...options } = notifier.options;
  return {
    name: notifier.name,
    // The saved URL is never answered: its masked form stands in, and sent back unchanged keeps it.
    appriseUrl: notifier.appriseUrlMasked,
    enabled: notifier.enabled,
    localNetwork: notifier.localNetwork,
    options,
  };
}

/** Creates or changes a notifier: a name, its Apprise-style address, and the events it is told of. */
export function NotifierDialog({ open, notifier, onClose }: NotifierDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>{notifier ? t("notifiers.editTitle") : t("notifiers.createTitle")}</DialogTitle>
      {open && <NotifierForm notifier={notifier} onClose={onClose} />}
    </Dialog>
  );
}

function NotifierForm({ notifier, onClose }: Omit<NotifierDialogProps, "open">) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveNotifier();
  const [draft, setDraft] = useState<NotifierDraft>(() => draftOf(notifier));
  /** The server's verdict on the address (an unsupported scheme), shown until the address changes. */
  const [urlVerdict, setUrlVerdict] = useState<string | undefined>();
  const change = (changes: Partial<NotifierDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const setOptions = (options: readonly EventOption[], on: boolean) =>
    setDraft((current) => ({
      ...current,
      options: { ...current.options, ...Object.fromEntries(options.map((option) => [option, on])) },
    }));
  const { errorOf, trySubmit } = useFormErrors(
    {
      name: messageOf(requiredRule(draft.name.trim())),
      appriseUrl: messageOf(requiredRule(draft.appriseUrl.trim())),
    },
    { appriseUrl: urlVerdict },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trySubmit()) return;
    save.mutate(
      { id: notifier?.id ?? null, draft },
      {
        onSuccess: (saved) => {
          toast.success(t("notifiers.saved", { name: saved.name }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setUrlVerdict(error.message);
        },
      },
    );
  }

  const chosen = CHOSEN_OPTIONS.filter((option) => draft.options[option]).length;

  return (
    <form onSubmit={submit} noValidate aria-label={t("notifiers.formLabel")} style={{ display: "contents" }}>
      <DialogContent dividers sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        <TextField
          autoFocus
          required
          label={t("notifiers.fields.name")}
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
          error={errorOf("name") !== undefined}
          helperText={errorOf("name")}
        />
        <Box>
          <TextField
            required
            fullWidth
            label={t("notifiers.fields.appriseUrl")}
            value={draft.appriseUrl}
            onChange={(event) => {
              setUrlVerdict(undefined);
              change({ appriseUrl: event.target.value });
            }}
            error={errorOf("appriseUrl") !== undefined}
            helperText={errorOf("appriseUrl") ?? (notifier ? t("notifiers.urlKeptHint") : t("notifiers.urlHint"))}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: "off", autoCorrect: "off" } }}
          />
          <NotifierUrlHelp />
        </Box>
        <SwitchField
          label={t("notifiers.fields.enabled")}
          hint={t("notifiers.enabledHint")}
          checked={draft.enabled}
          onChange={(enabled) => change({ enabled })}
        />
        <LocalNetworkField checked={draft.localNetwork} onChange={(localNetwork) => change({ localNetwork })} />
        <Box>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
            <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
              {t("notifiers.events.heading", { count: chosen })}
            </Typography>
            <Button size="small" onClick={() => setOptions(CHOSEN_OPTIONS, true)}>
              {t("notifiers.events.selectAll")}
            </Button>
            <Button size="small" onClick={() => setOptions(CHOSEN_OPTIONS, false)}>
              {t("notifiers.events.selectNone")}
            </Button>
          </Box>
          <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: 1 }}>
            {EVENT_GROUPS.map((group) => {
              const on = group.options.filter((option) => draft.options[option]).length;
              return (
                <FormControl key={group.id} component="fieldset" variant="standard">
                  <FormLabel component="legend" sx={{ fontWeight: 500 }}>
                    {t(`notifiers.events.groups.${group.id}`)}
                  </FormLabel>
                  {group.options.length > 1 && (
                    <FormControlLabel
                      label={t("notifiers.events.all")}
                      control={
                        <Checkbox
                          size="small"
                          checked={on === group.options.length}
                          indeterminate={on > 0 && on < group.options.length}
                          onChange={(event) => setOptions(group.options, event.target.checked)}
                          slotProps={{
                            input: {
                              "aria-label": t("notifiers.events.allOf", {
                                group: t(`notifiers.events.groups.${group.id}`),
                              }),
                            },
                          }}
                        />
                      }
                    />
                  )}
                  <FormGroup sx={{ pl: group.options.length > 1 ? 2 : 0 }}>
                    {group.options.map((option) => (
                      <FormControlLabel
                        key={option}
                        label={t(`integrations.events.${option}`)}
                        control={
                          <Checkbox
                            size="small"
                            checked={draft.options[option]}
                            onChange={(event) => setOptions([option], event.target.checked)}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                </FormControl>
              );
            })}
          </Box>
        </Box>
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
