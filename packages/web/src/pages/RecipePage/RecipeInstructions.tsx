import type { Recipe } from "@larder/shared";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Markdown } from "../../components/Markdown/Markdown";
import { IngredientLine } from "../../components/RecipeDialogs/IngredientLine";
import { linkedIngredients } from "../../components/RecipeDialogs/recipeParts";
import { useTranslation } from "../../i18n";

interface RecipeInstructionsProps {
  recipe: Recipe;
  scale: number;
}

/** Numbered steps with their section titles and the ingredients each one uses. */
export function RecipeInstructions({ recipe, scale }: RecipeInstructionsProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="recipe-instructions-heading">
      <Typography id="recipe-instructions-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t("recipePage.instructions")}
      </Typography>
      {recipe.recipeInstructions.length === 0 ? (
        <Typography color="text.secondary">{t("recipePage.noInstructions")}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {recipe.recipeInstructions.map((step, index) => {
            const ingredients = linkedIngredients(step, recipe.recipeIngredient);
            return (
              <Box component="li" key={step.id ?? index} sx={{ mb: 2 }}>
                {step.title && (
                  <Typography variant="h6" component="h3" sx={{ mt: 1, mb: 1 }}>
                    {step.title}
                  </Typography>
                )}
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <Typography
                    variant="subtitle2"
                    component="p"
                    color="text.secondary"
                    sx={{ fontWeight: 700, mb: 0.5 }}
                  >
                    {t("recipePage.step", { number: index + 1 })}
                  </Typography>
                  <Markdown source={step.text} />
                  {ingredients.length > 0 && (
                    <Box
                      component="ul"
                      aria-label={t("recipePage.stepIngredients", { number: index + 1 })}
                      sx={{ mt: 1, mb: 0, pl: 2.5, color: "text.secondary" }}
                    >
                      {ingredients.map((ingredient) => (
                        <li key={ingredient.referenceId}>
                          <IngredientLine
                            ingredient={ingredient}
                            scale={scale}
                            disableAmount={recipe.settings.disableAmount}
                          />
                        </li>
                      ))}
                    </Box>
                  )}
                </Paper>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
