import { ingredientDisplay, NUTRITION_FIELDS, type Recipe } from "@larder/shared";

/** What a link preview says about a recipe, with absolute addresses. */
export interface RecipePreview {
  recipe: Recipe;
  /** The page the preview is for (the recipe page or the share link). */
  pageUrl: string;
  /** The largest stored image, or null without an image. */
  imageUrl: string | null;
  siteName: string;
}

const DESCRIPTION_LIMIT = 300;

/** A markdown description as one plain line for a preview card. */
export function plainDescription(markdown: string | null): string {
  if (!markdown) return "";
  const text = markdown
    .replace(/<[^>]*>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~#>|]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > DESCRIPTION_LIMIT ? `${text.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…` : text;
}

const DURATION_PARTS: [RegExp, "D" | "H" | "M" | "S"][] = [
  [/(\d+(?:[.,]\d+)?)\s*(?:d|days?)\b/i, "D"],
  [/(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?)\b/i, "H"],
  [/(\d+(?:[.,]\d+)?)\s*(?:m|mins?|minutes?)\b/i, "M"],
  [/(\d+(?:[.,]\d+)?)\s*(?:s|secs?|seconds?)\b/i, "S"],
];

/**
 * Times are free text in a recipe; schema.org wants ISO 8601 durations. "1 hour 30 minutes",
 * "45 min", "1h30m" and "PT20M" convert; anything else is left out rather than guessed.
 */
export function isoDuration(text: string | null): string | undefined {
  if (!text) return undefined;
  const trimmed = text.trim();
  if (/^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/i.test(trimmed)) return trimmed.toUpperCase();
  if (/^\d+$/.test(trimmed)) return `PT${Number(trimmed)}M`;
  const parts = new Map<string, number>();
  let rest = trimmed.replace(/(\d)([a-z])/gi, "$1 $2").replace(/([a-z])(\d)/gi, "$1 $2");
  for (const [pattern, unit] of DURATION_PARTS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    parts.set(unit, Number((match[1] ?? "0").replace(",", ".")));
    rest = rest.replace(match[0], " ");
  }
  if (parts.size === 0 || /[\p{L}\d]/u.test(rest.replace(/\b(and|und|et|y)\b/gi, ""))) return undefined;
  const days = parts.get("D");
  const time = (["H", "M", "S"] as const)
    .filter((unit) => parts.has(unit))
    .map((unit) => `${parts.get(unit)}${unit}`)
    .join("");
  return `P${days ? `${days}D` : ""}${time ? `T${time}` : ""}`;
}

type JsonLd = Record<string, unknown>;

function instructionsOf(recipe: Recipe): JsonLd[] {
  const steps = recipe.recipeInstructions.filter((step) => step.text.trim() !== "");
  const howTo = (text: string): JsonLd => ({ "@type": "HowToStep", text });
  if (!steps.some((step) => step.title?.trim())) return steps.map((step) => howTo(step.text));
  const sections: JsonLd[] = [];
  let current: { name: string; itemListElement: JsonLd[] } | null = null;
  for (const step of steps) {
    if (step.title?.trim() || !current) {
      current = { name: step.title?.trim() ?? "", itemListElement: [] };
      sections.push({ "@type": "HowToSection", ...current });
    }
    current.itemListElement.push(howTo(step.text));
  }
  return sections;
}

function nutritionOf(recipe: Recipe): JsonLd | undefined {
  const values = NUTRITION_FIELDS.filter((field) => recipe.nutrition[field]?.trim()).map((field) => [
    field,
    recipe.nutrition[field],
  ]);
  return values.length ? { "@type": "NutritionInformation", ...Object.fromEntries(values) } : undefined;
}

/** The recipe as a schema.org Recipe, as search engines and recipe apps read it. */
export function recipeJsonLd({ recipe, pageUrl, imageUrl }: RecipePreview): JsonLd {
  const description = plainDescription(recipe.description);
  const document: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.name,
    url: pageUrl,
    description: description || undefined,
    image: imageUrl ? [imageUrl] : undefined,
    datePublished: recipe.dateAdded ?? undefined,
    dateModified: recipe.dateUpdated ?? undefined,
    recipeYield: recipe.recipeYield || undefined,
    prepTime: isoDuration(recipe.prepTime),
    cookTime: isoDuration(recipe.cookTime ?? recipe.performTime),
    totalTime: isoDuration(recipe.totalTime),
    recipeCategory: recipe.recipeCategory.length ? recipe.recipeCategory.map((category) => category.name) : undefined,
    keywords: recipe.tags.length ? recipe.tags.map((tag) => tag.name).join(", ") : undefined,
    tool: recipe.tools.length ? recipe.tools.map((tool) => ({ "@type": "HowToTool", name: tool.name })) : undefined,
    recipeIngredient: recipe.recipeIngredient
      .map((ingredient) => ingredientDisplay(ingredient, recipe.settings.disableAmount))
      .filter((line) => line !== ""),
    recipeInstructions: instructionsOf(recipe),
    nutrition: nutritionOf(recipe),
  };
  return JSON.parse(JSON.stringify(document));
}
