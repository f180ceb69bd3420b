import {
  type CreateRecipeBulk,
  type CreateRecipeFromHtmlOrJson,
  RecipeUpdate,
  type ScrapeDebugResult,
  type ScrapedRecipeDraft,
} from "@larder/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import { translatorFor } from "../i18n/server-texts.js";
import { OutboundError, type SafeFetcher } from "../outbound/safe-fetch.js";
import type { RecipeMediaService } from "../recipes/recipe-media.service.js";
import type { RecipesService } from "../recipes/recipes.service.js";
import type { ReportsService } from "../reports/reports.service.js";
import type { ScrapedRecipe } from "./extract/scraped-recipe.js";
import { pageText } from "./page-text.js";
import { draftOf, recipeBody } from "./to-recipe.js";

/** Recipe pages are rarely over a few MB; the cap keeps a hostile page from filling memory. */
const PAGE_LIMIT_BYTES = 10 * 1024 * 1024;
const IMAGE_LIMIT_BYTES = 20 * 1024 * 1024;
/** How many of a page's image addresses are tried, best first, before the recipe goes without one. */
const IMAGE_ATTEMPTS = 3;
const PAGE_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,application/ld+json;q=0.8,*/*;q=0.5";

/**
 * The page reader, with the HTML parser it brings, is loaded by the first import rather than at
 * start-up, where it took about 80 ms of module loading.
 */
const loadPageReader = () => import("./extract/scrape-page.js");

/** No recipe found at a web address, or in the pasted text when `url` is null. */
const noRecipeFound = (url: string | null) =>
  url === null
    ? new HttpError(400, "errors.scraper.noRecipeInPastedText")
    : new HttpError(400, "errors.scraper.noRecipeAtAddress", { url });

interface ImportOptions {
  includeTags: boolean;
  categories?: CreateRecipeBulk["categories"];
  tags?: CreateRecipeBulk["tags"];
}

/** Imports recipes from web pages: fetch safely, extract, clean, create the recipe, fetch its image. */
export class ScraperService {
  /** Bulk imports still running; the server waits for them before closing the database. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly fetcher: SafeFetcher,
    private readonly recipes: Pick<RecipesService, "createFromRecipe">,
    private readonly media: Pick<RecipeMediaService, "replaceImage">,
    private readonly reports: Pick<ReportsService, "start">,
    private readonly log: { error: (details: object, message: string) => void },
  ) {}

  /** POST /api/recipes/create-url: the new recipe's slug. */
  async createFromUrl(actor: Actor, url: string, options: ImportOptions): Promise<string> {
    const { scraped, finalUrl } = await this.scrapeUrl(url);
    return this.create(actor, scraped, finalUrl, options);
  }

  /** POST /api/recipes/create-from-image: Mealie reads the photo with OpenAI, which Larder does not have. */
  async createFromImage(): Promise<string> {
    throw new HttpError(400, "errors.scraper.imageImportNeedsOpenAi");
  }

  /** POST /api/recipes/test-scrape-url: what the page yields, nothing saved. */
  async testScrape(url: string, locale?: string | null): Promise<ScrapeDebugResult> {
    const page = await this.fetchPage(url);
    const { scrapePage } = await loadPageReader();
    const started = performance.now();
    const scraped = scrapePage(page.html, page.finalUrl);
    const parseMilliseconds = Math.round((performance.now() - started) * 10) / 10;
    if (!scraped?.title) throw noRecipeFound(url);
    return {
      url: page.finalUrl,
      source: scraped.source,
      recipe: draftOf(scraped, page.finalUrl, true, locale),
      images: scraped.images,
      keywords: scraped.keywords,
      parseMilliseconds,
    };
  }

  /** POST /api/recipes/create-html-or-json: a recipe from pasted HTML or JSON-LD. */
  async createFromHtmlOrJson(actor: Actor, body: z.output<typeof CreateRecipeFromHtmlOrJson>): Promise<string> {
    const url = body.url ? checkedAddress(body.url) : null;
    const html = typeof body.data === "string" && !looksLikeJson(body.data) ? body.data : jsonLdPage(body.data);
    const { scrapePage } = await loadPageReader();
    const scraped = scrapePage(html, url);
    if (!scraped?.title) throw noRecipeFound(null);
    return this.create(actor, scraped, url, { includeTags: body.includeTags });
  }

