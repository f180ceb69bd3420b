import { GROUP_NAME_TAKEN_MESSAGE, type GroupInDB, requiredRule } from "@larder/shared";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { useCreateGroupMutation, useUpdateGroupMutation } from "../../api/admin/mutations";
import { useAvailabilityChecks } from "../../api/validators/queries";
import {
  GroupPreferencesFields,
  groupPreferenceValues,
} from "../../components/GroupPreferencesFields/GroupPreferencesFields";
import { useToast } from "../../components/Toast/ToastContext";
import { useTranslation } from "../../i18n";
import { translateRuleMessage } from "../../i18n/ruleMessages";

export type GroupDialogTarget = { mode: "create" } | { mode: "edit"; group: GroupInDB };

interface GroupFormDialogProps {
  target: GroupDialogTarget;
  onClose: () => void;
}

/** Creates a group by name, or renames one and sets its preferences. */
export function GroupFormDialog({ target, onClose }: GroupFormDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const { isGroupNameFree } = useAvailabilityChecks();
  const createGroup = useCreateGroupMutation();
  const updateGroup = useUpdateGroupMutation();
  const current = target.mode === "edit" ? target.group : null;
  const [name, setName] = useState(current?.name ?? "");
  const [preferences, setPreferences] = useState(() => groupPreferenceValues(current?.preferences ?? null));
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const findError = async (trimmed: string): Promise<string | null> => {
    const verdict = requiredRule(trimmed);
    if (verdict !== true) return verdict;
    // Its own name is not taken: a group may keep it, or change only its case.
    if (trimmed.toLowerCase() === current?.name.toLowerCase()) return null;
    setChecking(true);
    const free = await isGroupNameFree(trimmed);
    setChecking(false);
    return free ? null : GROUP_NAME_TAKEN_MESSAGE;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const found = await findError(trimmed);
    setError(found);
    if (found) return;

    const onSuccess = () => {
      toast.success(t(current ? "adminGroups.updated" : "adminGroups.created", { name: trimmed }));
      onClose();
    };
    if (current) {
      updateGroup.mutate({ id: current.id, name: trimmed, preferences }, { onSuccess });
    } else {
      createGroup.mutate(trimmed, { onSuccess });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <DialogTitle id={titleId}>{current ? t("adminGroups.editTitle") : t("adminGroups.createTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <TextField
              required
              fullWidth
              label={t("adminGroups.name")}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
              error={error !== null}
              helperText={error && translateRuleMessage(t, error)}
            />
            {current && (
              <>
                <Divider />
                <GroupPreferencesFields value={preferences} onChange={setPreferences} />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("general.cancel")}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={checking || createGroup.isPending || updateGroup.isPending}
          >
            {current ? t("adminGroups.save") : t("adminGroups.createSubmit")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
