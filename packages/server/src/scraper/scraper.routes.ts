import { sendJsonString } from "../http/json-text.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** A pasted page can be large: the same cap as a fetched one. */
const PASTE_LIMIT_BYTES = 10 * 1024 * 1024;

/** Importing recipes from the web: one address, many in the background, a parse test, pasted HTML or JSON-LD (not photos). */
export function scraperRoutes({ scraper }: Services) {
  return [
    operation("createRecipeFromUrl", "group", async ({ actor, body, reply }) =>
      sendJsonString(reply, await scraper.createFromUrl(actor, body.url, { includeTags: body.includeTags })),
    ),
    operation("createRecipesFromUrls", "group", async ({ actor, body }) => ({
      reportId: await scraper.startBulk(actor, body.imports),
    })),
    operation("testScrapeUrl", "group", ({ actor, body }) => scraper.testScrape(body.url, actor.locale)),
    operation("createRecipeFromImage", "group", () => scraper.createFromImage()),
    operation(
      "createRecipeFromHtmlOrJson",
      "group",
      async ({ actor, body, reply }) => sendJsonString(reply, await scraper.createFromHtmlOrJson(actor, body)),
      { bodyLimit: PASTE_LIMIT_BYTES },
    ),
  ];
}
