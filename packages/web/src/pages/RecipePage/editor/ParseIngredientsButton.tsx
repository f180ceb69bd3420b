import type { RecipeIngredient } from "@larder/shared";
import AutoFixHighIcon from "@mui/icons-material/AutoFixHigh";
import Button from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../../i18n";

// Fetched only when someone asks for it: the review table is no part of editing.
const IngredientParserDialog = lazy(async () => ({
  default: (await import("../../../components/IngredientParserDialog/IngredientParserDialog")).IngredientParserDialog,
}));

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
