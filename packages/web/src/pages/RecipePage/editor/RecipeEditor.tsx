import type { Recipe, RecipeIngredient } from "@larder/shared";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useMemo, useState } from "react";
import { organizerKeys } from "../../../api/organizers/keys";
import { useUpdateRecipe } from "../../../api/recipes/mutations";
import { useToast } from "../../../components/Toast/ToastContext";
import { useFormErrors } from "../../../hooks/useFormErrors";
import { useViewer } from "../../../hooks/useViewer";
import { useTranslation } from "../../../i18n";
import { ExtrasSection, NotesSection, NutritionSection, SettingsSection } from "./DetailsSections";
import {
  type DraftErrorField,
  DUPLICATE_KEY_MESSAGE,
  draftErrors,
  draftFromRecipe,
  type RecipeDraft,
  recipeFromDraft,
  recipeFromJson,
  updateFromDraft,
} from "./draft";
import { IngredientsSection } from "./IngredientsSection";
import { InstructionsSection } from "./InstructionsSection";
import { JsonEditor } from "./JsonEditor";
import { AssetsSection, ImageSection } from "./MediaSections";
import { OrganizersSection } from "./OrganizersSection";
import { ParseIngredientsButton } from "./ParseIngredientsButton";
import { useLeavePageWarning } from "./useLeavePageWarning";

export type EditMode = "form" | "json";

export interface RecipeEditorProps {
  recipe: Recipe;
  /** Called with the recipe as the server saved it (its slug changes with its name). */
  onSaved: (recipe: Recipe) => void;
  onCancel: () => void;
}

function jsonOf(draft: RecipeDraft): string {
  const { comments: _comments, ...recipe } = recipeFromDraft(draft);
  return JSON.stringify(recipe, null, 2);
}

/**
 * The recipe page's EDIT mode: every field of the recipe in a form, or the whole recipe as JSON
 * (SPEC §4: FORM or JSON, toggled), saved in one PUT. Leaving with unsaved changes asks first.
 */
