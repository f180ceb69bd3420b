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

/**
 * Copy Me That: one `recipes.html` with a `div.recipe` per recipe (its parts marked by ids such as
 * `name`, `recipeIngredients`, `recipeInstructions`, `recipeNotes`, `ratingValue`) and the pictures
 * it links in `images/`.
 */
export const copymethatFormat: MigrationFormat = {
  type: "copymethat",
  wants: (path) => !isArchiverNoise(path) && (RECIPES_PAGE.test(path) || isImagePath(path)),
  *read(files) {
    const page = [...files.keys()].find((path) => RECIPES_PAGE.test(path) && !isArchiverNoise(path));
    if (!page) throw notAnExport("Copy Me That", "no recipes.html found");
    const $ = load(textOf(files.get(page) ?? Buffer.alloc(0)));
    const blocks = $("div.recipe").toArray();
    if (blocks.length === 0) throw notAnExport("Copy Me That", "its recipes.html holds no recipes");
    for (const [index, block] of blocks.entries()) {
      yield readRecipe($, $(block), files, folderOf(page), index + 1);
    }
  },
};

/** Display text of an element: entities decoded, every run of whitespace one space. */
function shown(element: Cheerio<Element>): string {
  return element.text().replace(/\s+/g, " ").trim();
}

function readRecipe(
  $: CheerioAPI,
  block: Cheerio<Element>,
  files: UploadedFiles,
  folder: string,
  position: number,
): MigratedRecipe | UnreadableRecipe {
  // The export marks a recipe's parts with ids, which repeat in every block; found within the block.
  const part = (id: string) => block.find(`[id="${id}"]`).first();
  const name = shown(part("name"));
  if (!name) return { label: `Recipe ${position} of recipes.html`, reason: "It has no name" };

  const ingredients = new IngredientLines();
  block.find(".recipeIngredient, .recipeIngredient_note, .recipeIngredient_subheader").each((_index, element) => {
    const item = $(element);
    if (item.hasClass("recipeIngredient_subheader")) ingredients.heading(shown(item));
    else if (item.hasClass("recipeIngredient") || item.hasClass("recipeIngredient_note")) ingredients.line(shown(item));
  });

  const steps: Record<string, unknown>[] = [];
  let section: { "@type": string; name: string; itemListElement: Record<string, unknown>[] } | null = null;
  block.find(".instruction, .instruction_next, .instruction_subheader").each((_index, element) => {
    const item = $(element);
    const text = shown(item);
    if (!text) return;
    if (item.hasClass("instruction_subheader")) {
      section = { "@type": "HowToSection", name: text, itemListElement: [] };
      steps.push(section);
    } else if (item.hasClass("instruction") || item.hasClass("instruction_next")) {
      const step = { "@type": "HowToStep", text };
      if (section) section.itemListElement.push(step);
      else steps.push(step);
    }
  });

  const link = part("original_link").attr("href")?.trim() ?? "";
  const imageSource = block.find("img.recipeImage, img").first().attr("src")?.trim() ?? "";
  const categories = block
    .find(".recipeCategory")
    .toArray()
    .map((element) => shown($(element)))
    .filter(Boolean);

  return {
    label: name,
    recipe: withoutEmpty({
      "@type": "Recipe",
      name,
      description: shown(part("description")),
      recipeIngredient: ingredients.lines,
      recipeInstructions: steps,
      recipeYield: shown(part("recipeYield")),
      url: isWebAddress(link) ? link : undefined,
    }),
    ingredientGroups: ingredients.headedGroups,
    // Copy Me That calls them tags on screen, though the export marks them recipeCategory.
    tags: [...new Set(categories)],
    categories: [],
    notes: block
      .find(".recipeNote")
      .toArray()
      .map((element) => ({ title: "", text: shown($(element)) }))
      .filter((note) => note.text),
    image: imageSource && !isWebAddress(imageSource) ? linkedFile(files, folder, imageSource) : null,
    imageUrl: isWebAddress(imageSource) ? imageSource : null,
    rating: ratingOf(shown(part("ratingValue"))),
  };
}
