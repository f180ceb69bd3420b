import type { IngredientFood, IngredientUnit, RecipeIngredient } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import SubjectIcon from "@mui/icons-material/Subject";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useCreateFood, useCreateUnit } from "../../../api/foods/mutations";
import { useFoodsQuery, useUnitsQuery } from "../../../api/foods/queries";
import { CreatablePicker } from "../../../components/CreatablePicker/CreatablePicker";
import { SortableList } from "../../../components/SortableList/SortableList";
import { useTranslation } from "../../../i18n";
import { ingredientLine, newIngredient } from "./draft";
import { QuantityField } from "./QuantityField";
import { useSectionToggles } from "./useSectionToggles";

interface IngredientsSectionProps {
  ingredients: RecipeIngredient[];
  disableAmount: boolean;
  onChange: (ingredients: RecipeIngredient[]) => void;
  /** The "Parse" button, when the parser can be offered. */
  parseAction?: ReactNode;
}

/** The ingredient list: sections, quantities, units and foods (picked or created), notes, order. */
export function IngredientsSection({ ingredients, disableAmount, onChange, parseAction }: IngredientsSectionProps) {
  const { t } = useTranslation();
  const foods = useFoodsQuery({ enabled: !disableAmount });
  const units = useUnitsQuery({ enabled: !disableAmount });
  const createFood = useCreateFood();
  const createUnit = useCreateUnit();
  const sections = useSectionToggles<RecipeIngredient>(
    (ingredient) => ingredient.referenceId,
    (ingredient) => ingredient.title,
  );

  const update = (index: number, changes: Partial<RecipeIngredient>) =>
    onChange(ingredients.map((ingredient, at) => (at === index ? { ...ingredient, ...changes } : ingredient)));
  const addSection = () => {
    const added = newIngredient(disableAmount, "");
    sections.setOpen(added, true);
    onChange([...ingredients, added]);
  };
  const remove = (index: number) => onChange(ingredients.filter((_, at) => at !== index));

  return (
    <Stack spacing={1}>
      {ingredients.length === 0 && <Typography color="text.secondary">{t("recipeEditor.noIngredients")}</Typography>}
      <SortableList
        items={ingredients}
        idOf={(ingredient) => ingredient.referenceId}
        onReorder={onChange}
        handleLabel={(_, index) => t("recipeEditor.moveIngredient", { number: index + 1 })}
        itemLabel={(_, index) => t("recipeEditor.ingredientNumber", { number: index + 1 })}
      >
        {(ingredient, index, handle) => {
          const number = index + 1;
          const hasSection = sections.isOpen(ingredient);
          return (
            <Paper
              variant="outlined"
              sx={{ p: 1, mb: 1 }}
              role="group"
              aria-label={t("recipeEditor.ingredientNumber", { number })}
            >
              {hasSection && (
                <TextField
                  size="small"
                  fullWidth
                  label={t("recipeEditor.sectionTitle")}
                  value={ingredient.title ?? ""}
                  onChange={(event) => update(index, { title: event.target.value })}
                  sx={{ mb: 1 }}
                />
              )}
              <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: { xs: "wrap", md: "nowrap" } }}>
                {handle}
                {!disableAmount && (
                  <>
                    <QuantityField
                      label={t("recipeEditor.quantity")}
                      invalidMessage={t("recipeEditor.quantityInvalid")}
                      value={ingredient.quantity}
                      onChange={(quantity) => update(index, { quantity })}
                    />
                    <CreatablePicker<IngredientUnit>
                      label={t("recipeEditor.unit")}
                      options={units.data ?? []}
                      loading={units.isPending}
                      value={ingredient.unit}
                      onChange={(unit) => update(index, { unit })}
                      onCreate={(name) => createUnit.mutateAsync({ name })}
                    />
                    <CreatablePicker<IngredientFood>
                      label={t("recipeEditor.food")}
                      options={foods.data ?? []}
                      loading={foods.isPending}
                      value={ingredient.food}
                      onChange={(food) => update(index, { food })}
                      onCreate={(name) => createFood.mutateAsync({ name })}
                    />
                  </>
                )}
                <TextField
                  size="small"
                  label={t("recipeEditor.note")}
                  value={ingredient.note ?? ""}
                  onChange={(event) => update(index, { note: event.target.value })}
                  sx={{ flex: 2, minWidth: 160 }}
                />
                <Tooltip title={hasSection ? t("recipeEditor.removeSection") : t("recipeEditor.addSection")}>
                  <IconButton
                    aria-label={hasSection ? t("recipeEditor.removeSection") : t("recipeEditor.addSection")}
                    aria-pressed={hasSection}
                    onClick={() => {
                      sections.setOpen(ingredient, !hasSection);
                      if (hasSection) update(index, { title: null });
                    }}
                  >
                    <SubjectIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t("recipeEditor.deleteIngredient", { number })}>
                  <IconButton aria-label={t("recipeEditor.deleteIngredient", { number })} onClick={() => remove(index)}>
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </Box>
              {ingredient.originalText && ingredient.originalText !== ingredientLine(ingredient, disableAmount) && (
                <Typography variant="caption" color="text.secondary" sx={{ pl: 6 }}>
                  {t("recipeEditor.originalText", { text: ingredient.originalText })}
                </Typography>
              )}
            </Paper>
          );
        }}
      </SortableList>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...ingredients, newIngredient(disableAmount)])}>
          {t("recipeEditor.addIngredient")}
        </Button>
        <Button startIcon={<AddIcon />} onClick={addSection}>
          {t("recipeEditor.addIngredientSection")}
        </Button>
        {parseAction}
      </Box>
    </Stack>
  );
}
