import { DEFAULT_PLAN_ENTRY_TYPE, type PlanEntryType, type RecipeSummary, SEARCH_DEBOUNCE_MS } from "@larder/shared";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { type FormEvent, useId, useState } from "react";
import { useCreatePlanEntry } from "../../api/mealplans/mutations";
import { useQuickSearchQuery } from "../../api/recipes/queries";
import { MealTypeField } from "../../components/MealTypeField/MealTypeField";
import { RecipeImage } from "../../components/RecipeCard/RecipeImage";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { useTranslation } from "../../i18n";

const OWN_GROUP = { kind: "group" } as const;

interface AddEntryDialogProps {
  /** The day to add to (yyyy-MM-dd); null while closed. */
  day: string | null;
  dayLabel: string;
  onClose: () => void;
}

/** Adds a recipe (found by searching the group's) or a note to a day of the plan. */
export function AddEntryDialog({ day, dayLabel, onClose }: AddEntryDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={day !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("mealPlan.addDialog.title", { day: dayLabel })}</DialogTitle>
      {day !== null && <AddEntryForm day={day} onClose={onClose} />}
    </Dialog>
  );
}

type EntryKind = "recipe" | "note";

function AddEntryForm({ day, onClose }: { day: string; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreatePlanEntry();
  const [kind, setKind] = useState<EntryKind>("recipe");
  const [entryType, setEntryType] = useState<PlanEntryType>(DEFAULT_PLAN_ENTRY_TYPE);
  const [recipe, setRecipe] = useState<RecipeSummary | null>(null);
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const missing = kind === "recipe" ? recipe === null : title.trim() === "" && text.trim() === "";

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (missing) return;
    const entry =
      kind === "recipe"
        ? { date: day, entryType, recipeId: recipe?.id }
        : { date: day, entryType, title: title.trim(), text: text.trim() };
    create.mutate(entry, { onSuccess: onClose });
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label={t("mealPlan.addDialog.kind")}
          value={kind}
          onChange={(_event, next: EntryKind | null) => {
            if (next) setKind(next);
          }}
          sx={{ mt: 1 }}
        >
          <ToggleButton value="recipe">{t("mealPlan.addDialog.recipe")}</ToggleButton>
          <ToggleButton value="note">{t("mealPlan.addDialog.note")}</ToggleButton>
        </ToggleButtonGroup>
        {kind === "recipe" ? (
          <RecipeSearchField
            value={recipe}
            onChange={setRecipe}
            error={submitted && missing ? t("mealPlan.addDialog.chooseRecipe") : null}
          />
        ) : (
          <>
            <TextField
              autoFocus
              label={t("mealPlan.addDialog.noteTitle")}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={submitted && missing}
              helperText={submitted && missing ? t("mealPlan.addDialog.noteRequired") : " "}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
            <TextField
              multiline
              minRows={3}
              label={t("mealPlan.addDialog.noteText")}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </>
        )}
        <MealTypeField value={entryType} onChange={setEntryType} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          {t("mealPlan.addDialog.submit")}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Finds one of the group's recipes by the recipe search (the search as the quick search sends it). */
function RecipeSearchField({
  value,
  onChange,
  error,
}: {
  value: RecipeSummary | null;
  onChange: (recipe: RecipeSummary | null) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState("");
  // Fixed while the dialog is open, so that the results of one search keep their order.
  const [paginationSeed] = useState(() => new Date().toISOString());
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuickSearchQuery(OWN_GROUP, { search, paginationSeed });
  const options = search === "" ? [] : (results.data ?? []);

  return (
    <Autocomplete<RecipeSummary>
      value={value}
      onChange={(_event, recipe) => onChange(recipe)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={options}
      // The server has searched already: its order (name matches first) is kept as it is.
      filterOptions={(all) => all}
      getOptionLabel={(recipe) => recipe.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={results.isFetching}
      loadingText={t("general.loading")}
      noOptionsText={search === "" ? t("mealPlan.addDialog.typeToSearch") : t("mealPlan.addDialog.noRecipes")}
      renderOption={(props, recipe) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
            <Box sx={{ width: 40, height: 40, borderRadius: 1, overflow: "hidden", flexShrink: 0 }}>
              <RecipeImage recipe={recipe} size="tiny-original" height={40} width={40} iconSize={20} decorative />
            </Box>
            {recipe.name}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          required
          label={t("mealPlan.addDialog.recipeSearch")}
          error={error !== null}
          helperText={error ?? " "}
        />
      )}
    />
  );
}
