import { MAX_NAME_LENGTH, type RecipeOrganizerInput, type RecipeUpdate, type ScrapedRecipeDraft } from "@larder/shared";
import { withoutNulCharacters } from "../http/nul-characters.js";
import { readableDuration } from "./extract/durations.js";
import type { ScrapedRecipe } from "./extract/scraped-recipe.js";

/** schema.org nutrition keys Larder keeps, with the unit its numbers are shown in. */
const NUTRITION_KEYS = [
  "calories",
  "fatContent",
  "proteinContent",
  "carbohydrateContent",
  "fiberContent",
  "sodiumContent",
  "sugarContent",
] as const;

/**
 * A nutrition value as its first number ("250 kcal" → "250", "1,5 g" → "1.5"). Sodium given in grams
 * is turned into milligrams, the unit recipes show it in.
 */
export function nutritionNumber(key: string, value: string): string | null {
  const match = /(\d+(?:[.,]\d+)?)\s*(mg|g|kcal|cal|kj)?/i.exec(value);
  if (!match?.[1]) return null;
  let number = Number(match[1].replace(",", "."));
  if (key === "sodiumContent" && match[2]?.toLowerCase() === "g") number *= 1000;
  return String(Math.round(number * 100) / 100);
}

/** "quick dinner" → "Quick Dinner": keywords become tags with each word capitalised. */
function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\p{Ll})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/** The recipe a scraped page becomes, as the fields of a recipe body; its times written in `locale`'s language. */
export function draftOf(
  scraped: ScrapedRecipe,
  orgUrl: string | null,
  includeTags: boolean,
  locale?: string | null,
): ScrapedRecipeDraft {
  const cook = readableDuration(scraped.cookTime, locale);
  const nutrition: Record<string, string> = {};
  for (const key of NUTRITION_KEYS) {
    const raw = scraped.nutrition[key];
    const value = raw ? nutritionNumber(key, raw) : null;
    if (value) nutrition[key] = value;
  }
  const seenTags = new Set<string>();
  const tags = includeTags
    ? scraped.keywords
        .map((keyword) => titleCase(keyword).slice(0, 120))
        .filter((name) => {
          const key = name.toLowerCase();
          if (!name || seenTags.has(key)) return false;
          seenTags.add(key);
          return true;
        })
        .map((name) => ({ name }))
    : [];
  // A page may hold NUL characters, which PostgreSQL cannot store: they are dropped like other noise.
  return withoutNulCharacters({
    // Names are limited in length (they are indexed); a page's overlong title is cut.
    name: (scraped.title ?? "").slice(0, MAX_NAME_LENGTH).trim(),
    description: scraped.description,
    orgURL: orgUrl ?? scraped.canonicalUrl,
    recipeYield: scraped.yields,
    totalTime: readableDuration(scraped.totalTime, locale),
    prepTime: readableDuration(scraped.prepTime, locale),
    cookTime: cook,
    performTime: cook,
    recipeIngredient: scraped.ingredientGroups.flatMap((group) =>
      group.ingredients.map((line, index) => ({
        title: index === 0 ? group.purpose : null,
        note: line,
        originalText: line,
      })),
    ),
    recipeInstructions: scraped.instructions.map((step) => ({
      title: step.section,
      text: step.name ? `**${step.name}**\n\n${step.text}` : step.text,
    })),
    nutrition,
    tags,
    recipeCategory: [],
  });
}

/** The body that creates the recipe: the draft, plus the organizers a bulk import asked for. */
export function recipeBody(
  draft: ScrapedRecipeDraft,
  extra: { categories?: RecipeOrganizerInput[] | null; tags?: RecipeOrganizerInput[] | null } = {},
): RecipeUpdate {
  return {
    name: draft.name,
    description: draft.description,
    orgURL: draft.orgURL,
    recipeYield: draft.recipeYield,
    totalTime: draft.totalTime,
    prepTime: draft.prepTime,
    cookTime: draft.cookTime,
    performTime: draft.performTime,
    recipeIngredient: draft.recipeIngredient.map((ingredient) => ({
      title: ingredient.title,
      note: ingredient.note,
      originalText: ingredient.originalText,
      quantity: null,
      unit: null,
      food: null,
      disableAmount: true,
    })),
    recipeInstructions: draft.recipeInstructions.map((step) => ({ title: step.title ?? "", text: step.text })),
    nutrition: draft.nutrition,
    tags: [...draft.tags, ...(extra.tags ?? [])],
    recipeCategory: [...draft.recipeCategory, ...(extra.categories ?? [])],
  };
}
