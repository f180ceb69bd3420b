import { type Recipe, scaleYield } from "@larder/shared";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { recipeImageUrl } from "../../api/recipes/queries";
import { useShareToken } from "../../api/shares/ShareTokenContext";
import { useTranslation } from "../../i18n";
import { Markdown } from "../Markdown/Markdown";
import { IngredientLine } from "./IngredientLine";
import type { PrintPreferences } from "./printPreferences";
import { ingredientSections, recipeTimes } from "./recipeParts";

interface RecipePrintViewProps {
  recipe: Recipe;
  preferences: PrintPreferences;
  scale?: number;
}

/**
 * The recipe laid out for paper (SPEC §2): image by position, name, times and description, ingredient
 * sections in two columns, numbered steps, notes. The same view is the print preview.
 */
export function RecipePrintView({ recipe, preferences, scale = 1 }: RecipePrintViewProps) {
  const { t } = useTranslation();
  const shareToken = useShareToken();
  const image = preferences.imagePosition !== "hidden" ? recipeImageUrl(recipe, "min-original", shareToken) : undefined;
  const times = recipeTimes(recipe);
  const disableAmount = recipe.settings.disableAmount;
  return (
    <Box sx={{ color: "text.primary", fontSize: "0.95rem", "& h2, & h3": { breakAfter: "avoid" } }}>
      <Box
        sx={{
          display: "flex",
          gap: 2,
          alignItems: "flex-start",
          flexDirection: preferences.imagePosition === "right" ? "row-reverse" : "row",
          mb: 2,
        }}
      >
        {image && (
          <Box
            component="img"
            src={image}
            alt=""
            sx={{ width: "35%", maxWidth: 260, aspectRatio: "4 / 3", objectFit: "cover", borderRadius: 1 }}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {recipe.name}
          </Typography>
          {(times.length > 0 || recipe.recipeYield) && (
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {[
                ...(recipe.recipeYield ? [`${t("recipePage.yield")}: ${scaleYield(recipe.recipeYield, scale)}`] : []),
                ...times.map(({ kind, value }) => `${t(`recipePage.times.${kind}`)}: ${value}`),
              ].join(" · ")}
            </Typography>
          )}
          {preferences.showDescription && recipe.description && <Markdown source={recipe.description} />}
        </Box>
      </Box>

      {recipe.recipeIngredient.length > 0 && (
        <Box component="section" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {t("recipePage.ingredients")}
          </Typography>
          <Box sx={{ columnCount: { xs: 1, sm: 2 }, columnGap: 4, "@media print": { columnCount: 2 } }}>
            {ingredientSections(recipe.recipeIngredient).map((section, index) => (
              <Box key={section.ingredients[0]?.referenceId ?? index} sx={{ breakInside: "avoid", mb: 1 }}>
                {section.title && (
                  <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
                    {section.title}
                  </Typography>
                )}
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {section.ingredients.map((ingredient) => (
                    <li key={ingredient.referenceId}>
                      <IngredientLine ingredient={ingredient} scale={scale} disableAmount={disableAmount} />
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}

      {recipe.recipeInstructions.length > 0 && (
        <Box component="section" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {t("recipePage.instructions")}
          </Typography>
          {recipe.recipeInstructions.map((step, index) => (
            <Box key={step.id ?? index} sx={{ breakInside: "avoid", mb: 1.5 }}>
              {step.title && (
                <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {step.title}
                </Typography>
              )}
              <Box sx={{ display: "flex", gap: 1 }}>
                <Typography component="span" sx={{ fontWeight: 700, minWidth: "1.5em" }}>
                  {t("recipePage.stepNumber", { number: index + 1 })}
                </Typography>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Markdown source={step.text} />
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      )}

      {preferences.showNotes && recipe.notes.length > 0 && (
        <Box component="section">
          <Typography variant="h6" component="h3" gutterBottom>
            {t("recipePage.notes")}
          </Typography>
          {recipe.notes.map((note, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id, and this read-only list never reorders
            <Box key={`${note.title}-${index}`} sx={{ breakInside: "avoid", mb: 1 }}>
              {note.title && (
                <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
                  {note.title}
                </Typography>
              )}
              <Markdown source={note.text} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
