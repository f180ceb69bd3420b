import { plainSteps, type SiteFields, type SiteReader } from "./site-reader.js";

/** A card group that lists tools rather than food ("Equipment Needed"): some authors add one. */
const EQUIPMENT_HEADING = /^(equipment|tools)\b/i;

/**
 * For sites whose recipe-card plug-in (WP Recipe Maker, Tasty) shows the recipe as the author wrote
 * it while the JSON-LD it generates rewrites it: ingredient lines with "1/2" for "½" and notes put
 * in brackets, steps preceded by their short names or their group's heading. The chosen parts are
 * read from the card instead: ingredient lines as shown (an equipment group left out), steps as
 * plain text.
 */
export function readRecipeCard(parts: { ingredients?: boolean; steps?: boolean }): SiteReader {
  return ({ plugin }) => {
    const fields: SiteFields = {};
    if (!plugin) return fields;
    if (parts.ingredients && plugin.ingredients.length) {
      const groups = plugin.ingredientGroups;
      const food = groups.filter((group) => !EQUIPMENT_HEADING.test(group.purpose ?? ""));
      if (food.length === groups.length) fields.ingredients = plugin.ingredients;
      else {
        fields.ingredients = food.flatMap((group) => group.ingredients);
        fields.ingredientGroups = food.length > 1 ? food : [{ purpose: null, ingredients: fields.ingredients }];
      }
    }
    if (parts.steps && plugin.instructions.length) {
      fields.instructions = plainSteps(plugin.instructions.map((step) => step.text));
    }
    return fields;
  };
}
