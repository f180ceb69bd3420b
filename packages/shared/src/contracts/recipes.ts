import { z } from "zod";
import { GROUP_ID_MESSAGE, REQUIRED_MESSAGE } from "../validation/messages.js";
import { IsoDateTime } from "./date-time.js";
import { IngredientFood, IngredientUnit } from "./foods.js";
import { MAX_NAME_LENGTH, NAME_TOO_LONG_MESSAGE, NameText } from "./names.js";
import { RecipeCategory, RecipeTag, RecipeTool } from "./organizers.js";
import { paginated } from "./pagination.js";

// Output shapes follow Mealie v1.12's Recipe-Output / RecipeSummary exactly: every key is always present,
// nullable where Mealie's is. Input shapes are lenient, because Mealie clients PUT back whatever they read:
// unknown keys are dropped, read-only keys (id, slug, dates, rating, comments...) are accepted and ignored.

/** One row of the recipe list (`GET /api/recipes`). */
export const RecipeSummary = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  groupId: z.string(),
  /** Mealie 2: the household, which is the group (each group is its one household). */
  householdId: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The image's cache-busting key, or null without an image. */
  image: z.string().nullable(),
  recipeYield: z.string().nullable(),
  totalTime: z.string().nullable(),
  prepTime: z.string().nullable(),
  cookTime: z.string().nullable(),
  performTime: z.string().nullable(),
  description: z.string().nullable(),
  recipeCategory: z.array(RecipeCategory),
  tags: z.array(RecipeTag),
  tools: z.array(RecipeTool),
  rating: z.number().nullable(),
  orgURL: z.string().nullable(),
  /** Calendar date, YYYY-MM-DD. */
  dateAdded: z.string().nullable(),
  /** ISO-8601 timestamps. */
  dateUpdated: z.string().nullable(),
  createdAt: z.string().nullable(),
  updateAt: z.string().nullable(),
  lastMade: z.string().nullable(),
});
export type RecipeSummary = z.infer<typeof RecipeSummary>;
export const RecipeSummaryPagination = paginated(RecipeSummary);

export const RecipeIngredient = z.object({
  quantity: z.number().nullable(),
  unit: IngredientUnit.nullable(),
  food: IngredientFood.nullable(),
  note: z.string().nullable(),
  isFood: z.boolean().nullable(),
  disableAmount: z.boolean(),
  /** The ingredient as one line of text (quantity, unit, food, note). */
  display: z.string(),
  /** Starts a new section of the ingredient list. */
  title: z.string().nullable(),
  originalText: z.string().nullable(),
  /** Stable id that steps use to point at this ingredient. */
  referenceId: z.string(),
});
export type RecipeIngredient = z.infer<typeof RecipeIngredient>;

export const IngredientReference = z.object({ referenceId: z.string().nullable() });
export type IngredientReference = z.infer<typeof IngredientReference>;

export const RecipeStep = z.object({
  id: z.string().nullable(),
  title: z.string().nullable(),
  text: z.string(),
  ingredientReferences: z.array(IngredientReference),
});
export type RecipeStep = z.infer<typeof RecipeStep>;

export const RecipeSettings = z.object({
  public: z.boolean(),
  showNutrition: z.boolean(),
  showAssets: z.boolean(),
  landscapeView: z.boolean(),
  disableComments: z.boolean(),
  disableAmount: z.boolean(),
  locked: z.boolean(),
});
export type RecipeSettings = z.infer<typeof RecipeSettings>;

export const NUTRITION_FIELDS = [
  "calories",
  "fatContent",
  "proteinContent",
  "carbohydrateContent",
  "fiberContent",
  "sodiumContent",
  "sugarContent",
] as const;
export type NutritionField = (typeof NUTRITION_FIELDS)[number];

export const Nutrition = z.object({
  calories: z.string().nullable(),
  fatContent: z.string().nullable(),
  proteinContent: z.string().nullable(),
  carbohydrateContent: z.string().nullable(),
  fiberContent: z.string().nullable(),
  sodiumContent: z.string().nullable(),
  sugarContent: z.string().nullable(),
});
export type Nutrition = z.infer<typeof Nutrition>;

export const RecipeNote = z.object({ title: z.string(), text: z.string() });
export type RecipeNote = z.infer<typeof RecipeNote>;

export const RecipeAsset = z.object({ name: z.string(), icon: z.string(), fileName: z.string().nullable() });
export type RecipeAsset = z.infer<typeof RecipeAsset>;

/** A comment as embedded in a full recipe (Mealie's RecipeCommentOut). */
export const RecipeEmbeddedComment = z.object({
  recipeId: z.string(),
  text: z.string(),
  id: z.string(),
  createdAt: z.string(),
  updateAt: z.string(),
  userId: z.string(),
  user: z.object({ id: z.string(), username: z.string().nullable(), admin: z.boolean() }),
});
export type RecipeEmbeddedComment = z.infer<typeof RecipeEmbeddedComment>;

/** A full recipe (`GET /api/recipes/{slug}`). */
export const Recipe = RecipeSummary.extend({
  recipeIngredient: z.array(RecipeIngredient),
  recipeInstructions: z.array(RecipeStep),
  nutrition: Nutrition,
  settings: RecipeSettings,
  assets: z.array(RecipeAsset),
  notes: z.array(RecipeNote),
  /** Free key/value pairs for integrations; keys hold no whitespace. */
  extras: z.record(z.string(), z.unknown()),
  comments: z.array(RecipeEmbeddedComment),
});
export type Recipe = z.infer<typeof Recipe>;

