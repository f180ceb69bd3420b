import { type ArchiveLimits, BadArchive, unzipEntries } from "../../exports/zip.js";
import {
  baseName,
  folderOf,
  IngredientLines,
  isArchiverNoise,
  isImagePath,
  isoMinutes,
  isWebAddress,
  notAnExport,
  textOf,
  withoutEmpty,
} from "./export-files.js";
import type { MigratedRecipe, MigrationFormat, UnreadableRecipe, UploadedFiles } from "./migration-format.js";

const INNER_ZIP = /\.zip$/i;
const RECIPE_JSON = /(^|\/)recipe\.json$/i;
const RECIPE_IMAGE = /^image\.\w+$/i;
/**
 * Marks, after `expand`, a nested zip that could not be opened; the file holds the reason. The
 * archive reader never yields a name with a control character, so no file of the upload has it.
 */
const UNOPENED = "\u0000unopened";
const MEBIBYTE = 1024 * 1024;

/**
 * Tandoor: a zip of per-recipe zips (`1.zip`, `2.zip`, …), each holding `recipe.json` (name,
 * description, keywords, steps with their ingredients, working and waiting time, servings) and
 * `image.*`. `expand` opens the nested zips through the one archive reader; a zip that cannot be
 * opened is reported as that one recipe.
 */
export const tandoorFormat: MigrationFormat = {
  type: "tandoor",
  wants: (path) => !isArchiverNoise(path) && (INNER_ZIP.test(path) || RECIPE_JSON.test(path) || isImagePath(path)),
  async expand(files, limits) {
    const expanded = new Map<string, Buffer>();
    let budget = limits.maxTotalBytes;
    for (const [path, bytes] of files) {
      if (!INNER_ZIP.test(path)) {
        expanded.set(path, bytes);
        budget -= bytes.length;
      }
    }
    for (const [path, bytes] of files) {
      if (!INNER_ZIP.test(path) || isArchiverNoise(path)) continue;
      try {
        const inner = await unzipEntries(bytes, wantedInside, innerLimits(limits, budget));
        if (![...inner.keys()].some((name) => RECIPE_JSON.test(name))) {
          expanded.set(`${path}${UNOPENED}`, Buffer.from("It holds no recipe.json"));
          continue;
        }
        for (const [name, content] of inner) {
          expanded.set(`${path}/${name}`, content);
          budget -= content.length;
        }
      } catch (error) {
        if (!(error instanceof BadArchive)) throw error;
        // The archive reader measures one zip; what is over is the whole export's total.
        const reason = error.message.startsWith("The archive expands to more than")
          ? `The export expands to more than ${Math.floor(limits.maxTotalBytes / MEBIBYTE)} MiB in all`
          : `It could not be opened: ${error.message}`;
        expanded.set(`${path}${UNOPENED}`, Buffer.from(reason));
      }
    }
    return expanded;
  },
  *read(files) {
    const recipes = [...files.keys()].filter(
      (path) => (RECIPE_JSON.test(path) || path.endsWith(UNOPENED) || INNER_ZIP.test(path)) && !isArchiverNoise(path),
    );
    if (recipes.length === 0) {
      throw notAnExport("Tandoor", "no recipe zips (1.zip, 2.zip, …) or recipe.json found");
    }
    for (const path of recipes) {
      if (path.endsWith(UNOPENED)) {
        yield { label: path.slice(0, -UNOPENED.length), reason: textOf(files.get(path) ?? Buffer.alloc(0)) };
      } else if (INNER_ZIP.test(path)) {
        yield { label: path, reason: "It was not opened" };
      } else {
        yield readRecipe(files, path);
      }
    }
  },
};

const wantedInside = (name: string) =>
  !isArchiverNoise(name) && (RECIPE_JSON.test(name) || RECIPE_IMAGE.test(baseName(name)));

/** The limits of one nested zip: the upload's, with what the others already expanded to taken off the total. */
function innerLimits(limits: ArchiveLimits, budget: number): ArchiveLimits {
  return { ...limits, maxTotalBytes: Math.max(0, budget) };
}

interface TandoorIngredient {
  food?: { name?: string; plural_name?: string | null } | null;
  unit?: { name?: string; plural_name?: string | null } | null;
  amount?: number | string | null;
  note?: string | null;
  is_header?: boolean;
  no_amount?: boolean;
  original_text?: string | null;
}

interface TandoorStep {
  name?: string | null;
  instruction?: string | null;
  ingredients?: TandoorIngredient[] | null;
}

interface TandoorRecipe {
  name?: unknown;
  description?: unknown;
  keywords?: { name?: unknown }[] | null;
  steps?: TandoorStep[] | null;
  working_time?: unknown;
  waiting_time?: unknown;
  servings?: unknown;
  servings_text?: unknown;
  source_url?: unknown;
  nutrition?: Record<string, unknown> | null;
}

