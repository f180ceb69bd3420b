import fs from "node:fs/promises";
import { setImmediate } from "node:timers/promises";
import { RecipeUpdate, type ReportSummary, SupportedMigration } from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import { type ArchiveLimits, BadArchive, unzipEntries } from "../exports/zip.js";
import { HttpError } from "../http/errors.js";
import { translatorFor } from "../i18n/server-texts.js";
import { recipeFolder } from "../media/recipe-folders.js";
import { type PreparedImage, prepareImage } from "../media/recipe-images.js";
import type { RecipeMediaService } from "../recipes/recipe-media.service.js";
import type { RecipesService } from "../recipes/recipes.service.js";
import type { ReportsService, ReportWriter } from "../reports/reports.service.js";
import { readSchemaRecipe } from "../scraper/extract/schema-recipe.js";
import { firstText } from "../scraper/extract/text.js";
import type { ScraperService } from "../scraper/scraper.service.js";
import { draftOf, recipeBody } from "../scraper/to-recipe.js";
import type { MigratedRecipe, MigrationFormat, UnreadableRecipe, UploadedFiles } from "./formats/migration-format.js";
import { MIGRATION_SOURCE_NAMES } from "./formats/source-names.js";

/** The scraper's page reader (with the HTML parser it brings) is loaded by the first migration, not at start-up. */
const loadPageReader = () => import("../scraper/extract/scrape-page.js");

/** A zip's first bytes: a local file header, or the end record of an empty archive. */
const ZIP_SIGNATURES = [0x04034b50, 0x06054b50];

export interface MigrationUpload {
  /** The form's `migration_type`, unchecked. */
  type: string | undefined;
  archive: Buffer;
  fileName: string;
  addMigrationTag: boolean;
}

type Item = MigratedRecipe | UnreadableRecipe;

/**
 * Moves a group's recipes in from another app's export (`POST /api/groups/migrations`): the archive
 * is read and checked while the upload waits (a bad one is a 400), then each recipe is imported in
 * the background, in its own transaction, with one report entry each.
 */
/**
 * The readers, with the HTML and YAML parsers they bring, are loaded by the first migration rather
 * than at start-up: most servers never run one.
 */
const loadMigrationFormats = async () => (await import("./formats/index.js")).migrationFormats;

