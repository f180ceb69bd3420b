import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FormatResponse, Recipe } from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import { HttpError } from "../http/errors.js";
import { readRecipeAsset, writeRecipeAsset } from "../media/recipe-assets.js";
import { prepareImage, readRecipeImages } from "../media/recipe-images.js";
import type { RecipeMediaService } from "../recipes/recipe-media.service.js";
import type { RecipesService } from "../recipes/recipes.service.js";
import type { FileTokens } from "./file-tokens.js";
import { parseRecipeArchive, type RecipeFiles, recipeArchiveEntries } from "./recipe-archive.js";
import { type ArchiveLimits, zipInMemory } from "./zip.js";

/** Mealie's names for its formats: the recipe JSON ("raw") and the zip; Larder has no Jinja templates. */
export const RAW_TEMPLATE = "raw";
export const ZIP_TEMPLATE = "zip";

const invalidToken = () => new HttpError(403, "errors.exports.downloadLinkInvalid");

/** A recipe's files as they go into an export: the original image and the assets the recipe lists. */
export async function recipeFiles(dataDir: string, recipe: Recipe): Promise<RecipeFiles> {
  const images = await readRecipeImages(dataDir, recipe.groupId, recipe.id);
  const assets: RecipeFiles["assets"] = [];
  for (const asset of recipe.assets) {
    if (!asset.fileName) continue;
    const content = await readRecipeAsset(dataDir, recipe.groupId, recipe.id, asset.fileName);
    if (content) assets.push({ fileName: asset.fileName, content });
  }
  return { original: images["original.webp"] ?? null, assets };
}

/** One recipe out as JSON or a zip, and a zip back in as a new recipe. */
export class RecipeExportsService {
  constructor(
    private readonly dataDir: string,
    private readonly recipes: Pick<RecipesService, "getInGroup" | "createFromRecipe">,
    private readonly media: Pick<RecipeMediaService, "replaceImage">,
    private readonly tokens: FileTokens,
    private readonly archiveLimits: ArchiveLimits,
  ) {}

  /** GET /api/recipes/exports: the formats a recipe can be exported in. */
  formats(): FormatResponse {
    return { json: [RAW_TEMPLATE], zip: [ZIP_TEMPLATE], jinja2: [] };
  }

  /** GET /api/recipes/{slug}/exports?template_name=raw: the recipe JSON as a file. */
  async asTemplate(actor: Actor, slug: string, templateName: string): Promise<{ json: string; slug: string }> {
    if (templateName !== RAW_TEMPLATE)
      throw new HttpError(404, "errors.exports.templateNotFound", { template: templateName });
    const recipe = await this.recipes.getInGroup(actor.groupId, slug);
    return { json: JSON.stringify(recipe, null, 2), slug: recipe.slug };
  }

  /** POST /api/recipes/{slug}/exports: a 30-minute token for the recipe's zip. */
  async zipToken(actor: Actor, slug: string): Promise<{ token: string }> {
    const recipe = await this.recipes.getInGroup(actor.groupId, slug);
    return { token: await this.tokens.issue({ kind: "recipe-zip", recipeId: recipe.id, groupId: recipe.groupId }) };
  }

  /** GET /api/recipes/{slug}/exports/zip: the zip the token was issued for, for a member of its group. */
  async zip(actor: Actor, slug: string, token: string | undefined): Promise<{ content: Buffer; slug: string }> {
    const grant = token ? await this.tokens.verify(token, "recipe-zip") : null;
    if (!grant) throw invalidToken();
    const recipe = await this.recipes.getInGroup(actor.groupId, slug);
    if (grant.recipeId !== recipe.id || grant.groupId !== actor.groupId) throw invalidToken();
    const entries = recipeArchiveEntries(recipe, await recipeFiles(this.dataDir, recipe));
    return { content: zipInMemory(entries), slug: recipe.slug };
  }

  /**
   * POST /api/recipes/create-from-zip: a new recipe (new ids, the caller as owner) from a recipe zip.
   * The image is decoded before anything is written, so a bad archive leaves nothing behind.
   */
  async createFromZip(actor: Actor, archive: Buffer): Promise<string> {
    const parsed = await parseRecipeArchive(archive, this.archiveLimits);
    const image = parsed.image ? await prepareImage(parsed.image) : null;
    const recipe = await this.recipes.createFromRecipe(actor, parsed.recipe);
    if (image) await this.media.replaceImage(recipe.groupId, recipe.id, image);
    for (const [fileName, content] of parsed.assets) {
      await writeRecipeAsset(this.dataDir, recipe.groupId, recipe.id, fileName, content);
    }
    return recipe.slug;
  }
}

/** A file name nobody else picks at the same moment: the time and a few random characters. */
export function exportFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\..*$/, "");
  return `recipes-${stamp}-${randomBytes(3).toString("hex")}.zip`;
}

/** Whether `candidate` lies inside `folder` (after resolving any ".." in it). */
export function isInside(folder: string, candidate: string): boolean {
  const relative = path.relative(folder, candidate);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}
