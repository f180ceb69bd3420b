import { type Cheerio, type CheerioAPI, load } from "cheerio";
import type { Element } from "domhandler";
import {
  folderOf,
  IngredientLines,
  isArchiverNoise,
  isImagePath,
  isWebAddress,
  linkedFile,
  notAnExport,
  ratingOf,
  textOf,
  withoutEmpty,
} from "./export-files.js";
import type { MigratedRecipe, MigrationFormat, UnreadableRecipe, UploadedFiles } from "./migration-format.js";

const RECIPES_PAGE = /(^|\/)recipes\.html?$/i;

/** Recipe Keeper's nutrition properties and their schema.org NutritionInformation keys. */
const NUTRITION: Record<string, string> = {
  recipeNutServingSize: "servingSize",
  recipeNutCalories: "calories",
  recipeNutTotalFat: "fatContent",
  recipeNutSaturatedFat: "saturatedFatContent",
  recipeNutCholesterol: "cholesterolContent",
  recipeNutSodium: "sodiumContent",
  recipeNutTotalCarbohydrate: "carbohydrateContent",
  recipeNutDietaryFiber: "fiberContent",
  recipeNutSugars: "sugarContent",
  recipeNutProtein: "proteinContent",
};

/**
 * Recipe Keeper: a zip of `recipes.html`, a `div.recipe-details` per recipe marked with microdata
 * (name, recipeCourse, recipeCategory, recipeCollection, recipeSource, recipeYield, prepTime,
 * cookTime, recipeRating, recipeIngredients, recipeDirections, recipeNotes, recipeNut*, photo0…),
 * and the photos it links in `images/`.
 */
export const recipekeeperFormat: MigrationFormat = {
  type: "recipekeeper",
  wants: (path) => !isArchiverNoise(path) && (RECIPES_PAGE.test(path) || isImagePath(path)),
  *read(files) {
    const page = [...files.keys()].find((path) => RECIPES_PAGE.test(path) && !isArchiverNoise(path));
    if (!page) throw notAnExport("Recipe Keeper", "no recipes.html found");
    const $ = load(textOf(files.get(page) ?? Buffer.alloc(0)));
    const blocks = $(".recipe-details").toArray();
    if (blocks.length === 0) throw notAnExport("Recipe Keeper", "its recipes.html holds no recipes");
    for (const [index, block] of blocks.entries()) {
      yield readRecipe($, $(block), files, folderOf(page), index + 1);
    }
  },
};

/** Display text: entities decoded, every run of whitespace one space. */
function shown(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The lines of a block: its paragraphs, and within them (or without them) its line breaks. */
function linesIn($: CheerioAPI, element: Cheerio<Element>): string[] {
  const copy = element.clone();
  copy.find("br").replaceWith("\n");
  copy.find("p, div, li").each((_index, child) => {
    $(child).append("\n");
  });
  return copy.text().split("\n").map(shown).filter(Boolean);
}

function readRecipe(
  $: CheerioAPI,
  block: Cheerio<Element>,
  files: UploadedFiles,
  folder: string,
  position: number,
): MigratedRecipe | UnreadableRecipe {
  const values = (property: string): string[] =>
    block
      .find(`[itemprop="${property}"]`)
      .toArray()
      .map((element) => shown(element.tagName === "meta" ? ($(element).attr("content") ?? "") : $(element).text()))
      .filter(Boolean);
  const value = (property: string) => values(property)[0] ?? "";
  const lines = (property: string) => {
    const element = block.find(`[itemprop="${property}"]`).first();
    return element.length > 0 ? linesIn($, element) : [];
  };

  const name = value("name");
  if (!name) return { label: `Recipe ${position} of recipes.html`, reason: "It has no name" };

  const ingredients = new IngredientLines();
  for (const line of lines("recipeIngredients")) ingredients.line(line);
  const nutrition: Record<string, string> = {};
  for (const [property, key] of Object.entries(NUTRITION)) {
    const text = value(property);
    if (text) nutrition[key] = text;
  }
  const source = value("recipeSource");
  const notes = lines("recipeNotes").join("\n");
  const photo =
    block
      .find("img[itemprop^='photo']")
      .toArray()
      .map((element) => $(element).attr("src")?.trim() ?? "")
      .find(Boolean) ?? "";

  return {
    label: name,
    recipe: withoutEmpty({
      "@type": "Recipe",
      name,
      description: value("description"),
      recipeIngredient: ingredients.lines,
      recipeInstructions: lines("recipeDirections").map((text) => ({ "@type": "HowToStep", text })),
      recipeYield: value("recipeYield"),
      prepTime: value("prepTime"),
      cookTime: value("cookTime"),
      totalTime: value("totalTime"),
      nutrition: Object.keys(nutrition).length > 0 ? { "@type": "NutritionInformation", ...nutrition } : undefined,
      url: isWebAddress(source) ? source : undefined,
    }),
    tags: unique(values("recipeCollection")),
    categories: unique([...values("recipeCourse"), ...values("recipeCategory")]),
    notes: [
      ...(notes ? [{ title: "", text: notes }] : []),
      ...(source && !isWebAddress(source) ? [{ title: "Source", text: source }] : []),
    ],
    image: photo && !isWebAddress(photo) ? linkedFile(files, folder, photo) : null,
    imageUrl: isWebAddress(photo) ? photo : null,
    rating: ratingOf(value("recipeRating")),
  };
}

function unique(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
