import type { IngredientFood, MultiPurposeLabelOut } from "@larder/shared";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import { useAssignFoodLabel } from "../../api/foods/manageMutations";
import { useToast } from "../../components/Toast/ToastContext";
import { useTranslation } from "../../i18n";

interface AssignLabelDialogProps {
  open: boolean;
  /** The foods picked in the table. */
  foods: IngredientFood[];
  labels: MultiPurposeLabelOut[];
  onClose: () => void;
  /** Told once the foods have their label, so that the table can forget the picked rows. */
  onAssigned: () => void;
}

const NO_LABEL = "";

/** Gives every picked food one shopping label (or takes their labels away). */
export function AssignLabelDialog({ open, foods, labels, onClose, onAssigned }: AssignLabelDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const toast = useToast();
  const assign = useAssignFoodLabel();
  const [labelId, setLabelId] = useState(NO_LABEL);
  const label = labels.find((each) => each.id === labelId);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("dataManagement.assignLabel.title", { count: foods.length })}</DialogTitle>
      <form
        aria-label={t("dataManagement.assignLabel.formLabel")}
        onSubmit={(event) => {
          event.preventDefault();
          assign.mutate(
            { foods, labelId: label?.id ?? null },
            {
              onSuccess: (changed) => {
                toast.success(
                  label
                    ? t("dataManagement.assignLabel.done", { count: changed, label: label.name })
                    : t("dataManagement.assignLabel.removed", { count: changed }),
                );
                onAssigned();
                onClose();
              },
            },
          );
        }}
      >
        <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <DialogContentText>{t("dataManagement.assignLabel.explain")}</DialogContentText>
          <TextField
            select
            autoFocus
            label={t("dataManagement.fields.label")}
            value={labelId}
            onChange={(event) => setLabelId(event.target.value)}
          >
            <MenuItem value={NO_LABEL}>{t("dataManagement.fields.noLabel")}</MenuItem>
            {labels.map((each) => (
              <MenuItem key={each.id} value={each.id}>
                {each.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("general.cancel")}</Button>
          <Button type="submit" variant="contained" loading={assign.isPending}>
            {t("dataManagement.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
