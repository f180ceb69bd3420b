import {
  INGREDIENT_PARSERS,
  type IngredientConfidence,
  type IngredientFood,
  type IngredientUnit,
  ingredientDisplay,
  type ParsedIngredient,
  type RecipeIngredient,
} from "@larder/shared";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { useCreateFood, useCreateUnit } from "../../api/foods/mutations";
import { useFoodsQuery, useUnitsQuery } from "../../api/foods/queries";
import { useParseIngredients } from "../../api/parser/mutations";
import { useTranslation } from "../../i18n";
import { ConfidenceChip } from "./ConfidenceChip";

type ParserName = (typeof INGREDIENT_PARSERS)[number];

export interface IngredientParserDialogProps {
  open: boolean;
  /** The editor's current ingredients. */
  ingredients: RecipeIngredient[];
  onClose: () => void;
  /** The structured ingredients, in the same order, each keeping its referenceId. */
  onApply: (parsed: RecipeIngredient[]) => void;
}

/** One line under review: what the parser read, as the user corrects it. */
interface ReviewRow {
  original: RecipeIngredient;
  text: string;
  quantity: string;
  unit: IngredientUnit | null;
  /** A unit the parser found that the group does not have yet: created on request or on saving. */
  newUnit: string | null;
  food: IngredientFood | null;
  newFood: string | null;
  note: string;
  confidence: IngredientConfidence | null;
}

const textOf = (ingredient: RecipeIngredient) =>
  (ingredient.originalText || ingredient.note || ingredient.display || "").trim();

function reviewRow(original: RecipeIngredient, parsed: ParsedIngredient | undefined): ReviewRow {
  const text = textOf(original);
  if (!parsed) {
    return {
      original,
      text,
      quantity: "",
      unit: null,
      newUnit: null,
      food: null,
      newFood: null,
      note: original.note ?? "",
      confidence: null,
    };
  }
  const { unit, food } = parsed.ingredient;
  return {
    original,
    text,
    quantity: parsed.ingredient.quantity === null ? "" : String(parsed.ingredient.quantity),
    unit: unit?.id ? (unit as IngredientUnit) : null,
    newUnit: unit && !unit.id ? unit.name : null,
    food: food?.id ? (food as IngredientFood) : null,
    newFood: food && !food.id ? food.name : null,
    note: parsed.ingredient.note ?? "",
    confidence: parsed.confidence,
  };
}

/**
 * The recipe editor's Parse dialog: every ingredient line read by the chosen parser into quantity,
 * unit, food and note, with the parser's confidence; the user corrects, creates the missing units
 * and foods in place, and saves all.
 */