// ---- Inputs ----

const optionalText = z.string().nullish();
const recipeName = z.string().trim().min(1, REQUIRED_MESSAGE).max(MAX_NAME_LENGTH, NAME_TOO_LONG_MESSAGE);
/** Yields, times and nutrition values are free text; scripts often send them as numbers. */
const looseText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .nullish();

/** A category, tag or tool named in a recipe body: matched in the group by id, then slug, else created. */
export const RecipeOrganizerInput = z.object({
  id: z.string().nullish(),
  name: NameText.nullish(),
  slug: z.string().nullish(),
  onHand: z.boolean().nullish(),
});
export type RecipeOrganizerInput = z.input<typeof RecipeOrganizerInput>;

/** A food or unit named in an ingredient: an id of the group's, or a name (matched, else created). */
export const IngredientRefInput = z.object({
  id: z.string().nullish(),
  name: NameText.nullish(),
  pluralName: z.string().nullish(),
  abbreviation: z.string().nullish(),
});
export type IngredientRefInput = z.input<typeof IngredientRefInput>;

export const RecipeIngredientInput = z.object({
  quantity: z.coerce.number().nullish(),
  unit: IngredientRefInput.nullish(),
  food: IngredientRefInput.nullish(),
  note: optionalText,
  isFood: z.boolean().nullish(),
  disableAmount: z.boolean().nullish(),
  /** Accepted and ignored: the display line is always computed. */
  display: optionalText,
  title: optionalText,
  originalText: optionalText,
  referenceId: z.string().nullish(),
});
export type RecipeIngredientInput = z.input<typeof RecipeIngredientInput>;

export const RecipeStepInput = z.object({
  id: z.string().nullish(),
  title: optionalText,
  text: optionalText,
  ingredientReferences: z.array(z.object({ referenceId: z.string().nullish() })).nullish(),
});
export type RecipeStepInput = z.input<typeof RecipeStepInput>;

/** Missing settings keep their current value. */
export const RecipeSettingsInput = z.object({
  public: z.boolean().nullish(),
  showNutrition: z.boolean().nullish(),
  showAssets: z.boolean().nullish(),
  landscapeView: z.boolean().nullish(),
  disableComments: z.boolean().nullish(),
  disableAmount: z.boolean().nullish(),
  locked: z.boolean().nullish(),
});
export type RecipeSettingsInput = z.input<typeof RecipeSettingsInput>;

export const NutritionInput = z.object({
  calories: looseText,
  fatContent: looseText,
  proteinContent: looseText,
  carbohydrateContent: looseText,
  fiberContent: looseText,
  sodiumContent: looseText,
  sugarContent: looseText,
});

export const RecipeNoteInput = z.object({ title: optionalText, text: optionalText });
export const RecipeAssetInput = z.object({
  name: z.string().min(1, REQUIRED_MESSAGE),
  icon: z.string().nullish(),
  fileName: optionalText,
});

/**
 * The body of PUT and PATCH /api/recipes/{slug}. Every key is optional: PUT replaces what is missing
 * with its default (empty lists, null texts), PATCH leaves it alone. Missing settings keys and a missing
 * name always keep their current value.
 */
export const RecipeUpdate = z.object({
  name: recipeName.nullish(),
  description: optionalText,
  recipeYield: looseText,
  totalTime: looseText,
  prepTime: looseText,
  cookTime: looseText,
  performTime: looseText,
  orgURL: optionalText,
  recipeCategory: z.array(RecipeOrganizerInput).nullish(),
  tags: z.array(RecipeOrganizerInput).nullish(),
  tools: z.array(RecipeOrganizerInput).nullish(),
  recipeIngredient: z.array(RecipeIngredientInput).nullish(),
  recipeInstructions: z.array(RecipeStepInput).nullish(),
  nutrition: NutritionInput.nullish(),
  settings: RecipeSettingsInput.nullish(),
  assets: z.array(RecipeAssetInput).nullish(),
  notes: z.array(RecipeNoteInput).nullish(),
  extras: z.record(z.string(), z.unknown()).nullish(),
});
export type RecipeUpdate = z.input<typeof RecipeUpdate>;
export type RecipeUpdateParsed = z.infer<typeof RecipeUpdate>;
/** PATCH takes the same keys; only the given ones change. */
export const RecipePatch = RecipeUpdate;
export type RecipePatch = RecipeUpdate;

export const CreateRecipe = z.object({ name: recipeName });
export type CreateRecipe = z.input<typeof CreateRecipe>;

/** Without a name the copy takes the original's, then the usual "(1)" suffix. */
export const RecipeDuplicate = z.object({
  name: z.string().trim().max(MAX_NAME_LENGTH, NAME_TOO_LONG_MESSAGE).nullish(),
});
export type RecipeDuplicate = z.input<typeof RecipeDuplicate>;

export const RecipeLastMade = z.object({ timestamp: IsoDateTime });
export type RecipeLastMade = z.input<typeof RecipeLastMade>;

/** GET /api/validators/recipe: is this name still free in that group? */
export const RecipeNameQuery = z.object({ group_id: z.guid(GROUP_ID_MESSAGE), name: z.string() });
