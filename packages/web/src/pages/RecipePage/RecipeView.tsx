import type { Recipe } from "@larder/shared";
import Box from "@mui/material/Box";
import { useAfterFirstPaint } from "../../components/OnDemand/OnDemand";
import { RecipeComments } from "./RecipeComments";
import { RecipeAssets, RecipeNotes, RecipeNutrition } from "./RecipeDetails";
import { RecipeHeader } from "./RecipeHeader";
import { RecipeIngredients } from "./RecipeIngredients";
import { RecipeInstructions } from "./RecipeInstructions";

interface RecipeViewProps {
  recipe: Recipe;
  groupSlug: string;
  isOwn: boolean;
  scale: number;
  onScaleChange: ((scale: number) => void) | null;
  onEdit: () => void;
  onCook: () => void;
  onPrint: () => void;
  onMadeThis: () => void;
  onDeleted: () => void;
}

/** VIEW mode: the header, ingredients beside the steps on wide screens, then notes and the rest. */
export function RecipeView({ recipe, groupSlug, isOwn, scale, onScaleChange, ...actions }: RecipeViewProps) {
  // The comments sit at the bottom: they follow the recipe's first paint.
  const afterFirstPaint = useAfterFirstPaint();
  return (
    <>
      <RecipeHeader recipe={recipe} groupSlug={groupSlug} isOwn={isOwn} scale={scale} {...actions} />
      <Box
        sx={{
          display: "grid",
          gap: 4,
          gridTemplateColumns: { xs: "1fr", md: "minmax(0, 4fr) minmax(0, 8fr)" },
          alignItems: "start",
          mb: 4,
        }}
      >
        <Box sx={{ display: "flex", flexDirection: "column", gap: 4 }}>
          <RecipeIngredients recipe={recipe} scale={scale} onScaleChange={onScaleChange} />
          <RecipeNutrition recipe={recipe} />
          <RecipeAssets recipe={recipe} />
        </Box>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 4 }}>
          <RecipeInstructions recipe={recipe} scale={scale} />
          <RecipeNotes recipe={recipe} />
        </Box>
      </Box>
      {afterFirstPaint && isOwn && !recipe.settings.disableComments && <RecipeComments recipe={recipe} />}
    </>
  );
}
