/** Where the recipe on a page was found. */
export type ExtractionSource =
  | "json-ld"
  | "microdata"
  | "rdfa"
  | "plugin"
  | "site"
  | "headings"
  | "app-state"
  | "opengraph";

export interface ScrapedStep {
  /** The heading of the section this step opens (HowToSection's name), or null. */
  section: string | null;
  /** A step's own short name when it says more than the start of its text. */
  name: string | null;
  text: string;
}

export interface IngredientGroup {
  /** The group's heading ("For the glaze"), or null for the first, unnamed block. */
  purpose: string | null;
  ingredients: string[];
}

/**
 * A recipe as read from a page, cleaned but not yet a Larder recipe: display text, times in whole
 * minutes, a normalised yield, one best image address.
 */
export interface ScrapedRecipe {
  source: ExtractionSource;
  title: string | null;
  description: string | null;
  ingredients: string[];
  ingredientGroups: IngredientGroup[];
  instructions: ScrapedStep[];
  totalTime: number | null;
  prepTime: number | null;
  cookTime: number | null;
  yields: string | null;
  image: string | null;
  /** Every image address seen, best first. */
  images: string[];
  keywords: string[];
  categories: string[];
  cuisines: string[];
  /** schema.org NutritionInformation keys and their display strings. */
  nutrition: Record<string, string>;
  author: string | null;
  siteName: string | null;
  language: string | null;
  canonicalUrl: string | null;
}

/** The steps as one list of lines: a section's heading, then a step's name when it has one, then its text. */
export function instructionLines(steps: ScrapedStep[]): string[] {
  const lines: string[] = [];
  for (const step of steps) {
    if (step.section) lines.push(step.section);
    if (step.name) lines.push(step.name);
    if (step.text) lines.push(step.text);
  }
  return lines;
}