  /** POST /api/recipes/create-url/bulk: starts the import in the background; returns its report's id. */
  async startBulk(actor: Actor, imports: CreateRecipeBulk[]): Promise<string> {
    const report = await this.reports.start(
      actor.groupId,
      `Bulk Import ${new Date().toISOString().slice(0, 16).replace("T", " ")}`,
      "bulk_import",
    );
    const t = translatorFor(actor.locale);
    const job = (async () => {
      for (const item of imports) {
        try {
          const slug = await this.createFromUrl(actor, item.url, {
            includeTags: false,
            categories: item.categories,
            tags: item.tags,
          });
          await report.add({ success: true, message: t("messages.imports.imported", { source: item.url, slug }) });
        } catch (error) {
          const reason = error instanceof HttpError ? error.say(t) : t("messages.imports.unexpectedError");
          if (!(error instanceof HttpError)) this.log.error({ err: error, url: item.url }, "bulk import failed");
          const message = t("messages.imports.failed", { source: item.url });
          await report.add({ success: false, message, exception: reason });
        }
      }
      await report.finish();
    })().catch((error: unknown) => this.log.error({ err: error }, "bulk import process has failed"));
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
    return report.id;
  }

  /** Resolves once every bulk import started so far has finished. */
  async idle(): Promise<void> {
    await Promise.all(this.running);
  }

  private async create(actor: Actor, scraped: ScrapedRecipe, url: string | null, options: ImportOptions) {
    const draft: ScrapedRecipeDraft = draftOf(scraped, url, options.includeTags, actor.locale);
    // A title of noise alone (NUL characters) is nothing once cleaned.
    if (!draft.name) throw noRecipeFound(url || null);
    const body = RecipeUpdate.parse(recipeBody(draft, { categories: options.categories, tags: options.tags }));
    const recipe = await this.recipes.createFromRecipe(actor, body);
    const image = await this.downloadImage(scraped.images);
    if (image) await this.media.replaceImage(recipe.groupId, recipe.id, image).catch(() => undefined);
    return recipe.slug;
  }

  /** The first of the best few image addresses that answers with an image; none is not an error. */
  async downloadImage(addresses: string[]): Promise<Buffer | null> {
    for (const address of addresses.slice(0, IMAGE_ATTEMPTS)) {
      try {
        const response = await this.fetcher.fetch(address, {
          maxBytes: IMAGE_LIMIT_BYTES,
          headers: { accept: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8" },
        });
        if (response.status === 200 && response.contentType?.startsWith("image/")) return response.body;
      } catch {
        // The recipe is worth keeping without its picture: try the next address.
      }
    }
    return null;
  }

  private async scrapeUrl(url: string): Promise<{ scraped: ScrapedRecipe; finalUrl: string }> {
    const page = await this.fetchPage(url);
    const { scrapePage } = await loadPageReader();
    const scraped = scrapePage(page.html, page.finalUrl);
    if (!scraped?.title) throw noRecipeFound(url);
    return { scraped, finalUrl: page.finalUrl };
  }

  private async fetchPage(url: string): Promise<{ html: string; finalUrl: string }> {
    const address = checkedAddress(url);
    let response: Awaited<ReturnType<SafeFetcher["fetch"]>>;
    try {
      response = await this.fetcher.fetch(address, { maxBytes: PAGE_LIMIT_BYTES, headers: { accept: PAGE_ACCEPT } });
    } catch (error) {
      if (error instanceof OutboundError)
        throw new HttpError(400, "errors.scraper.pageNotFetched", { reason: error.message });
      throw error;
    }
    if (response.status < 200 || response.status > 299) {
      throw new HttpError(400, "errors.scraper.pageAddressAnswered", { url: address, status: response.status });
    }
    if (response.contentType && !/html|xml|json|text\/plain/.test(response.contentType)) {
      throw new HttpError(400, "errors.scraper.notAWebPage", { url: address, contentType: response.contentType });
    }
    const text = pageText(response.body, headerText(response.headers["content-type"]));
    const html = response.contentType?.includes("json") ? jsonLdPage(text) : text;
    return { html, finalUrl: response.url };
  }
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** An http(s) address, or 400 with a message that says what is wrong with it. */
function checkedAddress(url: string): string {
  const trimmed = url.trim();
  try {
    const parsed = new URL(trimmed);
    if (parsed.protocol === "http:" || parsed.protocol === "https:") return parsed.href;
  } catch {
    // Falls through to the message below.
  }
  throw new HttpError(400, "errors.scraper.notAWebAddress", { text: trimmed.slice(0, 200) });
}

const looksLikeJson = (text: string) => /^\s*[[{]/.test(text);

/** JSON-LD as a minimal page, so pasted JSON goes through the same extraction as a fetched page. */
function jsonLdPage(data: string | Record<string, unknown>): string {
  const json = typeof data === "string" ? data : JSON.stringify(data);
  return `<html><head><script type="application/ld+json">${json.replace(/<\/script/gi, "<\\/script")}</script></head></html>`;
}
