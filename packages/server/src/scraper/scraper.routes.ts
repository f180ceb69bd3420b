import {
  BulkImportStarted,
  CreateRecipeByUrlBulk,
  CreateRecipeFromHtmlOrJson,
  ScrapeDebugResult,
  ScrapeRecipe,
  ScrapeRecipeTest,
} from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/authenticate.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;
const tags = ["Recipe: CRUD"];
/** A pasted page can be large: the same cap as a fetched one. */
const PASTE_LIMIT_BYTES = 10 * 1024 * 1024;

/** Importing recipes from the web: one address, many in the background, a parse test, pasted HTML or JSON-LD. */
export function scraperRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { scraper } = services;
    // Mealie answers with the slug as a JSON string; Fastify would send a plain string as it is.
    const slugReply = (slug: string) => JSON.stringify(slug);
    app.post(
      "/api/recipes/create-url",
      {
        config,
        schema: { operationId: "createRecipeFromUrl", tags, body: ScrapeRecipe, response: { 201: z.string() } },
      },
      async (request, reply) => {
        const slug = await scraper.createFromUrl(actorOf(request), request.body.url, {
          includeTags: request.body.includeTags,
        });
        return reply.status(201).type("application/json").send(slugReply(slug));
      },
    );
    app.post(
      "/api/recipes/create-url/bulk",
      {
        config,
        schema: {
          operationId: "createRecipesFromUrls",
          tags,
          body: CreateRecipeByUrlBulk,
          response: { 202: BulkImportStarted },
        },
      },
      async (request, reply) => {
        const reportId = await scraper.startBulk(actorOf(request), request.body.imports);
        return reply.status(202).send({ reportId });
      },
    );
    app.post(
      "/api/recipes/test-scrape-url",
      {
        config,
        schema: { operationId: "testScrapeUrl", tags, body: ScrapeRecipeTest, response: { 200: ScrapeDebugResult } },
      },
      (request) => scraper.testScrape(request.body.url),
    );
    app.post(
      "/api/recipes/create-html-or-json",
      {
        config,
        bodyLimit: PASTE_LIMIT_BYTES,
        schema: {
          operationId: "createRecipeFromHtmlOrJson",
          tags,
          body: CreateRecipeFromHtmlOrJson,
          response: { 201: z.string() },
        },
      },
      async (request, reply) => {
        const slug = await scraper.createFromHtmlOrJson(actorOf(request), request.body);
        return reply.status(201).type("application/json").send(slugReply(slug));
      },
    );
  };
}
