import { PLAN_ENTRY_TYPES, type PlanEntryType } from "@larder/shared";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslation } from "../../i18n";

/** Picks a meal type (breakfast, lunch, dinner, side). */
export function MealTypeField({ value, onChange }: { value: PlanEntryType; onChange: (value: PlanEntryType) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t("mealPlan.type")}
      value={value}
      onChange={(event) => onChange(event.target.value as PlanEntryType)}
    >
      {PLAN_ENTRY_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {t(`mealPlan.types.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
