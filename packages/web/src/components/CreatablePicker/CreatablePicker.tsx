import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "../../i18n";

interface Named {
  id: string;
  name: string;
}

type Option<T> = T | { create: string };

interface CreatablePickerProps<T extends Named> {
  label: string;
  options: T[];
  value: T | null;
  onChange: (value: T | null) => void;
  /** Creates the item in the group and resolves to it; the picker then selects it. */
  onCreate: (name: string) => Promise<T>;
  loading?: boolean;
  disabled?: boolean;
}

const filter = createFilterOptions<Named>({ stringify: (option) => option.name });

/** Picks one of the group's units or foods, or creates a new one from what was typed. */
export function CreatablePicker<T extends Named>({
  label,
  options,
  value,
  onChange,
  onCreate,
  loading,
  disabled,
}: CreatablePickerProps<T>) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);

  const create = async (name: string) => {
    setCreating(true);
    try {
      onChange(await onCreate(name));
    } catch {
      // The API client has already shown the server's message.
    } finally {
      setCreating(false);
    }
  };

  return (
    <Autocomplete<Option<T>, false, false, false>
      size="small"
      value={value}
      options={options}
      disabled={disabled || creating}
      loading={loading || creating}
      isOptionEqualToValue={(option, selected) => "id" in option && "id" in selected && option.id === selected.id}
      getOptionLabel={(option) => ("create" in option ? option.create : option.name)}
      getOptionKey={(option) => ("create" in option ? `create:${option.create}` : option.id)}
      filterOptions={(all, state) => {
        const named = all.filter((option): option is T => !("create" in option));
        const matches = filter(named, { ...state, getOptionLabel: (option) => option.name }) as Option<T>[];
        const typed = state.inputValue.trim();
        const exists = named.some((option) => option.name.toLowerCase() === typed.toLowerCase());
        if (typed && !exists) matches.push({ create: typed });
        return matches;
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {"create" in option ? t("recipeEditor.createNamed", { name: option.create }) : option.name}
          </li>
        );
      }}
      onChange={(_event, selected) => {
        if (selected && "create" in selected) void create(selected.create);
        else onChange(selected);
      }}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 140, flex: 1 }}
    />
  );
}
