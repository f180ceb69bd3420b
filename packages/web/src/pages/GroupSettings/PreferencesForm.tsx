import type { ReadGroupPreferences } from "@larder/shared";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { type FormEvent, useState } from "react";
import { useUpdateGroupPreferencesMutation } from "../../api/groups/mutations";
import {
  GroupPreferencesFields,
  groupPreferenceValues,
} from "../../components/GroupPreferencesFields/GroupPreferencesFields";
import { useToast } from "../../components/Toast/ToastContext";
import { useTranslation } from "../../i18n";

interface PreferencesFormProps {
  preferences: ReadGroupPreferences;
  /** Managers change the preferences; everyone else reads them (SPEC §6). */
  canEdit: boolean;
}

export function PreferencesForm({ preferences, canEdit }: PreferencesFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const updatePreferences = useUpdateGroupPreferencesMutation();
  const [values, setValues] = useState(() => groupPreferenceValues(preferences));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    updatePreferences.mutate(values, { onSuccess: () => toast.success(t("group.saved")) });
  };

  return (
    <Box component="form" onSubmit={handleSubmit} aria-label={t("group.preferencesHeading")}>
      <GroupPreferencesFields value={values} onChange={setValues} disabled={!canEdit} />
      {canEdit && (
        <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
          <Button type="submit" variant="contained" loading={updatePreferences.isPending}>
            {t("group.save")}
          </Button>
        </Box>
      )}
    </Box>
  );
}
