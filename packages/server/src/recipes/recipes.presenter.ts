import {
  type IngredientFood,
  type IngredientUnit,
  ingredientDisplay,
  NUTRITION_FIELDS,
  type Nutrition,
  type Recipe,
  type RecipeIngredient,
  type RecipeSettings,
  type RecipeSummary,
} from "@larder/shared";
import type {
  FoodRow,
  FullRecipeRows,
  IngredientRow,
  RecipeOrganizers,
  RecipeRow,
  RecipeSummaryRow,
  UnitRow,
} from "./recipes.repository.js";

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A JSON column read back; a damaged value reads as the fallback rather than failing the whole recipe. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** One item of the recipe list. The listing reads `RECIPE_SUMMARY_COLUMNS` and `organizersOf` to build it. */
export function presentSummary(row: RecipeSummaryRow, organizers: RecipeOrganizers): RecipeSummary {
  return {
    id: row.id,
    userId: row.user_id,
    groupId: row.group_id,
    householdId: row.group_id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    recipeYield: row.recipe_yield,
    totalTime: row.total_time,
    prepTime: row.prep_time,
    cookTime: row.cook_time,
    performTime: row.perform_time,
    description: row.description,
    recipeCategory: organizers.categories.map(({ id, name, slug }) => ({ id, name, slug })),
    tags: organizers.tags.map(({ id, name, slug }) => ({ id, name, slug })),
    tools: organizers.tools.map(({ id, name, slug, on_hand }) => ({ id, name, slug, onHand: on_hand })),
    rating: row.rating,
    orgURL: row.org_url,
    dateAdded: row.date_added,
    dateUpdated: iso(row.date_updated),
    createdAt: iso(row.created_at),
    updateAt: iso(row.update_at),
    lastMade: iso(row.last_made),
  };
}

export function presentSettings(row: RecipeRow): RecipeSettings {
  return {
    public: row.public,
    showNutrition: row.show_nutrition,
    showAssets: row.show_assets,
    landscapeView: row.landscape_view,
    disableComments: row.disable_comments,
    disableAmount: row.disable_amount,
    locked: row.locked,
  };
}

export function presentNutrition(json: string): Nutrition {
  const stored = parseJson<Record<string, unknown>>(json, {});
  const nutrition = {} as Nutrition;
  for (const field of NUTRITION_FIELDS) {
    const value = stored[field];
    nutrition[field] = typeof value === "string" ? value : null;
  }
  return nutrition;
}

export function presentFood(row: FoodRow): IngredientFood {
  return {
    id: row.id,
    name: row.name,
    pluralName: row.plural_name,
    description: row.description,
    extras: parseJson(row.extras, {}),
    labelId: row.label_id,
    label:
      row.label_id && row.label_name !== null
        ? { id: row.label_id, name: row.label_name, color: row.label_color ?? "", groupId: row.group_id }
        : null,
    onHand: row.on_hand,
    aliases: parseJson(row.aliases, []),
    createdAt: iso(row.created_at),
    updateAt: iso(row.update_at),
  };
}

export function presentUnit(row: UnitRow): IngredientUnit {
  return {
    id: row.id,
    name: row.name,
    pluralName: row.plural_name,
    description: row.description,
    extras: parseJson(row.extras, {}),
    onHand: false,
    abbreviation: row.abbreviation,
    pluralAbbreviation: row.plural_abbreviation,
    useAbbreviation: row.use_abbreviation,
    fraction: row.fraction,
    aliases: parseJson(row.aliases, []),
    createdAt: iso(row.created_at),
    updateAt: iso(row.update_at),
  };
}

function presentIngredient(
  row: IngredientRow,
  unit: IngredientUnit | null,
  food: IngredientFood | null,
  disableAmount: boolean,
): RecipeIngredient {
  return {
    quantity: row.quantity,
    unit,
    food,
    note: row.note,
    // Not stored: Mealie derives both from the recipe's "disable amounts" setting.
    isFood: !disableAmount,
    disableAmount,
    display: ingredientDisplay({ quantity: row.quantity, unit, food, note: row.note }, disableAmount),
    title: row.title,
    originalText: row.original_text,
    referenceId: row.reference_id,
  };
}

/** The full recipe (GET /api/recipes/{slug}). */
export function presentRecipe(rows: FullRecipeRows): Recipe {
  const { recipe } = rows;
  const foods = new Map([...rows.foods].map(([id, row]) => [id, presentFood(row)]));
  const units = new Map([...rows.units].map(([id, row]) => [id, presentUnit(row)]));
  return {
    ...presentSummary(recipe, rows.organizers),
    recipeIngredient: rows.ingredients.map((row) =>
      presentIngredient(
        row,
        (row.unit_id && units.get(row.unit_id)) || null,
        (row.food_id && foods.get(row.food_id)) || null,
        recipe.disable_amount,
      ),
    ),
    recipeInstructions: rows.instructions.map((row) => ({
      id: row.id,
      title: row.title,
      text: row.text,
      ingredientReferences: parseJson<{ referenceId: string }[]>(row.ingredient_references, []).map(
        ({ referenceId }) => ({ referenceId }),
      ),
    })),
    nutrition: presentNutrition(recipe.nutrition),
    settings: presentSettings(recipe),
    assets: rows.assets.map((row) => ({ name: row.name, icon: row.icon, fileName: row.file_name })),
    notes: rows.notes.map((row) => ({ title: row.title, text: row.text })),
    extras: parseJson(recipe.extras, {}),
    comments: rows.comments.map((row) => ({
      recipeId: row.recipe_id,
      text: row.text,
      id: row.id,
      createdAt: row.created_at.toISOString(),
      updateAt: row.update_at.toISOString(),
      userId: row.user_id,
      user: { id: row.user_id, username: row.username, admin: row.admin },
    })),
  };
}
