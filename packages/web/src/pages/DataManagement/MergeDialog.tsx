import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";
import { useMergeFoods, useMergeUnits } from "../../api/foods/manageMutations";
import { useRecipeCountQuery } from "../../api/recipes/countQueries";
import { useTranslation } from "../../i18n";
import { deleteUsageMessage } from "./usageMessage";

interface Mergeable {
  id: string;
  name: string;
}

interface MergeDialogProps<T extends Mergeable> {
  kind: "foods" | "units";
  /** The food or unit that goes: its ingredients move to the one chosen. */
  from: T | null;
  /** Every food or unit of the group, to choose the one that stays. */
  items: readonly T[];
  onClose: () => void;
}

/** Merges a food (or unit) into another: its recipes use the other one, and it is deleted. */
export function MergeDialog<T extends Mergeable>({ kind, from, items, onClose }: MergeDialogProps<T>) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={from !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("dataManagement.merge.title", { name: from?.name ?? "" })}</DialogTitle>
      {from && <MergeForm kind={kind} from={from} items={items} onClose={onClose} />}
    </Dialog>
  );
}

function MergeForm<T extends Mergeable>({ kind, from, items, onClose }: MergeDialogProps<T> & { from: T }) {
  const { t } = useTranslation();
  const [into, setInto] = useState<T | null>(null);
  const mergeFoods = useMergeFoods();
  const mergeUnits = useMergeUnits();
  const merge = kind === "foods" ? mergeFoods : mergeUnits;
  const usage = useRecipeCountQuery(
    kind === "foods" ? { foods: [from.id] } : { queryFilter: `recipeIngredient.unit.id = "${from.id}"` },
  );
  const others = items.filter((item) => item.id !== from.id);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (into) merge.mutate({ from: from.id, to: into.id }, { onSuccess: onClose });
      }}
      aria-label={t("dataManagement.merge.formLabel")}
    >
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        <DialogContentText>{t(`dataManagement.merge.explain.${kind}`, { name: from.name })}</DialogContentText>
        <DialogContentText role="status">
          {usage.data === undefined
            ? usage.isError
              ? t("dataManagement.delete.uncounted")
              : t("dataManagement.delete.counting")
            : deleteUsageMessage(t, kind, from.name, usage.data)}
        </DialogContentText>
        <Autocomplete<T, false, false, false>
          options={others}
          value={into}
          onChange={(_event, chosen) => setInto(chosen)}
          getOptionLabel={(option) => option.name}
          getOptionKey={(option) => option.id}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText={t("general.noMatches")}
          renderInput={(params) => (
            <TextField {...params} autoFocus required label={t(`dataManagement.merge.into.${kind}`)} />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" color="warning" disabled={!into} loading={merge.isPending}>
          {t("dataManagement.merge.confirm")}
        </Button>
      </DialogActions>
    </form>
  );
}
