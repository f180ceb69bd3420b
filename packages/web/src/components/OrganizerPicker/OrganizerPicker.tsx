import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import { useTranslation } from "../../i18n";

/** A category, tag or tool: one of the group's (with an id), or a new name the save will create. */
export interface PickedOrganizer {
  id: string;
  name: string;
  slug: string;
}

type Option = PickedOrganizer | { create: string };

const filter = createFilterOptions<PickedOrganizer>({ stringify: (option) => option.name });

/**
 * Picks several of the group's organizers, or (when `creatable`) adds new ones by typing a name:
 * those have an empty id, for the caller's save to create.
 */
export function OrganizerPicker<T extends PickedOrganizer>({
  label,
  options,
  value,
  onChange,
  loading,
  creatable = true,
}: {
  label: string;
  options: PickedOrganizer[];
  value: T[];
  onChange: (value: PickedOrganizer[]) => void;
  loading?: boolean;
  creatable?: boolean;
}) {
  const { t } = useTranslation();
  const isNew = (organizer: PickedOrganizer) => organizer.id === "";
  const sameAs = (left: PickedOrganizer, right: PickedOrganizer) =>
    isNew(left) || isNew(right) ? left.name.toLowerCase() === right.name.toLowerCase() : left.id === right.id;

  return (
    <Autocomplete<Option, true, false, false>
      multiple
      size="small"
      value={value}
      options={options}
      loading={loading}
      loadingText={t("general.loading")}
      noOptionsText={t("general.noMatches")}
      filterSelectedOptions
      isOptionEqualToValue={(option, selected) => "id" in option && "id" in selected && sameAs(option, selected)}
      getOptionLabel={(option) => ("create" in option ? option.create : option.name)}
      getOptionKey={(option) => ("create" in option ? `create:${option.create}` : option.id || `new:${option.name}`)}
      filterOptions={(all, state) => {
        const named = all.filter((option): option is PickedOrganizer => !("create" in option));
        const matches: Option[] = filter(named, { ...state, getOptionLabel: (option) => option.name });
        const typed = state.inputValue.trim();
        const known = [...named, ...value].some((option) => option.name.toLowerCase() === typed.toLowerCase());
        if (creatable && typed && !known) matches.push({ create: typed });
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
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip key={key} size="small" label={"create" in option ? option.create : option.name} {...itemProps} />
          );
        })
      }
      onChange={(_event, selected) =>
        onChange(selected.map((option) => ("create" in option ? { id: "", name: option.create, slug: "" } : option)))
      }
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
