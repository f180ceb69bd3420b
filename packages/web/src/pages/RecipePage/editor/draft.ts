import {
  ingredientDisplay,
  noWhitespaceRule,
  type Recipe,
  type RecipeIngredient,
  type RecipeStep,
  type RecipeUpdate,
  requiredRule,
  urlRule,
} from "@larder/shared";

/**
 * One extras entry while it is edited: text values are edited as they are, any other JSON value as
 * its JSON text (and read back as JSON when it still parses).
 */
export interface ExtraRow {
  key: string;
  value: string;
  isJson: boolean;
  /** Stable id for React and drag and drop; never sent. */
  rowId: string;
}

/** The recipe as the form edits it: the recipe itself, with extras as ordered rows. */
export interface RecipeDraft {
  recipe: Recipe;
  extras: ExtraRow[];
}

/**
 * Ids for new ingredients and steps. `crypto.randomUUID` only exists in secure contexts, and a
 * self-hosted server is often reached over plain http on the home network.
 */
export function newId(): string {
  if (typeof crypto.randomUUID === "function" && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function extrasToRows(extras: Recipe["extras"] | null | undefined): ExtraRow[] {
  return Object.entries(extras ?? {}).map(([key, value]) =>
    typeof value === "string"
      ? { key, value, isJson: false, rowId: newId() }
      : { key, value: JSON.stringify(value), isJson: true, rowId: newId() },
  );
}

function rowsToExtras(rows: ExtraRow[]): Record<string, unknown> {
  const extras: Record<string, unknown> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (!key) continue;
    extras[key] = row.isJson ? parseJsonOr(row.value) : row.value;
  }
  return extras;
}

function parseJsonOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Steps always get an id, so that drag and drop and React can tell them apart. */
function withStepIds(steps: RecipeStep[]): RecipeStep[] {
  return steps.map((step) => (step.id ? step : { ...step, id: newId() }));
}

function withReferenceIds(ingredients: RecipeIngredient[]): RecipeIngredient[] {
  return ingredients.map((ingredient) =>
    ingredient.referenceId ? ingredient : { ...ingredient, referenceId: newId() },
  );
}

export function draftFromRecipe(recipe: Recipe): RecipeDraft {
  return {
    recipe: {
      ...recipe,
      recipeIngredient: withReferenceIds(recipe.recipeIngredient ?? []),
      recipeInstructions: withStepIds(recipe.recipeInstructions ?? []),
    },
    extras: extrasToRows(recipe.extras),
  };
}

/** The recipe the draft stands for, extras folded back in (what the JSON view shows). */
export function recipeFromDraft(draft: RecipeDraft): Recipe {
  return { ...draft.recipe, extras: rowsToExtras(draft.extras) };
}

/**
 * Reads the JSON view's text back into a recipe. Keys the user removed fall back to the current
 * recipe's, so that a trimmed JSON still saves; anything that is not a JSON object is refused.
 */
export function recipeFromJson(text: string, current: Recipe): Recipe {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new SyntaxError("the recipe must be a JSON object");
  }
  const merged = { ...current, ...(parsed as Partial<Recipe>) };
  return {
    ...merged,
    recipeIngredient: Array.isArray(merged.recipeIngredient) ? merged.recipeIngredient : [],
    recipeInstructions: Array.isArray(merged.recipeInstructions) ? merged.recipeInstructions : [],
    notes: Array.isArray(merged.notes) ? merged.notes : [],
    assets: Array.isArray(merged.assets) ? merged.assets : [],
    recipeCategory: Array.isArray(merged.recipeCategory) ? merged.recipeCategory : [],
    tags: Array.isArray(merged.tags) ? merged.tags : [],
    tools: Array.isArray(merged.tools) ? merged.tools : [],
    nutrition: { ...current.nutrition, ...merged.nutrition },
    settings: { ...current.settings, ...merged.settings },
    extras: merged.extras && typeof merged.extras === "object" ? merged.extras : {},
  };
}

function emptyToNull(text: string | null | undefined): string | null {
  return text === undefined || text === null || text.trim() === "" ? null : text;
}

