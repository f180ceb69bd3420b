import { parse as parseYaml } from "yaml";
import {
  baseName,
  IngredientLines,
  isArchiverNoise,
  isImagePath,
  isWebAddress,
  linkedFile,
  namesIn,
  notAnExport,
  textOf,
  timeOf,
  withoutEmpty,
} from "./export-files.js";
import type { MigratedRecipe, MigrationFormat, UnreadableRecipe, UploadedFiles } from "./migration-format.js";

/** A recipe page of a Chowdown (Jekyll) site: `_recipes/<slug>.md`, at any depth of the zip. */
const RECIPE_PAGE = /(^|\/)_recipes\/[^/]+\.(md|markdown)$/i;
const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n(?:---|\.\.\.)[ \t]*(?:\n([\s\S]*))?$/;

/**
 * Chowdown: a Jekyll site whose recipes are Markdown pages with YAML front matter (title, image,
 * tags, ingredients, directions, …) and whose pictures are in the site's `images/` folder. The
 * page's text after the front matter is the recipe's description.
 */
export const chowdownFormat: MigrationFormat = {
  type: "chowdown",
  wants: (path) => !isArchiverNoise(path) && (RECIPE_PAGE.test(path) || isImagePath(path)),
  *read(files) {
    const pages = [...files.keys()].filter((path) => RECIPE_PAGE.test(path) && !isArchiverNoise(path));
    if (pages.length === 0) throw notAnExport("Chowdown", "no _recipes folder of Markdown recipes found");
    for (const path of pages) yield readPage(files, path);
  },
};

function readPage(files: UploadedFiles, path: string): MigratedRecipe | UnreadableRecipe {
  const fileLabel = baseName(path);
  const match = FRONT_MATTER.exec(textOf(files.get(path) ?? Buffer.alloc(0)).trimStart());
  if (!match) return { label: fileLabel, reason: "It has no front matter (the --- block with the recipe's fields)" };
  let fields: unknown;
  try {
    fields = parseYaml(match[1] ?? "");
  } catch (error) {
    const why = error instanceof Error ? error.message.split("\n")[0] : "";
    return { label: fileLabel, reason: `Its front matter is not valid YAML${why ? `: ${why}` : ""}` };
  }
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) {
    return { label: fileLabel, reason: "Its front matter holds no recipe fields" };
  }
  const page = fields as Record<string, unknown>;
  const title = text(page.title) || text(page.name);
  if (!title) return { label: fileLabel, reason: "It has no title" };

  const ingredients = new IngredientLines();
  addIngredients(ingredients, page.ingredients);
  const siteRoot = path.replace(/_recipes\/[^/]+$/i, "");
  const image = text(page.image);
  const imageFile = image && !isWebAddress(image) ? imageIn(files, siteRoot, image) : null;
  const source = text(page.source) || text(page.sourceurl) || text(page.url);

  return {
    label: title,
    recipe: withoutEmpty({
      "@type": "Recipe",
      name: title,
      description: (match[2] ?? "").trim() || text(page.description),
      recipeIngredient: ingredients.lines,
      recipeInstructions: listOf(page.directions).map((step) => ({ "@type": "HowToStep", text: step })),
      recipeYield: text(page.yield) || text(page.servings),
      prepTime: timeOf(text(page.prep) || text(page.prepTime)),
      cookTime: timeOf(text(page.cook) || text(page.cookTime)),
      totalTime: timeOf(text(page.time) || text(page.totalTime)),
      url: isWebAddress(source) ? source : undefined,
    }),
    ingredientGroups: ingredients.headedGroups,
    tags: namesOf(page.tags),
    categories: namesOf(page.categories ?? page.category),
    notes: listOf(page.notes).map((note) => ({ title: "", text: note })),
    image: imageFile,
    imageUrl: isWebAddress(image) ? image : null,
  };
}

/** A front-matter scalar as text ("" for lists, maps and nothing). */
function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  return "";
}

/** A list field: a YAML list of scalars, or one text with a line per item. */
function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter(Boolean);
  return text(value)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Tags as Chowdown writes them: "sides, vegetables" or a YAML list. */
function namesOf(value: unknown): string[] {
  if (Array.isArray(value)) return namesIn(value.map(text).join(","), /,/);
  return namesIn(text(value), /,/);
}

/** Ingredients: a list of lines, where a map item ("For the sauce": [lines]) is a heading with its lines. */
function addIngredients(into: IngredientLines, value: unknown): void {
  if (!Array.isArray(value)) {
    for (const line of listOf(value)) into.line(line);
    return;
  }
  for (const item of value) {
    if (item && typeof item === "object" && !Array.isArray(item)) {
      for (const [heading, lines] of Object.entries(item as Record<string, unknown>)) {
        into.heading(heading);
        for (const line of listOf(lines)) into.line(line);
      }
    } else {
      into.line(text(item));
    }
  }
}

/** The picture a page names: in the site's `images/` folder, or at the path it gives from the site's root. */
function imageIn(files: UploadedFiles, siteRoot: string, image: string): Buffer | null {
  return (
    linkedFile(files, `${siteRoot}images/`, baseName(image)) ?? linkedFile(files, siteRoot, image.replace(/^\/+/, ""))
  );
}
