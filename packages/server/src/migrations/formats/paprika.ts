import zlib from "node:zlib";
import { BadArchive } from "../../exports/zip.js";
import type { SchemaNode } from "../../scraper/extract/json-ld.js";
import { baseName, isArchiveNoise, starRating, textOf } from "./archive-paths.js";
import type { MigratedRecipe, MigrationFormat, UnreadableRecipe, UploadedFiles } from "./migration-format.js";

const RECIPE_FILE = /\.paprikarecipe$/i;
/** One recipe's document, its photo included (base64): a few MB at most; more is not a recipe. */
const RECIPE_LIMIT_BYTES = 25 * 1024 * 1024;

/**
 * Paprika: a `.paprikarecipes` file is a zip of `<name>.paprikarecipe` files, each a gzip-compressed
 * JSON document (name, ingredients and directions as text, servings, times as text, categories,
 * rating 0–5, notes, nutritional_info as text, source_url, photo_data as base64). An export zipped
 * again by the Finder has them in a folder, with macOS's noise beside them.
 */
export const paprikaFormat: MigrationFormat = {
  type: "paprika",
  wants: (name) => !isArchiveNoise(name) && RECIPE_FILE.test(name),
  *read(files: UploadedFiles): Iterable<MigratedRecipe | UnreadableRecipe> {
    const names = [...files.keys()].filter((name) => RECIPE_FILE.test(name));
    if (names.length === 0) throw new BadArchive("This is not a Paprika export: it holds no .paprikarecipe files");
    for (const name of names) {
      const label = baseName(name, name.slice(name.lastIndexOf(".")));
      let document: unknown;
      try {
        document = JSON.parse(
          zlib.gunzipSync(files.get(name) as Buffer, { maxOutputLength: RECIPE_LIMIT_BYTES }).toString("utf8"),
        );
      } catch {
        yield { label, reason: `${baseName(name)} is not a Paprika recipe (not gzip-compressed JSON, or too large)` };
        continue;
      }
      if (!document || typeof document !== "object" || Array.isArray(document)) {
        yield { label, reason: `${baseName(name)} does not hold a recipe` };
        continue;
      }
      yield paprikaRecipe(document as Record<string, unknown>, label);
    }
  },
};

function paprikaRecipe(app: Record<string, unknown>, fileLabel: string): MigratedRecipe {
  const name = textOf(app.name);
  const recipe: SchemaNode = { "@type": "Recipe", name };
  const fields: [string, unknown][] = [
    ["description", app.description],
    ["recipeIngredient", app.ingredients],
    ["recipeInstructions", app.directions],
    ["recipeYield", app.servings],
    ["prepTime", app.prep_time],
    ["cookTime", app.cook_time],
    ["totalTime", app.total_time],
    ["url", app.source_url],
  ];
  for (const [key, value] of fields) {
    const text = textOf(value);
    if (text) recipe[key] = text;
  }
  const notes: MigratedRecipe["notes"] = [];
  const noteText = textOf(app.notes);
  if (noteText) notes.push({ title: "Notes", text: noteText });
  // Paprika's nutrition is free text ("Calories: 250, Fat: 10 g"), not one value per field.
  const nutrition = textOf(app.nutritional_info);
  if (nutrition) notes.push({ title: "Nutrition", text: nutrition });
  const photo = typeof app.photo_data === "string" && app.photo_data ? Buffer.from(app.photo_data, "base64") : null;
  const imageUrl = textOf(app.image_url);
  return {
    label: name ?? fileLabel,
    recipe,
    tags: [],
    categories: Array.isArray(app.categories) ? app.categories.map(textOf).filter((text) => text !== null) : [],
    notes,
    image: photo && photo.length > 0 ? photo : null,
    imageUrl: photo ? null : imageUrl && /^https?:\/\//i.test(imageUrl) ? imageUrl : null,
    rating: starRating(app.rating),
  };
}
