import { type RecipeIngredient, scaledIngredientParts } from "@larder/shared";
import Box from "@mui/material/Box";
import { useTranslation } from "../../i18n";
import { IngredientNote } from "../Markdown/Markdown";

interface IngredientLineProps {
  ingredient: RecipeIngredient;
  scale: number;
  disableAmount: boolean;
}

/** One ingredient at the reader's scale: the amount in bold, the note with its few allowed tags. */
export function IngredientLine({ ingredient, scale, disableAmount }: IngredientLineProps) {
  const { i18n } = useTranslation();
  const { quantity, unit, food, note } = scaledIngredientParts(ingredient, {
    scale,
    disableAmount,
    locale: i18n.language,
  });
  const amount = [quantity, unit].filter(Boolean).join(" ");
  return (
    <>
      {amount && <Box component="strong">{amount}</Box>}
      {amount && (food || note) && " "}
      {food}
      {food && note && " "}
      {note && <IngredientNote note={note} />}
    </>
  );
}