export function IngredientParserDialog({ open, ingredients, onClose, onApply }: IngredientParserDialogProps) {
  const { t } = useTranslation();
  const [parser, setParser] = useState<ParserName>("nlp");
  const [rows, setRows] = useState<ReviewRow[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const parse = useParseIngredients();
  const units = useUnitsQuery({ enabled: open });
  const foods = useFoodsQuery({ enabled: open });
  const createUnit = useCreateUnit();
  const createFood = useCreateFood();
  const { mutate } = parse;
  // The editor may hand over a new array on every render: parse again only when the lines change.
  const latestIngredients = useRef(ingredients);
  latestIngredients.current = ingredients;
  const linesKey = JSON.stringify(ingredients.map(textOf));

  useEffect(() => {
    if (!open || linesKey === undefined) return;
    const ingredients = latestIngredients.current;
    const lines = ingredients.map(textOf).filter(Boolean);
    if (lines.length === 0) {
      setRows(ingredients.map((ingredient) => reviewRow(ingredient, undefined)));
      return;
    }
    mutate(
      { parser, ingredients: lines },
      {
        onSuccess: (parsed) => {
          let next = 0;
          setRows(
            ingredients.map((ingredient) => reviewRow(ingredient, textOf(ingredient) ? parsed[next++] : undefined)),
          );
        },
      },
    );
  }, [open, parser, linesKey, mutate]);

  const update = (index: number, change: Partial<ReviewRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));

  /** Creates a missing unit once, and fills it into every row that named it. */
  const createMissingUnit = async (name: string) => {
    const key = name.trim().toLowerCase();
    const created = await createUnit.mutateAsync({ name: name.trim() });
    setRows((current) =>
      current.map((row) =>
        row.newUnit?.trim().toLowerCase() === key ? { ...row, unit: created, newUnit: null } : row,
      ),
    );
    return created;
  };

  /** Creates a missing food once, and fills it into every row that named it. */
  const createMissingFood = async (name: string) => {
    const key = name.trim().toLowerCase();
    const created = await createFood.mutateAsync({ name: name.trim() });
    setRows((current) =>
      current.map((row) =>
        row.newFood?.trim().toLowerCase() === key ? { ...row, food: created, newFood: null } : row,
      ),
    );
    return created;
  };

  const saveAll = async () => {
    setSaving(true);
    setSaveFailed(false);
    try {
      const unitsByName = new Map<string, IngredientUnit>();
      const foodsByName = new Map<string, IngredientFood>();
      for (const row of rows) {
        if (row.newUnit && !unitsByName.has(row.newUnit.trim().toLowerCase())) {
          unitsByName.set(row.newUnit.trim().toLowerCase(), await createMissingUnit(row.newUnit));
        }
        if (row.newFood && !foodsByName.has(row.newFood.trim().toLowerCase())) {
          foodsByName.set(row.newFood.trim().toLowerCase(), await createMissingFood(row.newFood));
        }
      }
      onApply(
        rows.map((row) => {
          const quantity = row.quantity.trim() === "" ? null : Number(row.quantity.replace(",", "."));
          const unit = row.unit ?? (row.newUnit ? (unitsByName.get(row.newUnit.trim().toLowerCase()) ?? null) : null);
          const food = row.food ?? (row.newFood ? (foodsByName.get(row.newFood.trim().toLowerCase()) ?? null) : null);
          const structured = {
            ...row.original,
            quantity: quantity === null || Number.isNaN(quantity) ? null : quantity,
            unit,
            food,
            note: row.note,
            originalText: row.text || row.original.originalText,
          };
          return { ...structured, display: ingredientDisplay(structured, false) };
        }),
      );
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="ingredient-parser-title">
      <DialogTitle id="ingredient-parser-title">{t("parser.dialog.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
            <Typography id="ingredient-parser-choice">{t("parser.parserChoice")}</Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={parser}
              aria-labelledby="ingredient-parser-choice"
              onChange={(_, value: ParserName | null) => value && setParser(value)}
            >
              {INGREDIENT_PARSERS.map((name) => (
                <ToggleButton key={name} value={name}>
                  {t(`parser.parsers.${name}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          {parse.isPending && <LinearProgress aria-label={t("parser.dialog.parsing")} />}
          {parse.isError && <Alert severity="error">{t("parser.failed")}</Alert>}
          {saveFailed && <Alert severity="error">{t("parser.dialog.saveFailed")}</Alert>}
          <Table size="small" aria-label={t("parser.dialog.table")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("parser.dialog.original")}</TableCell>
                <TableCell sx={{ width: 110 }}>{t("parser.fields.quantity")}</TableCell>
                <TableCell sx={{ width: 200 }}>{t("parser.fields.unit")}</TableCell>
                <TableCell sx={{ width: 240 }}>{t("parser.fields.food")}</TableCell>
                <TableCell>{t("parser.fields.note")}</TableCell>
                <TableCell align="right">{t("parser.confidence.average")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={row.original.referenceId}>
                  <TableCell>
                    <Typography variant="body2">{row.text || row.original.title || ""}</Typography>
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={row.quantity}
                      onChange={(event) => update(index, { quantity: event.target.value })}
                      slotProps={{
                        htmlInput: {
                          inputMode: "decimal",
                          "aria-label": t("parser.dialog.quantityOf", { line: row.text }),
                        },
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    <ItemPicker
                      label={t("parser.dialog.unitOf", { line: row.text })}
                      options={units.data ?? []}
                      value={row.unit}
                      missing={row.newUnit}
                      onChange={(unit) => update(index, { unit, newUnit: null })}
                      onCreate={() => row.newUnit && createMissingUnit(row.newUnit)}
                    />
                  </TableCell>
                  <TableCell>
                    <ItemPicker
                      label={t("parser.dialog.foodOf", { line: row.text })}
                      options={foods.data ?? []}
                      value={row.food}
                      missing={row.newFood}
                      onChange={(food) => update(index, { food, newFood: null })}
                      onCreate={() => row.newFood && createMissingFood(row.newFood)}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      fullWidth
                      value={row.note}
                      onChange={(event) => update(index, { note: event.target.value })}
                      slotProps={{ htmlInput: { "aria-label": t("parser.dialog.noteOf", { line: row.text }) } }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <ConfidenceChip value={row.confidence?.average ?? null} label={row.text} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("parser.dialog.cancel")}</Button>
        <Button variant="contained" onClick={saveAll} disabled={saving || parse.isPending || rows.length === 0}>
          {t("parser.dialog.saveAll")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface Named {
  id: string;
  name: string;
}

/** One of the group's units or foods; a name the parser found that the group lacks is offered for creation. */
function ItemPicker<T extends Named>({
  label,
  options,
  value,
  missing,
  onChange,
  onCreate,
}: {
  label: string;
  options: T[];
  value: T | null;
  missing: string | null;
  onChange: (value: T | null) => void;
  onCreate: () => unknown;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <Autocomplete
        size="small"
        options={options}
        value={value}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        onChange={(_, selected) => onChange(selected)}
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder={missing ?? ""}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "aria-label": label } }}
          />
        )}
      />
      {missing && !value && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={t("parser.dialog.create", { name: missing })}
          onClick={onCreate}
          sx={{ alignSelf: "flex-start" }}
        />
      )}
    </Stack>
  );
}
