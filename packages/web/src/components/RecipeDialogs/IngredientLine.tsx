import { type RecipeIngredient, scaledIngredientParts } from "@larder/shared";
import Box from "@mui/material/Box";
import { sanitizeIngredientHtml } from "../Markdown/Markdown";

interface IngredientLineProps {
  ingredient: RecipeIngredient;
  scale: number;
  disableAmount: boolean;
}

/** One ingredient at the reader's scale: the amount in bold, the note with its few allowed tags. */
export function IngredientLine({ ingredient, scale, disableAmount }: IngredientLineProps) {
  const { quantity, unit, food, note } = scaledIngredientParts(ingredient, { scale, disableAmount });
  const amount = [quantity, unit].filter(Boolean).join(" ");
  return (
    <>
      {amount && <Box component="strong">{amount}</Box>}
      {amount && (food || note) && " "}
      {food}
      {food && note && " "}
      {note && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised down to b, q, i, strong and sup (SPEC §5)
        <Box component="span" dangerouslySetInnerHTML={{ __html: sanitizeIngredientHtml(note) }} />
      )}
    </>
  );
}
