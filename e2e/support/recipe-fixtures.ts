/**
 * A recipe with everything the recipe page shows: sections, units and foods with plurals, steps
 * linked to ingredients, a timer in a step, notes and nutrition. Quantities are chosen so that
 * scaling shows fractions, plurals and a scaled yield.
 */
export function lemonCake(name: string, { isPublic = false } = {}) {
  const cup = { name: "cup", pluralName: "cups" };
  return {
    name,
    description: "A **zesty** loaf cake.",
    recipeYield: "8 slices",
    prepTime: "20 minutes",
    totalTime: "1 hour 10 minutes",
    recipeIngredient: [
      {
        title: "Cake",
        quantity: 1.5,
        unit: cup,
        food: { name: "flour" },
        referenceId: "00000000-0000-4000-8000-000000000001",
      },
      { quantity: 2, food: { name: "egg", pluralName: "eggs" }, referenceId: "00000000-0000-4000-8000-000000000002" },
      {
        quantity: 0.5,
        unit: cup,
        food: { name: "sugar" },
        note: "caster",
        referenceId: "00000000-0000-4000-8000-000000000003",
      },
      {
        title: "Drizzle",
        quantity: 1,
        food: { name: "lemon", pluralName: "lemons" },
        note: "juiced",
        referenceId: "00000000-0000-4000-8000-000000000004",
      },
    ],
    recipeInstructions: [
      {
        text: "Whisk the eggs and the sugar until pale.",
        ingredientReferences: [
          { referenceId: "00000000-0000-4000-8000-000000000002" },
          { referenceId: "00000000-0000-4000-8000-000000000003" },
        ],
      },
      {
        text: "Fold in the flour and bake for 45 minutes.",
        ingredientReferences: [{ referenceId: "00000000-0000-4000-8000-000000000001" }],
      },
      {
        title: "Finish",
        text: "Pour the lemon juice over the warm cake.",
        ingredientReferences: [{ referenceId: "00000000-0000-4000-8000-000000000004" }],
      },
    ],
    notes: [{ title: "Storage", text: "Keeps for three days in a tin." }],
    nutrition: { calories: "310 kcal" },
    settings: { public: isPublic, showNutrition: true, disableAmount: false, disableComments: false },
  };
}
