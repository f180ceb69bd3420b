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

/**
 * Text that ends the title and opens a script, and a comment that ends inside an attribute to
 * uncover an element with a handler (issue 18): either sets `window.__xss` if it runs.
 */
export const HOSTILE_PAYLOADS = [
  "</title><script>window.__xss=1</script>",
  '<!--<img src="--><img src=x onerror=window.__xss=1>',
] as const;

/** A label followed by both payloads, as one field's text. */
export const hostile = (label: string) => `${label} ${HOSTILE_PAYLOADS.join(" ")}`;

/**
 * A recipe whose every text field holds both payloads, each field labelled (organizers, foods and
 * units by `name` too, so that two recipes do not share them), with notes and nutrition shown.
 */
export function hostileRecipe(name: string) {
  const field = (label: string) => hostile(`${name} ${label}`);
  return {
    name: hostile(name),
    description: field("description"),
    recipeYield: field("yield"),
    prepTime: field("prep time"),
    cookTime: field("cook time"),
    performTime: field("perform time"),
    totalTime: field("total time"),
    orgURL: field("source"),
    recipeCategory: [{ name: field("category") }],
    tags: [{ name: field("tag") }],
    tools: [{ name: field("tool") }],
    recipeIngredient: [
      {
        title: field("ingredient title"),
        quantity: 2,
        unit: { name: field("unit") },
        food: { name: field("food") },
        note: field("ingredient note"),
        originalText: field("original text"),
      },
      { note: field("lone note"), originalText: field("lone original text") },
    ],
    recipeInstructions: [{ title: field("step title"), text: field("step text") }, { text: field("second step") }],
    notes: [{ title: field("note title"), text: field("note text") }],
    nutrition: Object.fromEntries(
      [
        "calories",
        "fatContent",
        "proteinContent",
        "carbohydrateContent",
        "fiberContent",
        "sodiumContent",
        "sugarContent",
      ].map((nutrient) => [nutrient, field(nutrient)]),
    ),
    settings: { public: false, showNutrition: true, disableAmount: false, disableComments: false },
  };
}