export class MigrationsService {
  /** Imports still running; the server stops them between two recipes and waits for them before closing. */
  private readonly running = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    private readonly dataDir: string,
    private readonly recipes: Pick<RecipesService, "createFromRecipe">,
    private readonly media: Pick<RecipeMediaService, "replaceImage">,
    private readonly images: Pick<ScraperService, "downloadImage">,
    private readonly reports: Pick<ReportsService, "start" | "get">,
    private readonly archiveLimits: ArchiveLimits,
    private readonly log: { error: (details: object, message: string) => void },
    private readonly formats: () => Promise<Record<SupportedMigration, MigrationFormat>> = loadMigrationFormats,
  ) {}

  /** Reads the upload, opens the `migration` report and starts the import; answers the report, in progress. */
  async start(actor: Actor, upload: MigrationUpload): Promise<ReportSummary> {
    const type = SupportedMigration.safeParse(upload.type);
    if (!type.success) {
      throw new HttpError(400, "errors.backups.migrationTypeUnknown", { types: SupportedMigration.options.join(", ") });
    }
    const source = MIGRATION_SOURCE_NAMES[type.data];
    const format = (await this.formats())[type.data];
    if (this.stopping) throw new HttpError(503, "errors.common.serverShuttingDown");
    const items = await this.readUpload(format, upload);

    const stamp = new Date().toISOString().slice(0, 16).replace("T", " ");
    const report = await this.reports.start(actor.groupId, `${source} Migration ${stamp}`, "migration");
    const job = this.importAll(actor, items, upload.addMigrationTag ? source : null, report).catch((error: unknown) =>
      this.log.error({ err: error, reportId: report.id }, "migration has failed"),
    );
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
    const { entries: _entries, ...summary } = await this.reports.get(actor, report.id);
    return summary;
  }

  /** Stops running imports after the recipe each is on; their reports stay in progress until the sweep. */
  async close(): Promise<void> {
    this.stopping = true;
    await this.idle();
  }

  /** Resolves once every import started so far has finished. */
  async idle(): Promise<void> {
    await Promise.all(this.running);
  }

  /**
   * The upload's recipes, one at a time: the archive's entries are checked and the reader started
   * while the upload waits (a bad archive is a 400), and each recipe is then decoded only when the
   * import reaches it, so the upload does not hold the event loop for the whole archive and at most
   * one recipe's picture is in memory at a time.
   */
  private async readUpload(format: MigrationFormat, upload: MigrationUpload): Promise<Iterator<Item>> {
    try {
      const files = await this.filesOf(format, upload);
      const recipes = format.read(files)[Symbol.iterator]();
      // The reader refuses an upload that is not its app's export on its first step.
      const first = recipes.next();
      return (function* () {
        if (first.done) return;
        yield first.value;
        for (let next = recipes.next(); !next.done; next = recipes.next()) yield next.value;
      })();
    } catch (error) {
      if (error instanceof BadArchive)
        throw new HttpError(400, "errors.common.technicalDetail", { detail: error.message });
      throw error;
    }
  }

  /**
   * The files a reader sees: a zip's wanted entries (with nested archives opened by the format's
   * own `expand`, within the same limits), or a bare file (a CSV) under its own name when the
   * reader wants it.
   */
  private async filesOf(format: MigrationFormat, upload: MigrationUpload): Promise<UploadedFiles> {
    const { archive, fileName } = upload;
    const isZip = archive.length >= 4 && ZIP_SIGNATURES.includes(archive.readUInt32LE(0));
    if (!isZip) {
      if (archive.length > 0 && format.wants(fileName)) return new Map([[fileName, archive]]);
      throw new BadArchive(
        `The file is not a zip archive: upload the export ${MIGRATION_SOURCE_NAMES[format.type]} made`,
      );
    }
    const files = await unzipEntries(archive, format.wants, this.archiveLimits);
    return format.expand ? format.expand(files, this.archiveLimits) : files;
  }

  private async importAll(actor: Actor, items: Iterator<Item>, migrationTag: string | null, report: ReportWriter) {
    const t = translatorFor(actor.locale);
    for (;;) {
      if (this.stopping) return;
      let next: IteratorResult<Item>;
      try {
        next = items.next();
      } catch (error) {
        // Readers refuse a foreign export before their first recipe; past it, the rest is reported lost.
        if (!(error instanceof BadArchive)) this.log.error({ err: error }, "reading a migration's archive failed");
        const reason = error instanceof BadArchive ? error.message : t("messages.imports.unexpectedError");
        await report.add({ success: false, message: t("messages.imports.archiveUnreadable"), exception: reason });
        break;
      }
      if (next.done) break;
      const item = next.value;
      if (!("recipe" in item)) {
        const message = t("messages.imports.failed", { source: item.label });
        await report.add({ success: false, message, exception: item.reason });
        continue;
      }
      try {
        const slug = await this.importOne(actor, item, migrationTag);
        await report.add({ success: true, message: t("messages.imports.imported", { source: item.label, slug }) });
      } catch (error) {
        const reason = error instanceof HttpError ? error.say(t) : t("messages.imports.unexpectedError");
        if (!(error instanceof HttpError))
          this.log.error({ err: error, recipe: item.label }, "migrating a recipe failed");
        await report.add({
          success: false,
          message: t("messages.imports.failed", { source: item.label }),
          exception: reason,
        });
      }
      // Other requests get their turn between two recipes.
      await setImmediate();
    }
    await report.finish();
  }

  /**
   * One recipe, cleaned as a web import is, written in one transaction with its picture and the
   * importer's rating: a restart mid-import leaves each recipe whole or absent.
   */
  private async importOne(actor: Actor, item: MigratedRecipe, migrationTag: string | null): Promise<string> {
    const { scrapedFromSchema } = await loadPageReader();
    const orgUrl = firstText(item.recipe.url) || null;
    const read = scrapedFromSchema(readSchemaRecipe(item.recipe, new Map(), orgUrl), orgUrl);
    // The app's own ingredient headings, which a schema.org list cannot hold.
    const scraped = item.ingredientGroups?.length ? { ...read, ingredientGroups: item.ingredientGroups } : read;
    const draft = draftOf(scraped, orgUrl, true, actor.locale);
    if (!draft.name) throw new HttpError(400, "errors.recipes.migratedRecipeWithoutName");
    const tags = uniqueNames([
      ...draft.tags.map((tag) => tag.name),
      ...item.tags,
      ...(migrationTag ? [migrationTag] : []),
    ]);
    const categories = uniqueNames([...scraped.categories, ...item.categories]);
    const body = RecipeUpdate.parse({
      ...recipeBody({ ...draft, tags: [] }, { tags, categories }),
      notes: item.notes.filter((note) => note.text.trim()),
    });
    const image = await this.pictureOf(item);
    const rating = item.rating ?? null;
    let recipeId: string | null = null;
    try {
      const recipe = await this.recipes.createFromRecipe(actor, body, async (repos, id) => {
        // A lost race for the slug runs this again with a new id: the first attempt's picture goes.
        if (recipeId && image) await this.removeFolder(actor.groupId, recipeId);
        recipeId = id;
        if (image) await this.media.replaceImage(actor.groupId, id, image, repos);
        if (rating) await repos.ratings.save(actor.id, id, { rating, is_favorite: false });
      });
      return recipe.slug;
    } catch (error) {
      // The picture written for a recipe whose transaction then failed has no recipe left.
      if (recipeId && image) await this.removeFolder(actor.groupId, recipeId);
      throw error;
    }
  }

  private async removeFolder(groupId: string, recipeId: string): Promise<void> {
    await fs.rm(recipeFolder(this.dataDir, groupId, recipeId), { recursive: true, force: true });
  }

  /** The recipe's picture, decoded before anything is written; one that cannot be read leaves the recipe without. */
  private async pictureOf(item: MigratedRecipe): Promise<PreparedImage | null> {
    const image = item.image ?? (item.imageUrl ? await this.images.downloadImage([item.imageUrl]) : null);
    if (!image) return null;
    return prepareImage(image, { background: true }).catch(() => null);
  }
}

/** Names once each, compared without case, cut to a tag's length, in their first spelling. */
function uniqueNames(names: string[]): { name: string }[] {
  const seen = new Set<string>();
  const out: { name: string }[] = [];
  for (const raw of names) {
    const name = raw.trim().slice(0, 120);
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    out.push({ name });
  }
  return out;
}