/**
 * The body of `PUT /api/recipes/{slug}`. Units and foods go by id; one typed but not yet created
 * goes by name, which the server matches or creates. Organizers go by id, or by name when new.
 */
export function updateFromDraft(draft: RecipeDraft): RecipeUpdate {
  const recipe = recipeFromDraft(draft);
  const organizer = (item: { id?: string | null; name: string; slug?: string | null }) =>
    item.id ? { id: item.id, name: item.name, slug: item.slug } : { name: item.name };
  return {
    name: recipe.name.trim(),
    description: recipe.description ?? "",
    recipeYield: emptyToNull(recipe.recipeYield),
    totalTime: emptyToNull(recipe.totalTime),
    prepTime: emptyToNull(recipe.prepTime),
    cookTime: emptyToNull(recipe.cookTime),
    performTime: emptyToNull(recipe.performTime),
    orgURL: emptyToNull(recipe.orgURL),
    recipeCategory: recipe.recipeCategory.map(organizer),
    tags: recipe.tags.map(organizer),
    tools: recipe.tools.map(organizer),
    recipeIngredient: recipe.recipeIngredient.map((ingredient) => ({
      quantity: ingredient.quantity,
      unit: ingredient.unit ? refOf(ingredient.unit) : null,
      food: ingredient.food ? refOf(ingredient.food) : null,
      note: ingredient.note ?? "",
      isFood: ingredient.isFood,
      disableAmount: ingredient.disableAmount,
      title: emptyToNull(ingredient.title),
      originalText: ingredient.originalText,
      referenceId: ingredient.referenceId,
    })),
    recipeInstructions: recipe.recipeInstructions.map((step) => ({
      id: step.id,
      title: step.title ?? "",
      text: step.text,
      ingredientReferences: step.ingredientReferences.filter((link) =>
        recipe.recipeIngredient.some((ingredient) => ingredient.referenceId === link.referenceId),
      ),
    })),
    nutrition: recipe.nutrition,
    settings: recipe.settings,
    assets: recipe.assets,
    notes: recipe.notes,
    extras: recipe.extras,
  };
}

function refOf(item: { id?: string | null; name: string }) {
  return item.id ? { id: item.id, name: item.name } : { name: item.name };
}

/** A blank ingredient line (a new section when `title` is given). */
export function newIngredient(disableAmount: boolean, title: string | null = null): RecipeIngredient {
  return {
    quantity: disableAmount ? null : 1,
    unit: null,
    food: null,
    note: "",
    isFood: !disableAmount,
    disableAmount,
    display: "",
    title,
    originalText: null,
    referenceId: newId(),
  };
}

export function newStep(): RecipeStep {
  return { id: newId(), title: "", text: "", ingredientReferences: [] };
}

/** The ingredient as one line, for the step links and the parser. */
export function ingredientLine(ingredient: RecipeIngredient, disableAmount: boolean): string {
  return ingredientDisplay(ingredient, disableAmount) || ingredient.originalText || ingredient.note || "";
}

export type DraftErrorField = "name" | "orgURL" | `extraKey:${string}`;

/** The rule messages of SPEC §5 for the fields the form validates, by field. */
export function draftErrors(draft: RecipeDraft): Partial<Record<DraftErrorField, string>> {
  const errors: Partial<Record<DraftErrorField, string>> = {};
  const name = requiredRule(draft.recipe.name);
  if (name !== true) errors.name = name;
  const url = urlRule(draft.recipe.orgURL);
  if (url !== true) errors.orgURL = url;
  const seen = new Set<string>();
  for (const row of draft.extras) {
    const field = `extraKey:${row.rowId}` as const;
    if (row.key.trim() === "" && row.value.trim() === "") continue;
    const required = requiredRule(row.key);
    const whitespace = noWhitespaceRule(row.key);
    if (required !== true) errors[field] = required;
    else if (whitespace !== true) errors[field] = whitespace;
    else if (seen.has(row.key)) errors[field] = DUPLICATE_KEY_MESSAGE;
    seen.add(row.key);
  }
  return errors;
}

export const DUPLICATE_KEY_MESSAGE = "duplicate-key";