export function RecipeEditor({ recipe, onSaved, onCancel }: RecipeEditorProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useViewer();
  const updateRecipe = useUpdateRecipe();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftFromRecipe(recipe));
  const [mode, setMode] = useState<EditMode>("form");
  const [jsonText, setJsonText] = useState("");
  const [jsonError, setJsonError] = useState<string | undefined>();

  const savedBody = useMemo(() => JSON.stringify(updateFromDraft(draftFromRecipe(recipe))), [recipe]);
  const formChanged = JSON.stringify(updateFromDraft(draft)) !== savedBody;
  const jsonChanged = mode === "json" && jsonText !== jsonOf(draft);
  const { blocker, allowLeaving } = useLeavePageWarning(formChanged || jsonChanged);

  const ruleErrors = draftErrors(draft);
  const { errorOf, trySubmit } = useFormErrors<DraftErrorField>(ruleErrors);
  const extraKeyError = (rowId: string) => {
    const message = errorOf(`extraKey:${rowId}`);
    return message === DUPLICATE_KEY_MESSAGE ? t("recipeEditor.duplicateExtraKey") : message;
  };

  const setRecipe = (changes: Partial<Recipe>) =>
    setDraft((current) => ({ ...current, recipe: { ...current.recipe, ...changes } }));

  /** The JSON text read back into the draft; false (with the error shown) when it does not parse. */
  const applyJson = (): RecipeDraft | null => {
    try {
      const next = draftFromRecipe(recipeFromJson(jsonText, recipeFromDraft(draft)));
      setJsonError(undefined);
      setDraft(next);
      return next;
    } catch (error) {
      setJsonError(t("recipeEditor.jsonInvalid", { reason: error instanceof Error ? error.message : String(error) }));
      return null;
    }
  };

  const switchMode = (next: EditMode | null) => {
    if (!next || next === mode) return;
    if (next === "json") {
      setJsonText(jsonOf(draft));
      setJsonError(undefined);
      setMode("json");
    } else if (applyJson()) {
      setMode("form");
    }
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const toSave = mode === "json" ? applyJson() : draft;
    if (!toSave) return;
    const hasRuleErrors = Object.keys(draftErrors(toSave)).length > 0;
    if (!trySubmit() || hasRuleErrors) {
      if (mode === "json") setMode("form");
      toast.error(t("recipeEditor.fixErrors"));
      return;
    }
    updateRecipe.mutate(
      { slug: recipe.slug, recipe: updateFromDraft(toSave) },
      {
        onSuccess: (saved) => {
          // New categories, tags or tools typed in the pickers now exist in the group.
          void queryClient.invalidateQueries({ queryKey: organizerKeys.all });
          allowLeaving();
          toast.success(t("recipeEditor.saved"));
          onSaved(saved);
        },
      },
    );
  };

  const cancel = () => {
    allowLeaving();
    onCancel();
  };

  const { recipe: current } = draft;
  const disableAmount = current.settings.disableAmount;
  const canLock = Boolean(user && (user.id === recipe.userId || (!recipe.userId && user.admin)));

  return (
    <Box component="form" noValidate onSubmit={save} aria-label={t("recipeEditor.formLabel", { name: recipe.name })}>
      <Paper
        elevation={2}
        sx={{
          position: "sticky",
          // The page scrolls inside the layout's main area, below the top bar: stick to its top.
          top: 0,
          zIndex: 2,
          p: 1,
          mb: 2,
          display: "flex",
          gap: 1,
          alignItems: "center",
          flexWrap: "wrap",
        }}
      >
        <Typography variant="h6" component="h1" sx={{ flex: 1, minWidth: 160 }}>
          {t("recipeEditor.heading", { name: recipe.name })}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_event, next: EditMode | null) => switchMode(next)}
          aria-label={t("recipeEditor.modeLabel")}
        >
          <ToggleButton value="form">{t("recipeEditor.modeForm")}</ToggleButton>
          <ToggleButton value="json">{t("recipeEditor.modeJson")}</ToggleButton>
        </ToggleButtonGroup>
        <Button onClick={cancel}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" loading={updateRecipe.isPending}>
          {t("recipeEditor.save")}
        </Button>
      </Paper>

      {current.settings.locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("recipeEditor.lockedNotice")}
        </Alert>
      )}

      {mode === "json" ? (
        <JsonEditor text={jsonText} error={jsonError} onChange={setJsonText} />
      ) : (
        <Stack spacing={2}>
          <EditorCard title={t("recipeEditor.sections.image")}>
            <ImageSection recipe={current} onImageChange={(image) => setRecipe({ image })} />
          </EditorCard>
          <EditorCard title={t("recipeEditor.sections.details")}>
            <Stack spacing={2}>
              <TextField
                required
                label={t("recipeEditor.name")}
                value={current.name}
                error={Boolean(errorOf("name"))}
                helperText={errorOf("name")}
                onChange={(event) => setRecipe({ name: event.target.value })}
              />
              <TextField
                multiline
                minRows={3}
                label={t("recipeEditor.description")}
                helperText={t("recipeEditor.markdownHint")}
                value={current.description ?? ""}
                onChange={(event) => setRecipe({ description: event.target.value })}
              />
              <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" }, gap: 2 }}>
                <TextField
                  label={t("recipeEditor.recipeYield")}
                  value={current.recipeYield ?? ""}
                  onChange={(event) => setRecipe({ recipeYield: event.target.value })}
                />
                <TextField
                  label={t("recipeEditor.totalTime")}
                  value={current.totalTime ?? ""}
                  onChange={(event) => setRecipe({ totalTime: event.target.value })}
                />
                <TextField
                  label={t("recipeEditor.prepTime")}
                  value={current.prepTime ?? ""}
                  onChange={(event) => setRecipe({ prepTime: event.target.value })}
                />
                <TextField
                  label={t("recipeEditor.cookTime")}
                  value={current.cookTime ?? ""}
                  onChange={(event) => setRecipe({ cookTime: event.target.value })}
                />
                <TextField
                  label={t("recipeEditor.performTime")}
                  value={current.performTime ?? ""}
                  onChange={(event) => setRecipe({ performTime: event.target.value })}
                />
              </Box>
              <TextField
                label={t("recipeEditor.orgURL")}
                value={current.orgURL ?? ""}
                error={Boolean(errorOf("orgURL"))}
                helperText={errorOf("orgURL")}
                onChange={(event) => setRecipe({ orgURL: event.target.value })}
              />
            </Stack>
          </EditorCard>
          <EditorCard title={t("recipeEditor.sections.organizers")}>
            <OrganizersSection
              categories={current.recipeCategory}
              tags={current.tags}
              tools={current.tools}
              onChange={setRecipe}
            />
          </EditorCard>
          <EditorCard title={t("recipeEditor.sections.ingredients")}>
            <IngredientsSection
              ingredients={current.recipeIngredient}
              disableAmount={disableAmount}
              onChange={(recipeIngredient: RecipeIngredient[]) => setRecipe({ recipeIngredient })}
              parseAction={
                <ParseIngredientsButton
                  ingredients={current.recipeIngredient}
                  // Parsed ingredients carry quantities, units and foods: show them, rather than only the notes.
                  onApply={(recipeIngredient) =>
                    setRecipe({ recipeIngredient, settings: { ...current.settings, disableAmount: false } })
                  }
                />
              }
            />
          </EditorCard>
          <EditorCard title={t("recipeEditor.sections.instructions")}>
            <InstructionsSection
              steps={current.recipeInstructions}
              ingredients={current.recipeIngredient}
              disableAmount={disableAmount}
              onChange={(recipeInstructions) => setRecipe({ recipeInstructions })}
            />
          </EditorCard>
          <EditorCard title={t("recipeEditor.sections.notes")}>
            <NotesSection notes={current.notes} onChange={(notes) => setRecipe({ notes })} />
          </EditorCard>
          <EditorCard title={t("recipeEditor.sections.nutrition")}>
            <NutritionSection nutrition={current.nutrition} onChange={(nutrition) => setRecipe({ nutrition })} />
          </EditorCard>
          <EditorCard title={t("recipeEditor.sections.extras")}>
            <ExtrasSection
              rows={draft.extras}
              onChange={(extras) => setDraft((each) => ({ ...each, extras }))}
              errorOf={extraKeyError}
            />
          </EditorCard>
          <EditorCard title={t("recipeEditor.sections.assets")}>
            <AssetsSection recipe={recipe} assets={current.assets} onChange={(assets) => setRecipe({ assets })} />
          </EditorCard>
          <EditorCard title={t("recipeEditor.sections.settings")}>
            <SettingsSection
              settings={current.settings}
              canLock={canLock}
              onChange={(settings) => setRecipe({ settings })}
            />
          </EditorCard>
        </Stack>
      )}

      <Dialog open={blocker.state === "blocked"} onClose={() => blocker.reset?.()}>
        <DialogTitle>{t("recipeEditor.leaveTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t("recipeEditor.leaveText")}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()}>{t("recipeEditor.stay")}</Button>
          <Button color="error" onClick={() => blocker.proceed?.()}>
            {t("recipeEditor.leave")}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function EditorCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader title={title} slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
