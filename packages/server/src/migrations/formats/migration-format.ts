import type { SupportedMigration } from "@larder/shared";
import type { ArchiveLimits } from "../../exports/zip.js";
import type { SchemaNode } from "../../scraper/extract/json-ld.js";
import type { IngredientGroup } from "../../scraper/extract/scraped-recipe.js";

/**
 * What an upload holds, as a reader sees it: a zip's files by their path inside it (read through the
 * one archive reader, `exports/zip.ts`, before any reader runs), or a single uploaded file (a CSV)
 * under its own name.
 */
export type UploadedFiles = ReadonlyMap<string, Buffer>;

/**
 * One recipe read from another app's export, before Larder's cleaning: the reader maps the app's
 * fields onto a schema.org Recipe node, which the migration then reads with the web importer's own
 * schema.org reading and cleaning (`readSchemaRecipe`, `draftOf`), so a migrated recipe is cleaned
 * exactly as an imported page is.
 */
export interface MigratedRecipe {
  /** What the report calls the recipe: its name in the app, else the file it came from. */
  label: string;
  /**
   * schema.org Recipe: name, description, recipeIngredient, recipeInstructions, prepTime/cookTime/
   * totalTime (ISO 8601 or "1 hour 20 minutes"), recipeYield, nutrition, keywords, recipeCategory,
   * url. Fields the app does not have are left out.
   */
  recipe: SchemaNode;
  /**
   * When the app gave the ingredients headings ("For the glaze"): the lines of `recipeIngredient`
   * under them, in the same order (a heading is not a line). Left out when there are no headings.
   */
  ingredientGroups?: IngredientGroup[];
  /** Tags the app gave the recipe (beside schema.org keywords, which become tags too). */
  tags: string[];
  /** Categories the app gave the recipe. */
  categories: string[];
  /** The app's notes, kept as the recipe's notes. */
  notes: { title: string; text: string }[];
  /** The recipe's picture as the app stored it (any format sharp reads), or null. */
  image: Buffer | null;
  /** Where the app's export only links the picture: fetched through the outbound client, like an import's. */
  imageUrl?: string | null;
  /** The recipe's rating in the app on Larder's 0–5 scale, or null. */
  rating?: number | null;
}

/** A recipe the reader found but could not read: reported by name with the reason; the others go on. */
export interface UnreadableRecipe {
  label: string;
  reason: string;
}

/** One app's export format. */
export interface MigrationFormat {
  type: SupportedMigration;
  /** Which paths of a zip the reader needs (so nothing else is inflated); ignored for a single file. */
  wants(path: string): boolean;
  /**
   * For exports that nest archives (Tandoor: a zip of per-recipe zips): the upload's files with the
   * nested archives opened, through the same archive reader (`unzipEntries`) and within `limits`
   * for everything expanded together. The migration calls it, when a format has it, after reading
   * the upload and before `read`; it throws `BadArchive` as the archive reader does.
   */
  expand?(files: UploadedFiles, limits: ArchiveLimits): Promise<UploadedFiles>;
  /**
   * Every recipe of the export, in the app's order. Throws `BadArchive` (exports/zip.ts) with a
   * message a user understands when the upload is not this app's export at all.
   */
  read(files: UploadedFiles): Iterable<MigratedRecipe | UnreadableRecipe>;
}
