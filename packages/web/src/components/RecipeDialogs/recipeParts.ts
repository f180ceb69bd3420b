import type { RecipeIngredient, RecipeStep } from "@larder/shared";

export interface IngredientSection {
  /** The section's heading; null for the ingredients before the first titled one. */
  title: string | null;
  ingredients: RecipeIngredient[];
}

/** An ingredient with a title starts a new section (SPEC §3); empty leading sections are dropped. */
export function ingredientSections(ingredients: RecipeIngredient[]): IngredientSection[] {
  const sections: IngredientSection[] = [];
  for (const ingredient of ingredients) {
    const title = ingredient.title?.trim() || null;
    const current = sections.at(-1);
    if (!current || title) sections.push({ title, ingredients: [ingredient] });
    else current.ingredients.push(ingredient);
  }
  return sections;
}

/** The ingredients a step links to, in the recipe's order. */
export function linkedIngredients(step: RecipeStep, ingredients: RecipeIngredient[]): RecipeIngredient[] {
  const linked = new Set(step.ingredientReferences.map((reference) => reference.referenceId));
  return ingredients.filter((ingredient) => linked.has(ingredient.referenceId));
}

export type RecipeTimeKind = "total" | "prep" | "cook";

/** The times worth showing, in reading order; Mealie clients write the cooking time to either field. */
export function recipeTimes(recipe: {
  totalTime: string | null;
  prepTime: string | null;
  cookTime: string | null;
  performTime: string | null;
}): Array<{ kind: RecipeTimeKind; value: string }> {
  const times: Array<{ kind: RecipeTimeKind; value: string | null }> = [
    { kind: "total", value: recipe.totalTime },
    { kind: "prep", value: recipe.prepTime },
    { kind: "cook", value: recipe.performTime || recipe.cookTime },
  ];
  return times.flatMap(({ kind, value }) => (value?.trim() ? [{ kind, value: value.trim() }] : []));
}
