import { BadArchive } from "../../exports/zip.js";
import type { SchemaNode } from "../../scraper/extract/json-ld.js";
import { baseName, folderOf, isArchiveNoise, starRating, textOf } from "./archive-paths.js";
import type { MigratedRecipe, MigrationFormat, UnreadableRecipe, UploadedFiles } from "./migration-format.js";
import { pythonOrPlain } from "./python-literal.js";

/** `…/recipes/<slug>/<slug>.json`: the folder and the file share the recipe's slug. */
const RECIPE_FILE = /(^|\/)recipes\/([^/]+)\/\2\.json$/;
const IMAGE_FILE = /(^|\/)recipes\/[^/]+\/images\/[^/]+\.(webp|jpe?g|png)$/i;
/** Mealie's own names for its nutrition fields before v1 (snake case), by schema.org's. */
const NUTRITION_KEYS: Record<string, string> = {
  calories: "calories",
  fat_content: "fatContent",
  protein_content: "proteinContent",
  carbohydrate_content: "carbohydrateContent",
  fiber_content: "fiberContent",
  sodium_content: "sodiumContent",
  sugar_content: "sugarContent",
};

/**
 * Mealie before v1 (its "alpha" releases): a backup zip with `recipes/<slug>/<slug>.json` and the
 * recipe's pictures in `recipes/<slug>/images/` (original.webp and smaller copies). The JSON is
 * snake case; its ingredients and steps are often Python's text of a list of dicts.
 */
export const mealieAlphaFormat: MigrationFormat = {
  type: "mealie_alpha",
  wants: (name) => !isArchiveNoise(name) && (RECIPE_FILE.test(name) || IMAGE_FILE.test(name)),
  *read(files: UploadedFiles): Iterable<MigratedRecipe | UnreadableRecipe> {
    const names = [...files.keys()].filter((name) => RECIPE_FILE.test(name));
    if (names.length === 0) {
      throw new BadArchive("This is not a Mealie (before v1) export: it holds no recipes/<slug>/<slug>.json files");
    }
    for (const name of names) {
      const fileName = baseName(name);
      let json: unknown;
      try {
        json = JSON.parse((files.get(name) as Buffer).toString("utf8"));
      } catch {
        yield { label: fileName, reason: `${fileName} is not valid JSON` };
        continue;
      }
      if (!json || typeof json !== "object" || Array.isArray(json)) {
        yield { label: fileName, reason: `${fileName} does not hold a recipe` };
        continue;
      }
      yield alphaRecipe(json as Record<string, unknown>, fileName, imageOf(files, folderOf(name)));
    }
  },
};

/** original.webp of the recipe's images folder, else its first picture. */
function imageOf(files: UploadedFiles, folder: string): Buffer | null {
  const images = [...files.keys()].filter((name) => IMAGE_FILE.test(name) && folderOf(name) === `${folder}/images`);
  const chosen = images.find((name) => baseName(name) === "original.webp") ?? images[0];
  return chosen ? (files.get(chosen) ?? null) : null;
}

function alphaRecipe(app: Record<string, unknown>, fileName: string, image: Buffer | null): MigratedRecipe {
  const name = textOf(app.name);
  const recipe: SchemaNode = { "@type": "Recipe", name };
  const fields: [string, unknown][] = [
    ["description", app.description],
    ["recipeYield", app.recipe_yield],
    ["prepTime", app.prep_time],
    ["cookTime", app.perform_time ?? app.cook_time],
    ["totalTime", app.total_time],
    ["url", app.org_url],
  ];
  for (const [key, value] of fields) {
    const text = textOf(value);
    if (text) recipe[key] = text;
  }
  recipe.recipeIngredient = ingredientLines(pythonOrPlain(app.recipe_ingredient));
  recipe.recipeInstructions = steps(pythonOrPlain(app.recipe_instructions));
  const nutrition = pythonOrPlain(app.nutrition);
  if (nutrition && typeof nutrition === "object" && !Array.isArray(nutrition)) {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(nutrition)) {
      const text = textOf(value);
      const schemaKey = NUTRITION_KEYS[key] ?? key;
      if (text) out[schemaKey] = text;
    }
    recipe.nutrition = out;
  }
  return {
    label: name ?? fileName,
    recipe,
    tags: names(pythonOrPlain(app.tags)),
    categories: names(pythonOrPlain(app.recipe_category)),
    notes: notes(pythonOrPlain(app.notes)),
    image,
    rating: starRating(app.rating),
  };
}

/** Each ingredient's line; a titled one is preceded by its title as a heading ("Dough:"). */
function ingredientLines(value: unknown): string[] {
  if (!Array.isArray(value)) return typeof value === "string" ? [value] : [];
  const lines: string[] = [];
  for (const item of value) {
    if (typeof item === "string") {
      lines.push(item);
      continue;
    }
    if (!item || typeof item !== "object") continue;
    const ingredient = item as Record<string, unknown>;
    const title = textOf(ingredient.title);
    if (title) lines.push(title.endsWith(":") ? title : `${title}:`);
    const note = textOf(ingredient.note);
    const amount =
      ingredient.disable_amount === false
        ? [textOf(ingredient.quantity), nameOf(ingredient.unit), nameOf(ingredient.food)].filter(Boolean).join(" ")
        : "";
    const line = [amount, note].filter(Boolean).join(" ");
    if (line) lines.push(line);
  }
  return lines;
}

/** The steps as schema.org HowToSteps; a titled step opens a HowToSection of that name. */
function steps(value: unknown): unknown[] {
  if (!Array.isArray(value)) return typeof value === "string" ? [value] : [];
  return value.flatMap((item) => {
    if (typeof item === "string") return [{ "@type": "HowToStep", text: item }];
    if (!item || typeof item !== "object") return [];
    const step = item as Record<string, unknown>;
    const text = textOf(step.text);
    if (!text) return [];
    const title = textOf(step.title);
    const howTo = { "@type": "HowToStep", text };
    return [title ? { "@type": "HowToSection", name: title, itemListElement: [howTo] } : howTo];
  });
}

function nameOf(value: unknown): string | null {
  if (value && typeof value === "object") return textOf((value as Record<string, unknown>).name);
  return textOf(value);
}

function names(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(nameOf).filter((name) => name !== null);
}

function notes(value: unknown): MigratedRecipe["notes"] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== "object") return [];
    const note = item as Record<string, unknown>;
    const text = textOf(note.text);
    return text ? [{ title: textOf(note.title) ?? "", text }] : [];
  });
}
