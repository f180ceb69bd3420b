import {
  formatQuantity,
  type IngredientFood,
  type IngredientUnit,
  type MultiPurposeLabelSummary,
  parseAmount,
  type ShoppingListItemOut,
} from "@larder/shared";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { useCreateFood, useCreateUnit } from "../../api/foods/mutations";
import { useFoodsQuery, useLabelsQuery, useUnitsQuery } from "../../api/foods/queries";
import { CreatablePicker } from "../../components/CreatablePicker/CreatablePicker";
import { useTranslation } from "../../i18n";

interface ItemEditDialogProps {
  /** The item being edited; null when the dialog is closed. */
  item: ShoppingListItemOut | null;
  onSave: (item: ShoppingListItemOut) => void;
  onDelete: (item: ShoppingListItemOut) => void;
  onClose: () => void;
}

/** Edits an item's quantity, unit, food, note and label, or deletes it. */
export function ItemEditDialog({ item, onSave, onDelete, onClose }: ItemEditDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("shoppingList.editTitle")}</DialogTitle>
      {item && <ItemForm key={item.id} item={item} onSave={onSave} onDelete={onDelete} onClose={onClose} />}
    </Dialog>
  );
}

function ItemForm({ item, onSave, onDelete, onClose }: ItemEditDialogProps & { item: ShoppingListItemOut }) {
  const { t } = useTranslation();
  const units = useUnitsQuery();
  const foods = useFoodsQuery();
  const labels = useLabelsQuery();
  const createUnit = useCreateUnit();
  const createFood = useCreateFood();
  const [quantityText, setQuantityText] = useState(item.quantity ? formatQuantity(item.quantity) : "");
  const [unit, setUnit] = useState<IngredientUnit | null>(item.unit);
  const [food, setFood] = useState<IngredientFood | null>(item.food);
  const [note, setNote] = useState(item.note);
  const [labelId, setLabelId] = useState(item.label?.id ?? "");
  const quantity = quantityText.trim() === "" ? 0 : parseAmount(quantityText);
  const labelOptions: MultiPurposeLabelSummary[] = labels.data ?? (item.label ? [item.label] : []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (quantity === null) return;
    const label = labelOptions.find((option) => option.id === labelId) ?? null;
    onSave({
      ...item,
      quantity,
      unit,
      unitId: unit?.id ?? null,
      food,
      foodId: food?.id ?? null,
      isFood: food !== null,
      note: note.trim(),
      label,
      labelId: label?.id ?? null,
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 1, display: "flex", flexDirection: "column", gap: 2 }}>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1 }}>
          <TextField
            label={t("shoppingList.quantity")}
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value)}
            error={quantity === null}
            helperText={quantity === null ? t("shoppingList.quantityInvalid") : undefined}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
            sx={{ width: 120 }}
          />
          <CreatablePicker<IngredientUnit>
            label={t("shoppingList.unit")}
            options={units.data ?? []}
            loading={units.isPending}
            value={unit}
            onChange={setUnit}
            onCreate={(name) => createUnit.mutateAsync({ name })}
          />
        </Box>
        <CreatablePicker<IngredientFood>
          label={t("shoppingList.food")}
          options={foods.data ?? []}
          loading={foods.isPending}
          value={food}
          onChange={(chosen) => {
            setFood(chosen);
            // A food brings its label, as the server would give it.
            if (chosen?.label) setLabelId(chosen.label.id);
          }}
          onCreate={(name) => createFood.mutateAsync({ name })}
        />
        <TextField
          label={t("shoppingList.note")}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          maxRows={4}
        />
        <TextField
          select
          label={t("shoppingList.label")}
          value={labelId}
          onChange={(event) => setLabelId(event.target.value)}
        >
          <MenuItem value="">{t("shoppingList.noLabel")}</MenuItem>
          {labelOptions.map((label) => (
            <MenuItem key={label.id} value={label.id}>
              {label.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap" }}>
        <Button color="error" onClick={() => onDelete(item)} sx={{ mr: "auto" }}>
          {t("general.delete")}
        </Button>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained">
          {t("shoppingList.save")}
        </Button>
      </DialogActions>
    </form>
  );
}
