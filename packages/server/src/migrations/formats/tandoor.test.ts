import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BadArchive, zipInMemory } from "../../exports/zip.js";
import {
  isMigrated,
  readUpload,
  sharedArchive,
  TEST_ARCHIVE_LIMITS,
  uploadedFiles,
} from "../../test-support/migration-archives.js";
import type { MigratedRecipe } from "./migration-format.js";
import { tandoorFormat } from "./tandoor.js";

const archive = sharedArchive("tandoor.zip");

const texts = (steps: unknown): unknown =>
  (steps as Record<string, unknown>[]).map((step) =>
    step["@type"] === "HowToSection"
      ? { section: step.name, steps: texts(step.itemListElement) }
      : (step as { text: string }).text,
  );

describe.skipIf(!archive.present)(`the Tandoor export of the shared data${archive.skipped}`, () => {
  it("opens the nested zip and reads its recipe with ingredients, steps, keywords, times, servings and image", async () => {
    const read = await readUpload(tandoorFormat, "tandoor.zip", fs.readFileSync(archive.file));
    expect(read).toHaveLength(1);
    const chili = read[0] as MigratedRecipe;
    expect(isMigrated(chili)).toBe(true);
    expect(chili.label).toBe("“Texas Red” Chili");
    expect(chili.recipe.name).toBe("“Texas Red” Chili");
    expect(chili.recipe.recipeIngredient).toEqual([
      "2 oz New Mexico chile, dry, 57 g",
      "1.5 cup (12 fl oz/355 ml) doppelbock",
      "2 lb (907 g) beef stew meat",
      "0.25 cup (2 fl oz/59 ml) canola oil",
      "2 yellow onions, small dice",
      "2 poblano peppers, large dice",
      "2 green bell peppers, large dice",
      "Two 15 oz (425 g) cans diced tomato",
      "0.5 cup chili powder",
      "2 Tbs kosher salt",
      "Sour cream",
      "Scallions, thinly sliced on the diagonal",
    ]);
    const steps = texts(chili.recipe.recipeInstructions) as string[];
    expect(steps).toHaveLength(4);
    expect(steps[0]).toMatch(/^Peheat the oven to 350°F \(177°C\)\. Place dried chiles .* and purée\. Reserve\.$/);
    expect(steps[1]).toMatch(/^In a large pan, brown the meat .* Adjust seasoning as necessary\.$/);
    expect(steps[2]).toBe("Serve the chili topped with sour cream and scallions and accompanied by tortilla chips.");
    expect(steps[3]).toMatch(/^### Source Craftbeerkitchen\.com http:\/\/craftbeerkitchen\.com\//);
    expect(chili.tags).toEqual(["American", "Course: Main", "Southwest", "Technique: cocotte"]);
    // working_time 0, waiting_time 2, servings 1 with no servings text; no description, source or nutrition.
    expect(chili.recipe).toMatchObject({ cookTime: "PT2M", totalTime: "PT2M", recipeYield: "1" });
    expect(chili.recipe).not.toHaveProperty("prepTime");
    expect(chili.recipe).not.toHaveProperty("description");
    expect(chili.recipe).not.toHaveProperty("nutrition");
    expect(chili.image?.length).toBe(24_945);
  });
});

const recipeZip = (recipe: unknown, image?: Buffer) =>
  zipInMemory([
    { name: "recipe.json", content: Buffer.from(typeof recipe === "string" ? recipe : JSON.stringify(recipe)) },
    ...(image ? [{ name: "image.jpg", content: image }] : []),
  ]);

const soup = {
  name: "Soup",
  description: "Warming.",
  keywords: [{ name: "Winter" }],
  steps: [
    {
      name: "Broth",
      instruction: "Simmer the bones\r\nfor four hours.\r\n\r\nStrain.",
      ingredients: [
        { is_header: true, note: "For the broth", food: null, unit: null, amount: 0 },
        { food: { name: "bones" }, unit: { name: "kg" }, amount: 1, note: "" },
        { food: { name: "water" }, unit: { name: "l" }, amount: 3, note: "cold", no_amount: false },
        { food: { name: "salt" }, unit: null, amount: 2, note: "to taste", no_amount: true },
        { original_text: "1 bay leaf, dried", food: { name: "bay leaf" }, amount: 1 },
      ],
    },
    { name: "", instruction: "Serve hot.", ingredients: [] },
  ],
  working_time: 20,
  waiting_time: 240,
  servings: 6,
  servings_text: "bowls",
  source_url: "https://example.org/soup",
  nutrition: { calories: 120, carbohydrates: 4, fats: 5.5, proteins: 12, source: "" },
};

describe("a Tandoor export", () => {
  it("maps headed ingredients, named steps, times, servings, source and nutrition", async () => {
    const zip = zipInMemory([{ name: "7.zip", content: recipeZip(soup, Buffer.from("jpeg bytes")) }]);
    const [read] = await readUpload(tandoorFormat, "export.zip", zip);
    const recipe = read as MigratedRecipe;
    expect(recipe.recipe).toEqual({
      "@type": "Recipe",
      name: "Soup",
      description: "Warming.",
      recipeIngredient: ["1 kg bones", "3 l water, cold", "salt, to taste", "1 bay leaf, dried"],
      recipeInstructions: [
        {
          "@type": "HowToSection",
          name: "Broth",
          itemListElement: [
            { "@type": "HowToStep", text: "Simmer the bones for four hours." },
            { "@type": "HowToStep", text: "Strain." },
          ],
        },
        { "@type": "HowToStep", text: "Serve hot." },
      ],
      prepTime: "PT20M",
      cookTime: "PT240M",
      totalTime: "PT260M",
      recipeYield: "6 bowls",
      nutrition: {
        "@type": "NutritionInformation",
        calories: "120 kcal",
        carbohydrateContent: "4 g",
        fatContent: "5.5 g",
        proteinContent: "12 g",
      },
      url: "https://example.org/soup",
    });
    expect(recipe.ingredientGroups).toEqual([
      {
        purpose: "For the broth",
        ingredients: ["1 kg bones", "3 l water, cold", "salt, to taste", "1 bay leaf, dried"],
      },
    ]);
    expect(recipe.tags).toEqual(["Winter"]);
    expect(recipe.image?.toString()).toBe("jpeg bytes");
  });

  it("reports each recipe zip it cannot open or read, and reads the others", async () => {
    const zip = zipInMemory([
      { name: "1.zip", content: recipeZip({ name: "Toast", steps: [{ instruction: "Toast it." }] }) },
      { name: "2.zip", content: recipeZip("{ not json") },
      { name: "3.zip", content: Buffer.from("not a zip at all") },
      { name: "4.zip", content: zipInMemory([{ name: "notes.txt", content: Buffer.from("hi") }]) },
      { name: "5.zip", content: recipeZip({ description: "nameless" }) },
    ]);
    const read = await readUpload(tandoorFormat, "export.zip", zip);
    expect(read.map((recipe) => [recipe.label, "reason" in recipe ? recipe.reason : "read"])).toEqual([
      ["Toast", "read"],
      ["2.zip", "Its recipe.json is not valid JSON"],
      ["3.zip", "It could not be opened: The file is not a zip archive"],
      ["4.zip", "It holds no recipe.json"],
      ["5.zip", "Its recipe.json has no name"],
    ]);
  });

  it("keeps everything the nested zips expand to within the upload's total limit", async () => {
    const big = { ...soup, description: "x".repeat(600_000) };
    const zip = zipInMemory([
      { name: "1.zip", content: recipeZip(big) },
      { name: "2.zip", content: recipeZip(big) },
    ]);
    const limits = { ...TEST_ARCHIVE_LIMITS, maxTotalBytes: 1024 * 1024 };
    const read = [...tandoorFormat.read(await uploadedFiles(tandoorFormat, "export.zip", zip, limits))];
    expect(read.map((recipe) => [recipe.label, "reason" in recipe ? recipe.reason : "read"])).toEqual([
      ["Soup", "read"],
      ["2.zip", "The export expands to more than 1 MiB in all"],
    ]);
  });

  it("refuses an archive that holds no Tandoor recipes", async () => {
    const zip = zipInMemory([{ name: "recipes.html", content: Buffer.from("<html></html>") }]);
    const reading = readUpload(tandoorFormat, "other.zip", zip);
    await expect(reading).rejects.toThrow(BadArchive);
    await expect(reading).rejects.toThrow(
      "This is not a Tandoor export: no recipe zips (1.zip, 2.zip, …) or recipe.json found",
    );
  });
});
