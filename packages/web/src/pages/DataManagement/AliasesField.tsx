import type { IngredientAlias } from "@larder/shared";
import Autocomplete from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import { useTranslation } from "../../i18n";

/** Other names of a food or unit (the ingredient parser matches on them too), typed one by one. */
export function AliasesField({
  value,
  onChange,
}: {
  value: IngredientAlias[];
  onChange: (aliases: IngredientAlias[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      size="small"
      options={[]}
      value={value.map((alias) => alias.name)}
      onChange={(_event, names) => {
        const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
        onChange(unique.map((name) => ({ name })));
      }}
      renderValue={(names, getItemProps) =>
        names.map((name, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={name} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t("dataManagement.fields.aliases")}
          helperText={t("dataManagement.fields.aliasesHint")}
        />
      )}
    />
  );
}
