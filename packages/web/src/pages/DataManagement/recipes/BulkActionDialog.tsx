import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { type FormEvent, useId, useState } from "react";
import type { BulkAction, BulkSettings } from "../../../api/exports/mutations";
import { useOrganizersQuery } from "../../../api/organizers/queries";
import { OrganizerPicker, type PickedOrganizer } from "../../../components/OrganizerPicker/OrganizerPicker";
import { SwitchField } from "../../../components/SwitchField/SwitchField";
import { useTranslation } from "../../../i18n";
import type { AskingAction } from "./RecipesDataPage";

const OWN_GROUP = { kind: "group" } as const;

/** Mealie's defaults for settings set in bulk (the contract's): what the form starts from. */
export const DEFAULT_BULK_SETTINGS: BulkSettings = {
  public: false,
  showNutrition: false,
  showAssets: false,
  landscapeView: false,
  disableComments: true,
  disableAmount: true,
  locked: false,
};
const SETTINGS = Object.keys(DEFAULT_BULK_SETTINGS) as (keyof BulkSettings)[];

interface BulkActionDialogProps {
  action: AskingAction | null;
  /** How many recipes are picked. */
  count: number;
  /** Runs the action on the picked recipes; the dialog closes once it has. */
  onRun: (action: BulkAction) => Promise<void>;
  onClose: () => void;
}

/** What an action on many recipes needs before it runs: tags, categories, settings, or a yes to delete. */
export function BulkActionDialog({ action, count, onRun, onClose }: BulkActionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={action !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {action ? t(`dataManagement.recipes.dialog.${action}.title`, { count }) : ""}
      </DialogTitle>
      {action && <BulkActionForm action={action} count={count} onRun={onRun} onClose={onClose} />}
    </Dialog>
  );
}

function BulkActionForm({ action, count, onRun, onClose }: BulkActionDialogProps & { action: AskingAction }) {
  const { t } = useTranslation();
  const [organizers, setOrganizers] = useState<PickedOrganizer[]>([]);
  const [settings, setSettings] = useState<BulkSettings>(DEFAULT_BULK_SETTINGS);
  const [running, setRunning] = useState(false);
  const kind = action === "tag" ? "tags" : "categories";
  const options = useOrganizersQuery(kind, OWN_GROUP, { enabled: action === "tag" || action === "categorize" });

  const bulkAction = (): BulkAction => {
    const chosen = organizers.map(({ id, name, slug }) => ({ id, name, slug }));
    if (action === "tag") return { kind: "tag", tags: chosen };
    if (action === "categorize") return { kind: "categorize", categories: chosen };
    if (action === "settings") return { kind: "settings", settings };
    return { kind: "delete" };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRunning(true);
    try {
      await onRun(bulkAction());
      onClose();
    } catch {
      // The client has shown the server's refusal; the dialog stays for another try.
    } finally {
      setRunning(false);
    }
  }

  const picking = action === "tag" || action === "categorize";
  return (
    <form onSubmit={submit} noValidate aria-label={t(`dataManagement.recipes.dialog.${action}.title`, { count })}>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        <DialogContentText>{t(`dataManagement.recipes.dialog.${action}.explain`, { count })}</DialogContentText>
        {picking && (
          <OrganizerPicker
            label={t(`dataManagement.nav.${kind}`)}
            options={options.data ?? []}
            loading={options.isPending}
            value={organizers}
            onChange={setOrganizers}
          />
        )}
        {action === "settings" &&
          SETTINGS.map((setting) => (
            <SwitchField
              key={setting}
              label={t(`dataManagement.recipes.setting.${setting}`)}
              hint={t(`dataManagement.recipes.settingHint.${setting}`)}
              checked={settings[setting] ?? false}
              onChange={(checked) => setSettings((current) => ({ ...current, [setting]: checked }))}
            />
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button
          type="submit"
          variant="contained"
          color={action === "delete" ? "error" : "primary"}
          disabled={picking && organizers.length === 0}
          loading={running}
        >
          {t(`dataManagement.recipes.dialog.${action}.confirm`, { count })}
        </Button>
      </DialogActions>
    </form>
  );
}
