import type { RecipeIngredient } from "@larder/shared";
import AutoFixHighIcon from "@mui/icons-material/AutoFixHigh";
import Button from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import { type ComponentType, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

/** The parser dialog's interface, as agreed with the parser's owner. */
interface IngredientParserDialogProps {
  open: boolean;
  ingredients: RecipeIngredient[];
  onClose: () => void;
  onApply: (parsed: RecipeIngredient[]) => void;
}

// The parser dialog ships with the parser feature, built alongside the editor: found at build time when
// present (the button hides otherwise), and only fetched when someone asks for it.
const parserDialogModules = import.meta.glob<{ IngredientParserDialog: ComponentType<IngredientParserDialogProps> }>(
  "../../../components/IngredientParserDialog/IngredientParserDialog.tsx",
);
const loadParserDialog = Object.values(parserDialogModules)[0];
const IngredientParserDialog = loadParserDialog
  ? lazy(async () => ({ default: (await loadParserDialog()).IngredientParserDialog }))
  : null;

interface ParseIngredientsButtonProps {
  ingredients: RecipeIngredient[];
  onApply: (parsed: RecipeIngredient[]) => void;
}

/**
 * Opens the ingredient parser on the editor's ingredients. SPEC §5: ingredients that already have
 * units or foods cannot be parsed, so the button explains why it is off.
 */
export function ParseIngredientsButton({ ingredients, onApply }: ParseIngredientsButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!IngredientParserDialog) return null;
  const alreadyStructured = ingredients.some((ingredient) => ingredient.unit !== null || ingredient.food !== null);
  const nothingToParse = ingredients.every((ingredient) => !(ingredient.note || ingredient.originalText));
  const reason = alreadyStructured
    ? t("recipeEditor.parseStructured")
    : nothingToParse
      ? t("recipeEditor.parseNothing")
      : undefined;

  return (
    <>
      <Tooltip title={reason ?? t("recipeEditor.parseHint")}>
        {/* A disabled button gets no pointer events: the span keeps the explanation reachable. */}
        <span>
          <Button startIcon={<AutoFixHighIcon />} disabled={reason !== undefined} onClick={() => setOpen(true)}>
            {t("recipeEditor.parse")}
          </Button>
        </span>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <IngredientParserDialog
            open
            ingredients={ingredients}
            onClose={() => setOpen(false)}
            onApply={(parsed) => {
              onApply(parsed);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
