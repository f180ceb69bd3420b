import { type ReadGroupPreferences, UpdateGroupPreferences } from "@larder/shared";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { useTranslation } from "../../i18n";

export type GroupPreferenceValues = Required<UpdateGroupPreferences>;

type RecipeDefault = Exclude<keyof GroupPreferenceValues, "privateGroup" | "firstDayOfWeek">;

const RECIPE_DEFAULTS: RecipeDefault[] = [
  "recipePublic",
  "recipeShowNutrition",
  "recipeShowAssets",
  "recipeLandscapeView",
  "recipeDisableComments",
  "recipeDisableAmount",
];

/** The editable part of a group's preferences; a group that has none gets the contract's defaults. */
export function groupPreferenceValues(preferences: ReadGroupPreferences | null): GroupPreferenceValues {
  return UpdateGroupPreferences.parse(preferences ?? {});
}

/** Weekday names in the interface language, Sunday first: the server counts Sunday as day 0. */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 1 January 2023 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2023, 0, 1 + day)));
}

interface GroupPreferencesFieldsProps {
  value: GroupPreferenceValues;
  onChange: (value: GroupPreferenceValues) => void;
  disabled?: boolean;
}

/** The group preferences of SPEC §3; the recipe ones are the settings new recipes start with. */
export function GroupPreferencesFields({ value, onChange, disabled = false }: GroupPreferencesFieldsProps) {
  const { t, i18n } = useTranslation();
  const visitorsHintId = useId();
  const set = <Field extends keyof GroupPreferenceValues>(field: Field, fieldValue: GroupPreferenceValues[Field]) =>
    onChange({ ...value, [field]: fieldValue });

  return (
    <Stack spacing={2}>
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={value.privateGroup}
              onChange={(event) => set("privateGroup", event.target.checked)}
              disabled={disabled}
              slotProps={{ input: { "aria-describedby": visitorsHintId } }}
            />
          }
          label={t("groupPreferences.privateGroup")}
        />
        {/* Explore opens a group only with both settings (mealie-behaviour.md §2), which sit apart here. */}
        <FormHelperText id={visitorsHintId} sx={{ mt: 0 }}>
          {t("groupPreferences.visitorsHint")}
        </FormHelperText>
      </div>
      <TextField
        select
        label={t("groupPreferences.firstDayOfWeek")}
        value={value.firstDayOfWeek}
        onChange={(event) => set("firstDayOfWeek", Number(event.target.value))}
        disabled={disabled}
        sx={{ maxWidth: 280 }}
      >
        {weekdayNames(i18n.language).map((name, day) => (
          <MenuItem key={name} value={day}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend">{t("groupPreferences.recipeDefaults")}</FormLabel>
        <FormGroup>
          {RECIPE_DEFAULTS.map((field) => (
            <FormControlLabel
              key={field}
              control={<Switch checked={value[field]} onChange={(event) => set(field, event.target.checked)} />}
              label={t(`groupPreferences.${field}`)}
            />
          ))}
        </FormGroup>
      </FormControl>
    </Stack>
  );
}