function readRecipe(files: UploadedFiles, path: string): MigratedRecipe | UnreadableRecipe {
  const folder = folderOf(path);
  const fileLabel = folder ? folder.replace(/\/$/, "") : path;
  let recipe: TandoorRecipe;
  try {
    recipe = JSON.parse(textOf(files.get(path) ?? Buffer.alloc(0))) as TandoorRecipe;
  } catch {
    return { label: fileLabel, reason: "Its recipe.json is not valid JSON" };
  }
  if (!recipe || typeof recipe !== "object" || Array.isArray(recipe)) {
    return { label: fileLabel, reason: "Its recipe.json holds no recipe" };
  }
  const name = text(recipe.name);
  if (!name) return { label: fileLabel, reason: "Its recipe.json has no name" };

  const steps = Array.isArray(recipe.steps) ? recipe.steps.filter((step) => step && typeof step === "object") : [];
  const ingredients = new IngredientLines();
  for (const step of steps) {
    for (const ingredient of Array.isArray(step.ingredients) ? step.ingredients : []) {
      if (!ingredient || typeof ingredient !== "object") continue;
      if (ingredient.is_header) ingredients.heading(text(ingredient.note) || text(ingredient.food?.name));
      else ingredients.line(ingredientLine(ingredient));
    }
  }
  const working = Number(recipe.working_time) || 0;
  const waiting = Number(recipe.waiting_time) || 0;
  const servings = Number(recipe.servings) || 0;
  const imagePath = [...files.keys()].find((key) => folderOf(key) === folder && RECIPE_IMAGE.test(baseName(key)));
  const source = text(recipe.source_url);

  return {
    label: name,
    recipe: withoutEmpty({
      "@type": "Recipe",
      name,
      description: text(recipe.description),
      recipeIngredient: ingredients.lines,
      recipeInstructions: steps.flatMap(instructionOf),
      prepTime: isoMinutes(working),
      cookTime: isoMinutes(waiting),
      totalTime: isoMinutes(working + waiting),
      recipeYield: [servings > 0 ? String(servings) : "", text(recipe.servings_text)].join(" ").trim(),
      nutrition: nutritionOf(recipe.nutrition),
      url: isWebAddress(source) ? source : undefined,
    }),
    ingredientGroups: ingredients.headedGroups,
    tags: (Array.isArray(recipe.keywords) ? recipe.keywords : []).map((keyword) => text(keyword?.name)).filter(Boolean),
    categories: [],
    notes: [],
    image: imagePath ? (files.get(imagePath) ?? null) : null,
  };
}

function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  return "";
}

/** "2 oz New Mexico chile, dry, 57 g": amount, unit, food and note, as the line was meant to be read. */
function ingredientLine(ingredient: TandoorIngredient): string {
  const original = text(ingredient.original_text);
  if (original) return original;
  const amount = Number(ingredient.amount);
  const quantity = !ingredient.no_amount && amount > 0 ? String(Number(amount.toFixed(3))) : "";
  const line = [quantity, text(ingredient.unit?.name), text(ingredient.food?.name)].filter(Boolean).join(" ");
  const note = text(ingredient.note);
  return note ? (line ? `${line}, ${note}` : note) : line;
}

/**
 * One Tandoor step: its instruction is Markdown, whose paragraphs become steps (a paragraph's lines
 * are one text, as Markdown shows them); a step's name heads them as a section.
 */
function instructionOf(step: TandoorStep): Record<string, unknown>[] {
  const paragraphs = textOf(Buffer.from(text(step.instruction)))
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join(" "),
    )
    .filter(Boolean);
  const steps = paragraphs.map((paragraph) => ({ "@type": "HowToStep", text: paragraph }));
  const name = text(step.name);
  if (!name) return steps;
  return [
    steps.length > 0 ? { "@type": "HowToSection", name, itemListElement: steps } : { "@type": "HowToStep", text: name },
  ];
}

const NUTRITION_KEYS: Record<string, [string, string]> = {
  calories: ["calories", "kcal"],
  carbohydrates: ["carbohydrateContent", "g"],
  fats: ["fatContent", "g"],
  proteins: ["proteinContent", "g"],
};

function nutritionOf(nutrition: Record<string, unknown> | null | undefined): Record<string, string> | undefined {
  if (!nutrition || typeof nutrition !== "object") return undefined;
  const out: Record<string, string> = { "@type": "NutritionInformation" };
  for (const [key, [schemaKey, unit]] of Object.entries(NUTRITION_KEYS)) {
    const value = Number(nutrition[key]);
    if (Number.isFinite(value) && value > 0) out[schemaKey] = `${value} ${unit}`;
  }
  return Object.keys(out).length > 1 ? out : undefined;
}
