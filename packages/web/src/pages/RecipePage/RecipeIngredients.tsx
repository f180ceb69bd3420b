import { type Recipe, scaleYield } from "@larder/shared";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { IngredientLine } from "../../components/RecipeDialogs/IngredientLine";
import { ingredientSections } from "../../components/RecipeDialogs/recipeParts";
import { useTranslation } from "../../i18n";
import { ScaleControl } from "./ScaleControl";

interface RecipeIngredientsProps {
  recipe: Recipe;
  scale: number;
  /** Null when the viewer may not scale (SPEC §6: scaling is an advanced feature). */
  onScaleChange: ((scale: number) => void) | null;
}

/** The ingredient list by section, at the reader's scale, each one ticked off while gathering. */
export function RecipeIngredients({ recipe, scale, onScaleChange }: RecipeIngredientsProps) {
  const { t } = useTranslation();
  const [gathered, setGathered] = useState<ReadonlySet<string>>(new Set());
  const disableAmount = recipe.settings.disableAmount;
  const toggle = (referenceId: string) =>
    setGathered((current) => {
      const next = new Set(current);
      if (!next.delete(referenceId)) next.add(referenceId);
      return next;
    });

  return (
    <Box component="section" aria-labelledby="recipe-ingredients-heading">
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1, mb: 1 }}>
        <Typography id="recipe-ingredients-heading" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t("recipePage.ingredients")}
        </Typography>
        {onScaleChange && !disableAmount && <ScaleControl scale={scale} onChange={onScaleChange} />}
      </Box>
      {recipe.recipeYield && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t("recipePage.yield")}: {scaleYield(recipe.recipeYield, disableAmount ? 1 : scale)}
        </Typography>
      )}
      {recipe.recipeIngredient.length === 0 ? (
        <Typography color="text.secondary">{t("recipePage.noIngredients")}</Typography>
      ) : (
        ingredientSections(recipe.recipeIngredient).map((section, index) => (
          <Box key={section.ingredients[0]?.referenceId ?? index} sx={{ mb: 1.5 }}>
            {section.title && (
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
                {section.title}
              </Typography>
            )}
            <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
              {section.ingredients.map((ingredient) => (
                <Box component="li" key={ingredient.referenceId}>
                  <FormControlLabel
                    sx={{
                      alignItems: "flex-start",
                      mr: 0,
                      "& .MuiFormControlLabel-label": {
                        pt: 1,
                        ...(gathered.has(ingredient.referenceId) && {
                          textDecoration: "line-through",
                          color: "text.secondary",
                        }),
                      },
                    }}
                    control={
                      <Checkbox
                        checked={gathered.has(ingredient.referenceId)}
                        onChange={() => toggle(ingredient.referenceId)}
                      />
                    }
                    label={<IngredientLine ingredient={ingredient} scale={scale} disableAmount={disableAmount} />}
                  />
                </Box>
              ))}
            </Box>
          </Box>
        ))
      )}
    </Box>
  );
}
