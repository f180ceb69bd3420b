import { NUTRITION_FIELDS, type Nutrition, type RecipeNote, type RecipeSettings } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "../../../i18n";
import type { ExtraRow } from "./draft";
import { newId } from "./draft";

/** The recipe's notes: a title and a text each. */
export function NotesSection({ notes, onChange }: { notes: RecipeNote[]; onChange: (notes: RecipeNote[]) => void }) {
  const { t } = useTranslation();
  // Notes have no id of their own: these keep each row's fields attached to it when one is removed.
  const [rowIds, setRowIds] = useState<string[]>(() => notes.map(() => newId()));
  if (rowIds.length < notes.length) setRowIds([...rowIds, ...notes.slice(rowIds.length).map(() => newId())]);
  const update = (index: number, changes: Partial<RecipeNote>) =>
    onChange(notes.map((note, at) => (at === index ? { ...note, ...changes } : note)));
  const remove = (index: number) => {
    setRowIds(rowIds.filter((_, at) => at !== index));
    onChange(notes.filter((_, at) => at !== index));
  };
  return (
    <Stack spacing={1}>
      {notes.map((note, index) => {
        const number = index + 1;
        return (
          <Paper
            key={rowIds[index] ?? `extra-${number}`}
            variant="outlined"
            sx={{ p: 1 }}
            role="group"
            aria-label={t("recipeEditor.noteNumber", { number })}
          >
            <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
              <Stack spacing={1} sx={{ flex: 1 }}>
                <TextField
                  size="small"
                  label={t("recipeEditor.noteTitle")}
                  value={note.title}
                  onChange={(event) => update(index, { title: event.target.value })}
                />
                <TextField
                  multiline
                  minRows={2}
                  label={t("recipeEditor.noteText")}
                  value={note.text}
                  onChange={(event) => update(index, { text: event.target.value })}
                />
              </Stack>
              <IconButton aria-label={t("recipeEditor.deleteNote", { number })} onClick={() => remove(index)}>
                <DeleteIcon />
              </IconButton>
            </Box>
          </Paper>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...notes, { title: "", text: "" }])}>
          {t("recipeEditor.addNote")}
        </Button>
      </Box>
    </Stack>
  );
}

/** The nutrition facts: free text per value ("200 kcal", "12 g"). */
export function NutritionSection({
  nutrition,
  onChange,
}: {
  nutrition: Nutrition;
  onChange: (nutrition: Nutrition) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
      {NUTRITION_FIELDS.map((field) => (
        <TextField
          key={field}
          size="small"
          label={t(`recipeEditor.nutrition.${field}`)}
          value={nutrition[field] ?? ""}
          onChange={(event) =>
            onChange({ ...nutrition, [field]: event.target.value === "" ? null : event.target.value })
          }
        />
      ))}
    </Box>
  );
}

const SETTING_KEYS = [
  "public",
  "showNutrition",
  "showAssets",
  "landscapeView",
  "disableComments",
  "disableAmount",
  "locked",
] as const satisfies readonly (keyof RecipeSettings)[];

/** The recipe's switches (public, nutrition and assets shown, comments, amounts, locked). */
export function SettingsSection({
  settings,
  onChange,
  canLock,
}: {
  settings: RecipeSettings;
  onChange: (settings: RecipeSettings) => void;
  /** Only the recipe's owner may lock or unlock it. */
  canLock: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormGroup sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      {SETTING_KEYS.map((key) => (
        <FormControlLabel
          key={key}
          control={
            <Switch
              checked={settings[key]}
              disabled={key === "locked" && !canLock}
              onChange={(event) => onChange({ ...settings, [key]: event.target.checked })}
            />
          }
          label={t(`recipeEditor.settings.${key}`)}
        />
      ))}
    </FormGroup>
  );
}

/** Key/value pairs for integrations; a key holds no whitespace (SPEC §5). */
export function ExtrasSection({
  rows,
  onChange,
  errorOf,
}: {
  rows: ExtraRow[];
  onChange: (rows: ExtraRow[]) => void;
  errorOf: (rowId: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const update = (rowId: string, changes: Partial<ExtraRow>) =>
    onChange(rows.map((row) => (row.rowId === rowId ? { ...row, ...changes } : row)));
  return (
    <Stack spacing={1}>
      {rows.length === 0 && <Typography color="text.secondary">{t("recipeEditor.noExtras")}</Typography>}
      {rows.map((row, index) => {
        const number = index + 1;
        const error = errorOf(row.rowId);
        return (
          <Box
            key={row.rowId}
            sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}
            role="group"
            aria-label={t("recipeEditor.extraNumber", { number })}
          >
            <TextField
              size="small"
              label={t("recipeEditor.extraKey")}
              value={row.key}
              error={Boolean(error)}
              helperText={error}
              onChange={(event) => update(row.rowId, { key: event.target.value })}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              label={t("recipeEditor.extraValue")}
              value={row.value}
              onChange={(event) => update(row.rowId, { value: event.target.value })}
              sx={{ flex: 2 }}
            />
            <IconButton
              aria-label={t("recipeEditor.deleteExtra", { number })}
              onClick={() => onChange(rows.filter((each) => each.rowId !== row.rowId))}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange([...rows, { key: "", value: "", isJson: false, rowId: newId() }])}
        >
          {t("recipeEditor.addExtra")}
        </Button>
      </Box>
    </Stack>
  );
}
