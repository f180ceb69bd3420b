import { BadArchive } from "../../exports/zip.js";
import type { SchemaNode } from "../../scraper/extract/json-ld.js";
import { baseName, folderOf, isArchiveNoise } from "./archive-paths.js";
import type { MigratedRecipe, MigrationFormat, UnreadableRecipe, UploadedFiles } from "./migration-format.js";
import { pythonOrPlain } from "./python-literal.js";

const RECIPE_FILE = /(^|\/)recipe\.json$/;
const FULL_IMAGE = /(^|\/)full\.(jpe?g|png|webp)$/i;
/** Fields Nextcloud Cookbook sometimes keeps as Python's text of a list or dict (what its scraper was handed). */
const LISTS_AS_TEXT = ["recipeIngredient", "recipeInstructions", "nutrition", "recipeCategory", "keywords", "tool"];
/**
 * The page's own figures, not the household's: its reviews' average, reviews and video are left
 * out; its image address too, since the export carries the picture (full.jpg) when there is one.
 */
const LEFT_OUT = ["aggregateRating", "review", "video", "image", "imageUrl", "printImage", "tool"];

/**
 * Nextcloud Cookbook: a zip of one folder per recipe, each with recipe.json (schema.org Recipe, as
 * the app scraped it) and full.jpg (the picture; thumb.jpg is a smaller copy).
 */
export const nextcloudFormat: MigrationFormat = {
  type: "nextcloud",
  wants: (name) => !isArchiveNoise(name) && (RECIPE_FILE.test(name) || FULL_IMAGE.test(name)),
  *read(files: UploadedFiles): Iterable<MigratedRecipe | UnreadableRecipe> {
    const recipeFiles = [...files.keys()].filter((name) => RECIPE_FILE.test(name));
    if (recipeFiles.length === 0) {
      throw new BadArchive("This is not a Nextcloud Cookbook export: it holds no recipe folder with a recipe.json");
    }
    for (const name of recipeFiles) {
      const folder = folderOf(name);
      const label = folder ? baseName(folder) : name;
      let json: unknown;
      try {
        json = JSON.parse((files.get(name) as Buffer).toString("utf8"));
      } catch {
        yield { label, reason: `${name} is not valid JSON` };
        continue;
      }
      if (!json || typeof json !== "object" || Array.isArray(json)) {
        yield { label, reason: `${name} does not hold a recipe` };
        continue;
      }
      const recipe: SchemaNode = { ...(json as SchemaNode) };
      for (const key of LISTS_AS_TEXT) if (key in recipe) recipe[key] = pythonOrPlain(recipe[key]);
      for (const key of LEFT_OUT) delete recipe[key];
      const image = [...files.keys()].find((candidate) => FULL_IMAGE.test(candidate) && folderOf(candidate) === folder);
      yield {
        label: typeof recipe.name === "string" && recipe.name.trim() ? recipe.name.trim() : label,
        recipe,
        tags: [],
        categories: [],
        notes: [],
        image: image ? (files.get(image) ?? null) : null,
      };
    }
  },
};
