import type { RecipeIngredient, RecipeStep } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import LinkIcon from "@mui/icons-material/Link";
import SubjectIcon from "@mui/icons-material/Subject";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { SortableList } from "../../../components/SortableList/SortableList";
import { useTranslation } from "../../../i18n";
import { ingredientLine, newStep } from "./draft";
import { useSectionToggles } from "./useSectionToggles";

interface InstructionsSectionProps {
  steps: RecipeStep[];
  ingredients: RecipeIngredient[];
  disableAmount: boolean;
  onChange: (steps: RecipeStep[]) => void;
}

/** The steps: sections, text, the ingredients each step uses, order. */
export function InstructionsSection({ steps, ingredients, disableAmount, onChange }: InstructionsSectionProps) {
  const { t } = useTranslation();
  const [linkingIndex, setLinkingIndex] = useState<number | null>(null);
  const sections = useSectionToggles<RecipeStep>(
    (step) => step.id ?? "",
    (step) => step.title,
  );

  const update = (index: number, changes: Partial<RecipeStep>) =>
    onChange(steps.map((step, at) => (at === index ? { ...step, ...changes } : step)));
  const labelOf = (referenceId: string | null) => {
    const ingredient = ingredients.find((each) => each.referenceId === referenceId);
    return ingredient ? ingredientLine(ingredient, disableAmount) || t("recipeEditor.unnamedIngredient") : null;
  };
  const linking = linkingIndex === null ? undefined : steps[linkingIndex];

  return (
    <Stack spacing={1}>
      {steps.length === 0 && <Typography color="text.secondary">{t("recipeEditor.noSteps")}</Typography>}
      <SortableList
        items={steps}
        idOf={(step) => step.id ?? ""}
        onReorder={onChange}
        handleLabel={(_, index) => t("recipeEditor.moveStep", { number: index + 1 })}
        itemLabel={(_, index) => t("recipeEditor.stepNumber", { number: index + 1 })}
      >
        {(step, index, handle) => {
          const number = index + 1;
          const hasSection = sections.isOpen(step);
          const linked = step.ingredientReferences
            .map((link) => ({ referenceId: link.referenceId, label: labelOf(link.referenceId) }))
            .filter((link): link is { referenceId: string; label: string } => link.label !== null);
          return (
            <Paper
              variant="outlined"
              sx={{ p: 1, mb: 1 }}
              role="group"
              aria-label={t("recipeEditor.stepNumber", { number })}
            >
              {hasSection && (
                <TextField
                  size="small"
                  fullWidth
                  label={t("recipeEditor.sectionTitle")}
                  value={step.title ?? ""}
                  onChange={(event) => update(index, { title: event.target.value })}
                  sx={{ mb: 1 }}
                />
              )}
              <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
                {handle}
                <TextField
                  multiline
                  minRows={2}
                  fullWidth
                  label={t("recipeEditor.stepText", { number })}
                  value={step.text}
                  onChange={(event) => update(index, { text: event.target.value })}
                />
                <Stack>
                  <Tooltip title={t("recipeEditor.linkIngredients")}>
                    <IconButton
                      aria-label={t("recipeEditor.linkIngredientsOf", { number })}
                      onClick={() => setLinkingIndex(index)}
                    >
                      <LinkIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={hasSection ? t("recipeEditor.removeSection") : t("recipeEditor.addSection")}>
                    <IconButton
                      aria-label={hasSection ? t("recipeEditor.removeSection") : t("recipeEditor.addSection")}
                      aria-pressed={hasSection}
                      onClick={() => {
                        sections.setOpen(step, !hasSection);
                        if (hasSection) update(index, { title: "" });
                      }}
                    >
                      <SubjectIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t("recipeEditor.deleteStep", { number })}>
                    <IconButton
                      aria-label={t("recipeEditor.deleteStep", { number })}
                      onClick={() => onChange(steps.filter((_, at) => at !== index))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </Box>
              {linked.length > 0 && (
                <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", mt: 1, pl: 5 }}>
                  {linked.map((link) => (
                    <Chip
                      key={link.referenceId}
                      size="small"
                      label={link.label}
                      onDelete={() =>
                        update(index, {
                          ingredientReferences: step.ingredientReferences.filter(
                            (each) => each.referenceId !== link.referenceId,
                          ),
                        })
                      }
                    />
                  ))}
                </Box>
              )}
            </Paper>
          );
        }}
      </SortableList>
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...steps, newStep()])}>
          {t("recipeEditor.addStep")}
        </Button>
      </Box>
      {linking && linkingIndex !== null && (
        <LinkIngredientsDialog
          stepNumber={linkingIndex + 1}
          ingredients={ingredients}
          disableAmount={disableAmount}
          selected={linking.ingredientReferences.map((link) => link.referenceId ?? "")}
          onClose={() => setLinkingIndex(null)}
          onSave={(referenceIds) => {
            update(linkingIndex, { ingredientReferences: referenceIds.map((referenceId) => ({ referenceId })) });
            setLinkingIndex(null);
          }}
        />
      )}
    </Stack>
  );
}

interface LinkIngredientsDialogProps {
  stepNumber: number;
  ingredients: RecipeIngredient[];
  disableAmount: boolean;
  selected: string[];
  onClose: () => void;
  onSave: (referenceIds: string[]) => void;
}

function LinkIngredientsDialog({
  stepNumber,
  ingredients,
  disableAmount,
  selected,
  onClose,
  onSave,
}: LinkIngredientsDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(selected));
  const toggle = (referenceId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(referenceId)) next.delete(referenceId);
      else next.add(referenceId);
      return next;
    });
  const choosable = ingredients.filter((ingredient) => ingredientLine(ingredient, disableAmount) !== "");
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t("recipeEditor.linkIngredientsTitle", { number: stepNumber })}</DialogTitle>
      <DialogContent>
        {choosable.length === 0 ? (
          <Typography color="text.secondary">{t("recipeEditor.noIngredients")}</Typography>
        ) : (
          <FormGroup>
            {choosable.map((ingredient) => (
              <FormControlLabel
                key={ingredient.referenceId}
                control={
                  <Checkbox
                    checked={chosen.has(ingredient.referenceId)}
                    onChange={() => toggle(ingredient.referenceId)}
                  />
                }
                label={ingredientLine(ingredient, disableAmount)}
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button
          variant="contained"
          onClick={() => onSave(ingredients.map((ingredient) => ingredient.referenceId).filter((id) => chosen.has(id)))}
        >
          {t("recipeEditor.linkIngredientsSave")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
