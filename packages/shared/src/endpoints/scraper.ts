import { z } from "zod";
import {
  BulkImportStarted,
  CreateRecipeByUrlBulk,
  CreateRecipeFromHtmlOrJson,
  ScrapeDebugResult,
  ScrapeRecipe,
  ScrapeRecipeTest,
} from "../contracts/scraper.js";
import { defineEndpoints } from "./define.js";

const tags = ["Recipe: CRUD"];

/** Importing recipes from the web: one address, many in the background, a parse test, pasted HTML or JSON-LD. */
export const scraperEndpoints = defineEndpoints({
  /** Answers the new recipe's slug, as a JSON string. */
  createRecipeFromUrl: {
    method: "POST",
    path: "/api/recipes/create-url",
    aliases: ["/api/recipes/create/url"],
    tags,
    body: ScrapeRecipe,
    response: z.string(),
    status: 201,
  },
  /** Starts the imports in the background; the report it answers with follows them. */
  createRecipesFromUrls: {
    method: "POST",
    path: "/api/recipes/create-url/bulk",
    aliases: ["/api/recipes/create/url/bulk"],
    tags,
    body: CreateRecipeByUrlBulk,
    response: BulkImportStarted,
    status: 202,
  },
  testScrapeUrl: {
    method: "POST",
    path: "/api/recipes/test-scrape-url",
    tags,
    body: ScrapeRecipeTest,
    response: ScrapeDebugResult,
  },
  /**
   * Mealie reads a photo of a recipe with OpenAI; Larder has no OpenAI (`enableOpenaiImageServices`
   * is false, so Mealie's web app does not offer it): always a 400 that says so.
   */
  createRecipeFromImage: {
    method: "POST",
    path: "/api/recipes/create-from-image",
    tags: ["Recipe: Create"],
    query: z.object({ translateLanguage: z.string().nullish() }),
    multipart: true,
    response: z.string(),
    status: 201,
  },
  /** Answers the new recipe's slug, as a JSON string. */
  createRecipeFromHtmlOrJson: {
    method: "POST",
    path: "/api/recipes/create-html-or-json",
    aliases: ["/api/recipes/create/html-or-json"],
    tags,
    body: CreateRecipeFromHtmlOrJson,
    response: z.string(),
    status: 201,
  },
});
