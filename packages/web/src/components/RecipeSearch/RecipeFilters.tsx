import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import { useFoodsQuery } from "../../api/foods/queries";
import { useExploreFoodsQuery, useOrganizersQuery } from "../../api/organizers/queries";
import type { RecipeListSource } from "../../api/recipes/listQueries";
import { useTranslation } from "../../i18n";
import { FILTER_KINDS, type FilterKind, type RecipeFilter } from "./recipeSearch";

interface FilterOption {
  /** What the address and the API carry: an organizer's slug, a food's id. */
  value: string;
  label: string;
}

function useFilterOptions(kind: FilterKind, source: RecipeListSource): { options: FilterOption[]; loading: boolean } {
  const isFoods = kind === "foods";
  const organizers = useOrganizersQuery(isFoods ? "tags" : kind, source, { enabled: !isFoods });
  const groupFoods = useFoodsQuery({ enabled: isFoods && source.kind === "group" });
  const exploreFoods = useExploreFoodsQuery(source.kind === "explore" ? source.groupSlug : "", {
    enabled: isFoods && source.kind === "explore",
  });
  if (!isFoods) {
    return {
      options: (organizers.data ?? []).map((organizer) => ({ value: organizer.slug, label: organizer.name })),
      loading: organizers.isPending,
    };
  }
  const foods = source.kind === "group" ? groupFoods : exploreFoods;
  return {
    options: (foods.data ?? []).map((food) => ({ value: food.id, label: food.name })),
    loading: foods.isPending,
  };
}

interface FilterPickerProps {
  kind: FilterKind;
  source: RecipeListSource;
  filter: RecipeFilter;
  onChange: (filter: RecipeFilter) => void;
}

function FilterPicker({ kind, source, filter, onChange }: FilterPickerProps) {
  const { t } = useTranslation();
  const { options, loading } = useFilterOptions(kind, source);
  // A value from the address that is not (yet) among the options still shows, as itself.
  const selected = filter.values.map(
    (value) => options.find((option) => option.value === value) ?? { value, label: value },
  );
  return (
    <Box sx={{ minWidth: 0 }}>
      <Autocomplete
        multiple
        size="small"
        options={options}
        loading={loading}
        value={selected}
        isOptionEqualToValue={(option, value) => option.value === value.value}
        getOptionKey={(option) => option.value}
        getOptionLabel={(option) => option.label}
        onChange={(_event, chosen) => onChange({ ...filter, values: chosen.map((option) => option.value) })}
        noOptionsText={t("recipeList.filters.noOptions")}
        loadingText={t("recipeList.filters.loading")}
        renderInput={(params) => <TextField {...params} label={t(`recipeList.filters.${kind}`)} />}
      />
      <FormControlLabel
        sx={{ ml: 0 }}
        control={
          <Checkbox
            size="small"
            // "All of" means something only once values are chosen; the address keeps it only then.
            checked={filter.requireAll && filter.values.length > 0}
            disabled={filter.values.length === 0}
            onChange={(event) => onChange({ ...filter, requireAll: event.target.checked })}
            slotProps={{ input: { "aria-label": t(`recipeList.filters.requireAll.${kind}`) } }}
          />
        }
        label={t("recipeList.filters.matchAll")}
      />
    </Box>
  );
}

interface RecipeFiltersProps {
  source: RecipeListSource;
  filters: Record<FilterKind, RecipeFilter>;
  onChange: (kind: FilterKind, filter: RecipeFilter) => void;
}

/** The API's filters (SPEC §7): categories, tags, tools and foods, each matching any or all. */
export function RecipeFilters({ source, filters, onChange }: RecipeFiltersProps) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
      }}
    >
      {FILTER_KINDS.map((kind) => (
        <FilterPicker
          key={kind}
          kind={kind}
          source={source}
          filter={filters[kind]}
          onChange={(filter) => onChange(kind, filter)}
        />
      ))}
    </Box>
  );
}
