import {
  type CsvRecord,
  csvFiles,
  IngredientLines,
  inFileOrder,
  isWebAddress,
  linesOf,
  looksLikeText,
  namesIn,
  notAnExport,
  ratingOf,
  readCsv,
  textOf,
  timeOf,
  withoutEmpty,
} from "./export-files.js";
import type { MigratedRecipe, MigrationFormat, UnreadableRecipe } from "./migration-format.js";

/** Plan to Eat's nutrition columns, with the schema.org key and the unit its numbers are in. */
const NUTRITION_COLUMNS: [string, string, string][] = [
  ["calories", "calories", "kcal"],
  ["fat", "fatContent", "g"],
  ["saturated fat", "saturatedFatContent", "g"],
  ["cholesterol", "cholesterolContent", "mg"],
  ["sodium", "sodiumContent", "mg"],
  ["sugar", "sugarContent", "g"],
  ["carbohydrate", "carbohydrateContent", "g"],
  ["fiber", "fiberContent", "g"],
  ["protein", "proteinContent", "g"],
];

/**
 * Plan to Eat: a CSV (zipped as `plantoeat.csv`, or uploaded as it is) with a recipe per record:
 * Title, Course, Cuisine, Main Ingredient, Description, Source, Url, times in minutes, Servings,
 * Yield, Ingredients (a line each; ", Heading" lines head a group), Directions, Tags, Rating,
 * Photo Url and nutrition columns.
 */
export const plantoeatFormat: MigrationFormat = {
  type: "plantoeat",
  wants: (path) => /\.csv$/i.test(path),
  *read(files) {
    const csvs = csvFiles(files).filter(([, bytes]) => looksLikeText(bytes));
    if (csvs.length === 0) throw notAnExport("Plan to Eat", "no CSV file found");
    const tables = csvs.map(([, bytes]) => readCsv(textOf(bytes)));
    const ours = tables.filter((table) =>
      ["title", "ingredients", "directions"].every((c) => table.columns.includes(c)),
    );
    if (ours.length === 0) {
      throw notAnExport("Plan to Eat", "its CSV file has no Title, Ingredients and Directions columns");
    }
    for (const table of ours) {
      yield* inFileOrder(table, (record) => readRecord(record));
    }
  },
};

function readRecord(record: CsvRecord): MigratedRecipe | UnreadableRecipe {
  const title = record.get("title");
  if (!title) return { label: `Line ${record.line}`, reason: "It has no title" };

  const ingredients = new IngredientLines();
  for (const line of linesOf(record.get("ingredients"))) {
    // Plan to Eat writes a heading as an ingredient with only a note: ", For the sauce".
    if (line.startsWith(",")) ingredients.heading(line.slice(1));
    else ingredients.line(line);
  }
  const source = record.get("source");
  const url = [record.get("url"), source].find(isWebAddress);
  const servings = record.get("servings");
  const yieldText = record.get("yield");
  const nutrition: Record<string, string> = {};
  for (const [column, key, unit] of NUTRITION_COLUMNS) {
    const value = record.get(column);
    if (value && Number.isFinite(Number(value))) nutrition[key] = `${value} ${unit}`;
  }
  const notes: { title: string; text: string }[] = [];
  if (source && !isWebAddress(source)) notes.push({ title: "Source", text: source });
  if (servings && yieldText) notes.push({ title: "Yield", text: yieldText });
  const photo = record.get("photo url");

  return {
    label: title,
    recipe: withoutEmpty({
      "@type": "Recipe",
      name: title,
      description: record.get("description"),
      recipeIngredient: ingredients.lines,
      recipeInstructions: linesOf(record.get("directions")).map((text) => ({ "@type": "HowToStep", text })),
      prepTime: timeOf(record.get("prep time")),
      cookTime: timeOf(record.get("cook time")),
      totalTime: timeOf(record.get("total time")),
      // Servings is what Larder scales by; a Yield beside it ("1 loaf") is kept as a note.
      recipeYield: servings || yieldText,
      nutrition: Object.keys(nutrition).length > 0 ? { "@type": "NutritionInformation", ...nutrition } : undefined,
      url,
    }),
    ingredientGroups: ingredients.headedGroups,
    tags: [...namesIn(record.get("tags"), /,/), ...namesIn(record.get("main ingredient"), /,/)],
    categories: [...namesIn(record.get("course"), /,/), ...namesIn(record.get("cuisine"), /,/)],
    notes,
    image: null,
    imageUrl: isWebAddress(photo) ? photo : null,
    rating: ratingOf(record.get("rating")),
  };
}
