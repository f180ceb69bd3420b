import type { PlanEntryType, ReadPlanEntry } from "@larder/shared";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import type { PlanSlot } from "../../api/mealplans/mutations";
import { MealTypeField } from "../../components/MealTypeField/MealTypeField";
import { useTranslation } from "../../i18n";
import { useEntryName } from "./PlanEntryContent";

interface MoveEntryDialogProps {
  /** The entry to move; null while closed. */
  entry: ReadPlanEntry | null;
  /** The days shown, with their labels: where the entry may go. */
  days: { day: string; label: string }[];
  onMove: (entry: ReadPlanEntry, to: PlanSlot) => void;
  onClose: () => void;
}

/** Moves an entry to another day or meal type without dragging: the keyboard's way (and a phone's). */
export function MoveEntryDialog({ entry, days, onMove, onClose }: MoveEntryDialogProps) {
  const { t } = useTranslation();
  const nameOf = useEntryName();
  const titleId = useId();
  return (
    // Focus goes to the moved entry, not back to a menu button that has left with it.
    <Dialog
      open={entry !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      disableRestoreFocus
    >
      <DialogTitle id={titleId}>{entry && t("mealPlan.moveDialog.title", { name: nameOf(entry) })}</DialogTitle>
      {entry && <MoveForm entry={entry} days={days} onMove={onMove} onClose={onClose} />}
    </Dialog>
  );
}

function MoveForm({ entry, days, onMove, onClose }: MoveEntryDialogProps & { entry: ReadPlanEntry }) {
  const { t } = useTranslation();
  const [day, setDay] = useState(entry.date);
  const [entryType, setEntryType] = useState<PlanEntryType>(entry.entryType);
  // An entry is shown only on a day of the range, so its own day is always among the choices.
  const unchanged = day === entry.date && entryType === entry.entryType;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!unchanged) onMove(entry, { date: day, entryType });
    onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
        <TextField
          select
          autoFocus
          label={t("mealPlan.moveDialog.day")}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          sx={{ mt: 1 }}
        >
          {days.map((each) => (
            <MenuItem key={each.day} value={each.day}>
              {each.label}
            </MenuItem>
          ))}
        </TextField>
        <MealTypeField value={entryType} onChange={setEntryType} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained">
          {t("mealPlan.moveDialog.submit")}
        </Button>
      </DialogActions>
    </form>
  );
}
