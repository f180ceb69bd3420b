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

/**
 * My Recipe Box: a CSV uploaded as it is (or zipped), a recipe per record: title, description,
 * preparationTime/cookingTime/inactiveTime/totalTime in minutes, quantity (the yield), ingredients
 * and instructions (a line each), notes, nutrition ("calories : 150 kcal" lines), rating,
 * categories and tags (";"-separated), source and originalPicture (an address or base64 bytes).
 */
export const myrecipeboxFormat: MigrationFormat = {
  type: "myrecipebox",
  wants: (path) => /\.(csv|txt)$/i.test(path),
  *read(files) {
    const csvs = csvFiles(files).filter(([, bytes]) => looksLikeText(bytes));
    if (csvs.length === 0) throw notAnExport("My Recipe Box", "no CSV file found");
    const tables = csvs.map(([, bytes]) => readCsv(textOf(bytes)));
    const ours = tables.filter((table) =>
      ["title", "ingredients", "instructions"].every((c) => table.columns.includes(c)),
    );
    if (ours.length === 0) {
      throw notAnExport("My Recipe Box", "its CSV file has no title, ingredients and instructions columns");
    }
    for (const table of ours) {
      // The export's header ends with a comma: the last, unnamed column is where pictures move (see below).
      const extra = table.columns.lastIndexOf("");
      yield* inFileOrder(table, (record) => readRecord(record, extra));
    }
  },
};

function readRecord(record: CsvRecord, extraColumn: number): MigratedRecipe | UnreadableRecipe {
  const title = record.get("title");
  if (!title) return { label: `Line ${record.line}`, reason: "It has no title" };

  const ingredients = new IngredientLines();
  for (const line of linesOf(record.get("ingredients"))) {
    // "TOFU MARINADE:" heads the lines after it; a line with an amount is an ingredient whatever its end.
    if (line.endsWith(":") && !/\d/.test(line)) ingredients.heading(line.slice(0, -1));
    else ingredients.line(line);
  }
  const { source, picture } = sourceAndPicture(record, extraColumn);
  const nutrition = nutritionOf(record.get("nutrition"));
  const notes = record.get("notes");
  const video = record.get("video");

  return {
    label: title,
    recipe: withoutEmpty({
      "@type": "Recipe",
      name: title,
      description: record.get("description"),
      recipeIngredient: ingredients.lines,
      // The app numbers steps by hand ("1. Preheat oven."); Larder numbers them itself.
      recipeInstructions: linesOf(record.get("instructions")).map((text) => ({
        "@type": "HowToStep",
        text: text.replace(/^\d{1,2}[.)]\s+/, ""),
      })),
      prepTime: timeOf(record.get("preparationtime")),
      cookTime: timeOf(record.get("cookingtime")),
      totalTime: timeOf(record.get("totaltime")),
      recipeYield: record.get("quantity"),
      nutrition,
      url: isWebAddress(source) ? source : undefined,
    }),
    ingredientGroups: ingredients.headedGroups,
    tags: namesIn(record.get("tags"), /[;,]/),
    categories: namesIn(record.get("categories"), /;/),
    notes: [
      ...(notes ? [{ title: "", text: notes }] : []),
      ...(isWebAddress(video) ? [{ title: "Video", text: video }] : []),
    ],
    image: picture && !isWebAddress(picture) ? imageBytes(picture) : null,
    imageUrl: isWebAddress(picture) ? picture : null,
    rating: ratingOf(record.get("rating")),
  };
}

/**
 * The recipe's page and picture. When a recipe has no source, the export shifts the next cells one
 * column on: the page's address lands in originalPicture and the picture's in the unnamed last column.
 */
function sourceAndPicture(record: CsvRecord, extraColumn: number): { source: string; picture: string } {
  const source = record.get("source");
  const picture = record.get("originalpicture");
  const shifted = extraColumn >= 0 ? (record.cells[extraColumn] ?? "").trim() : "";
  if (shifted && !source) return { source: picture, picture: shifted };
  return { source, picture };
}

/** "calories : 150 kcal" lines: schema.org NutritionInformation keys (fat → fatContent), their text kept. */
function nutritionOf(text: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const line of linesOf(text)) {
    const match = /^([A-Za-z]+)\s*:\s*(.+)$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const key = match[1];
    const schemaKey = key === "calories" || key === "servingSize" ? key : `${key}Content`;
    out[schemaKey] = match[2].trim();
  }
  return Object.keys(out).length > 0 ? { "@type": "NutritionInformation", ...out } : undefined;
}

/** A picture written into the CSV: base64, with or without a data: prefix; null when it is not that. */
function imageBytes(text: string): Buffer | null {
  const data = text.replace(/^data:image\/[\w.+-]+;base64,/i, "").replace(/\s+/g, "");
  if (data.length < 16 || !/^[A-Za-z0-9+/]+=*$/.test(data)) return null;
  return Buffer.from(data, "base64");
}
