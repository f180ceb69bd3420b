import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BadArchive, zipInMemory } from "../../exports/zip.js";
import { isMigrated, readUpload, sharedArchive } from "../../test-support/migration-archives.js";
import type { MigratedRecipe } from "./migration-format.js";
import { plantoeatFormat } from "./plantoeat.js";

const archive = sharedArchive("plantoeat.zip");

describe.skipIf(!archive.present)(`the Plan to Eat export of the shared data${archive.skipped}`, () => {
  it("reads both records, their multi-line fields, headed ingredients, times, nutrition and photo address", async () => {
    const read = await readUpload(plantoeatFormat, "plantoeat.zip", fs.readFileSync(archive.file));
    expect(read.every(isMigrated)).toBe(true);
    const [full, bare] = read as MigratedRecipe[];
    expect(full).toEqual({
      label: "Test Recipe",
      recipe: {
        "@type": "Recipe",
        name: "Test Recipe",
        description: "This is a description.\nHere is new line.",
        recipeIngredient: ["2 itm Test, note", "3 pkg Two, note2"],
        recipeInstructions: [
          { "@type": "HowToStep", text: "Directions." },
          { "@type": "HowToStep", text: "Will go here." },
        ],
        prepTime: "PT75M",
        cookTime: "PT75M",
        totalTime: "PT150M",
        recipeYield: "7",
        nutrition: {
          "@type": "NutritionInformation",
          calories: "13 kcal",
          fatContent: "16 g",
          saturatedFatContent: "17 g",
          cholesterolContent: "18 mg",
          sodiumContent: "19 mg",
          sugarContent: "22 g",
          carbohydrateContent: "20 g",
          fiberContent: "21 g",
          proteinContent: "23 g",
        },
        url: "https://eatwithclarity.com/sushi-bowl-with-sesame-tofu/",
      },
      ingredientGroups: [
        { purpose: "Heading", ingredients: ["2 itm Test, note"] },
        { purpose: "Heading2", ingredients: ["3 pkg Two, note2"] },
      ],
      tags: ["Allergen-Friendly", "Cheap", "Test", "Beans"],
      categories: ["Main Course", "American"],
      notes: [
        { title: "Source", text: "Manually entered source" },
        { title: "Yield", text: "1 loaf" },
      ],
      image: null,
      imageUrl:
        "https://plantoeat.s3.amazonaws.com/recipes/29516709/470292506c8d9b71582487a7879ab7b197d06490-large.jpg?1628205591",
      rating: 3,
    });
    expect(bare).toEqual({
      label: "Test Recipe2",
      recipe: {
        "@type": "Recipe",
        name: "Test Recipe2",
        recipeIngredient: ["2 itm Test, note", "3 pkg Two, note2"],
        recipeInstructions: [
          { "@type": "HowToStep", text: "Directions." },
          { "@type": "HowToStep", text: "Will go here." },
        ],
      },
      tags: [],
      categories: [],
      notes: [],
      image: null,
      imageUrl: null,
      rating: null,
    });
  });
});

const HEADER = "Title,Description,Url,Prep Time,Servings,Yield,Ingredients,Directions,Tags,Photo Url";

describe("a Plan to Eat export", () => {
  it("reads a bare CSV upload with a BOM and Windows line ends, a yield without servings", async () => {
    const csv = `\ufeff${HEADER}\r\n"Pancakes","Fluffy ""diner"" pancakes",,20,,"8 pancakes","1 cup flour\r\n1 egg","Mix.\r\nFry.",breakfast,\r\n`;
    const [pancakes] = (await readUpload(plantoeatFormat, "export.csv", Buffer.from(csv))) as MigratedRecipe[];
    expect(pancakes?.recipe).toEqual({
      "@type": "Recipe",
      name: "Pancakes",
      description: 'Fluffy "diner" pancakes',
      recipeIngredient: ["1 cup flour", "1 egg"],
      recipeInstructions: [
        { "@type": "HowToStep", text: "Mix." },
        { "@type": "HowToStep", text: "Fry." },
      ],
      prepTime: "PT20M",
      recipeYield: "8 pancakes",
    });
    expect(pancakes?.ingredientGroups).toBeUndefined();
    expect(pancakes?.tags).toEqual(["breakfast"]);
  });

  it("reports a record without a title and one whose quote is never closed, and reads the rest", async () => {
    const csv = [
      HEADER,
      ",,,,,,1 egg,Boil.,,",
      "Toast,,,,,,1 slice bread,Toast.,,",
      'Broken,"never closed,,,,,,x,y,,',
    ].join("\n");
    const read = await readUpload(
      plantoeatFormat,
      "plantoeat.zip",
      zipInMemory([{ name: "plantoeat.csv", content: Buffer.from(csv) }]),
    );
    expect(read.map((recipe) => [recipe.label, "reason" in recipe ? recipe.reason : "read"])).toEqual([
      ["Line 2", "It has no title"],
      ["Toast", "read"],
      ["Line 4", "A quoted field is never closed, so the rest of the file could not be read"],
    ]);
  });

  it("refuses an upload without a CSV file, or whose CSV is another app's", async () => {
    const images = readUpload(
      plantoeatFormat,
      "a.zip",
      zipInMemory([{ name: "photo.jpg", content: Buffer.from("x") }]),
    );
    await expect(images).rejects.toThrow(BadArchive);
    await expect(images).rejects.toThrow("This is not a Plan to Eat export: no CSV file found");
    const other = Buffer.from("title,ingredients,instructions\nToast,bread,Toast it.\n");
    await expect(readUpload(plantoeatFormat, "recipes.csv", other)).rejects.toThrow(
      "This is not a Plan to Eat export: its CSV file has no Title, Ingredients and Directions columns",
    );
  });
});
