import { z } from "zod";
import {
  NO_ADDRESSES_MESSAGE,
  PAGE_CONTENT_MESSAGE,
  RECIPE_PAGE_ADDRESS_MESSAGE,
  tooManyAddressesMessage,
} from "../validation/messages.js";
import { RecipeOrganizerInput } from "./recipes.js";

const Address = z.string().trim().min(1, RECIPE_PAGE_ADDRESS_MESSAGE);

/** POST /api/recipes/create-url: import one page; keywords become tags when `includeTags`. */
export const ScrapeRecipe = z.object({ url: Address, includeTags: z.boolean().default(false) });
export type ScrapeRecipe = z.input<typeof ScrapeRecipe>;

/** POST /api/recipes/test-scrape-url: parse a page without saving (`useOpenAI` is accepted and ignored). */
export const ScrapeRecipeTest = z.object({ url: Address, useOpenAI: z.boolean().default(false) });
export type ScrapeRecipeTest = z.input<typeof ScrapeRecipeTest>;

/** The most addresses one bulk import takes: the job runs one page after another. */
export const BULK_IMPORT_LIMIT = 200;

export const CreateRecipeBulk = z.object({
  url: Address,
  categories: z.array(RecipeOrganizerInput).nullish(),
  tags: z.array(RecipeOrganizerInput).nullish(),
});
export type CreateRecipeBulk = z.input<typeof CreateRecipeBulk>;

/** POST /api/recipes/create-url/bulk. */
export const CreateRecipeByUrlBulk = z.object({
  imports: z
    .array(CreateRecipeBulk)
    .min(1, NO_ADDRESSES_MESSAGE)
    .max(BULK_IMPORT_LIMIT, tooManyAddressesMessage(BULK_IMPORT_LIMIT)),
});
export type CreateRecipeByUrlBulk = z.input<typeof CreateRecipeByUrlBulk>;

/** The bulk import's answer (202): the report that fills in as the pages are imported. */
export const BulkImportStarted = z.object({ reportId: z.string() });
export type BulkImportStarted = z.infer<typeof BulkImportStarted>;

/**
 * POST /api/recipes/create-html-or-json: a page's HTML, or a schema.org Recipe as JSON-LD (an
 * object or its text), for pages that refuse servers. `url` is kept as the recipe's source.
 */
export const CreateRecipeFromHtmlOrJson = z.object({
  data: z.union([z.string().trim().min(1, PAGE_CONTENT_MESSAGE), z.record(z.string(), z.unknown())]),
  url: z.string().trim().nullish(),
  includeTags: z.boolean().default(false),
});
export type CreateRecipeFromHtmlOrJson = z.input<typeof CreateRecipeFromHtmlOrJson>;

/** Where on the page the recipe was found. */
export const ExtractionSource = z.enum([
  "json-ld",
  "microdata",
  "rdfa",
  "plugin",
  "site",
  "headings",
  "app-state",
  "opengraph",
]);
export type ExtractionSource = z.infer<typeof ExtractionSource>;

/** The recipe a page yields, in the fields of a recipe body, before anything is saved. */
export const ScrapedRecipeDraft = z.object({
  name: z.string(),
  description: z.string().nullable(),
  orgURL: z.string().nullable(),
  recipeYield: z.string().nullable(),
  totalTime: z.string().nullable(),
  prepTime: z.string().nullable(),
  cookTime: z.string().nullable(),
  performTime: z.string().nullable(),
  recipeIngredient: z.array(z.object({ title: z.string().nullable(), note: z.string(), originalText: z.string() })),
  recipeInstructions: z.array(z.object({ title: z.string().nullable(), text: z.string() })),
  nutrition: z.record(z.string(), z.string()),
  tags: z.array(z.object({ name: z.string() })),
  recipeCategory: z.array(z.object({ name: z.string() })),
});
export type ScrapedRecipeDraft = z.infer<typeof ScrapedRecipeDraft>;

/** test-scrape-url's answer: the draft, where it came from, and the image addresses best first. */
export const ScrapeDebugResult = z.object({
  url: z.string(),
  source: ExtractionSource,
  recipe: ScrapedRecipeDraft,
  images: z.array(z.string()),
  keywords: z.array(z.string()),
  parseMilliseconds: z.number(),
});
export type ScrapeDebugResult = z.infer<typeof ScrapeDebugResult>;
