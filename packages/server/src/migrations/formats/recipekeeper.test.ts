import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BadArchive, zipInMemory } from "../../exports/zip.js";
import { folderFiles, readUpload } from "../../test-support/migration-archives.js";
import type { MigratedRecipe } from "./migration-format.js";
import { recipekeeperFormat } from "./recipekeeper.js";

/** No real Recipe Keeper export is in the shared data: this one is written after the format's description. */
const fixture = new URL("./fixtures/recipekeeper/", import.meta.url).pathname;
const exportZip = (transform: (html: string) => string = (html) => html) =>
  zipInMemory(
    folderFiles(fixture).map((file) =>
      file.name === "recipes.html" ? { ...file, content: Buffer.from(transform(file.content.toString())) } : file,
    ),
  );

describe("a Recipe Keeper export", () => {
  it("reads each recipe's microdata: ingredients, steps, notes, times, yield, organizers, nutrition, photo", async () => {
    const read = await readUpload(recipekeeperFormat, "recipekeeper.zip", exportZip());
    expect(read.map((recipe) => recipe.label)).toEqual([
      "Zucchini Bread",
      "Grandma's Leek & Potato Soup",
      "Recipe 3 of recipes.html",
    ]);
    const [bread, soup, nameless] = read as MigratedRecipe[];
    expect(bread).toEqual({
      label: "Zucchini Bread",
      recipe: {
        "@type": "Recipe",
        name: "Zucchini Bread",
        recipeIngredient: [
          "3 cups all-purpose flour",
          "1 tsp baking soda & 1 tsp salt",
          "3 eggs",
          "2 cups grated zucchini",
          "½ cup walnuts, chopped",
        ],
        recipeInstructions: [
          { "@type": "HowToStep", text: "Preheat the oven to 165°C and grease two loaf tins." },
          { "@type": "HowToStep", text: "Whisk the flour, baking soda and salt." },
          {
            "@type": "HowToStep",
            text: "Beat the eggs, stir in the zucchini and fold in the dry ingredients and walnuts.",
          },
          { "@type": "HowToStep", text: "Bake for 1 hour, until a skewer comes out clean." },
        ],
        recipeYield: "2 loaves",
        prepTime: "PT20M",
        cookTime: "PT1H",
        nutrition: {
          "@type": "NutritionInformation",
          servingSize: "1 slice",
          calories: "180",
          fatContent: "8 g",
          saturatedFatContent: "1 g",
          cholesterolContent: "35 mg",
          sodiumContent: "210 mg",
          carbohydrateContent: "24 g",
          fiberContent: "1 g",
          sugarContent: "12 g",
          proteinContent: "4 g",
        },
        url: "https://example.org/zucchini-bread",
      },
      tags: ["Summer"],
      categories: ["Dessert", "Baking", "Quick breads"],
      notes: [{ title: "", text: "Freezes well for up to 3 months." }],
      image: fs.readFileSync(`${fixture}images/zucchini-bread.jpg`),
      imageUrl: null,
      rating: 4,
    });

    // Times shown only as text, a yield in words, steps and ingredients split by <br>, a source that is not an address.
    expect(soup).toEqual({
      label: "Grandma's Leek & Potato Soup",
      recipe: {
        "@type": "Recipe",
        name: "Grandma's Leek & Potato Soup",
        recipeIngredient: ["3 leeks, sliced", "4 potatoes, diced", "1 l stock", "200 ml crème fraîche"],
        recipeInstructions: [
          { "@type": "HowToStep", text: "Sweat the leeks in butter for 10 minutes." },
          { "@type": "HowToStep", text: "Add the potatoes and stock, simmer for 1 hour." },
          { "@type": "HowToStep", text: "Blend, stir in the crème fraîche and season." },
        ],
        recipeYield: "Serves 6",
        prepTime: "15 mins",
        cookTime: "1 hr 30 mins",
      },
      tags: [],
      categories: ["Starter", "Soups"],
      notes: [{ title: "Source", text: "Grandma's recipe card" }],
      image: null,
      imageUrl: null,
      rating: null,
    });

    expect(nameless).toEqual({ label: "Recipe 3 of recipes.html", reason: "It has no name" });
  });

  it("reads the page the same with a BOM and Windows line ends", async () => {
    const plain = await readUpload(recipekeeperFormat, "a.zip", exportZip());
    const windows = await readUpload(
      recipekeeperFormat,
      "b.zip",
      exportZip((html) => `\ufeff${html.replace(/\n/g, "\r\n")}`),
    );
    expect(windows).toEqual(plain);
  });

  it("refuses an archive without recipes.html, or whose recipes.html is another app's", async () => {
    const none = readUpload(
      recipekeeperFormat,
      "a.zip",
      zipInMemory([{ name: "recipes.json", content: Buffer.from("[]") }]),
    );
    await expect(none).rejects.toThrow(BadArchive);
    await expect(none).rejects.toThrow("This is not a Recipe Keeper export: no recipes.html found");
    const copyMeThat = '<div class="recipe"><div id="name">Toast</div></div>';
    await expect(
      readUpload(
        recipekeeperFormat,
        "b.zip",
        zipInMemory([{ name: "recipes.html", content: Buffer.from(copyMeThat) }]),
      ),
    ).rejects.toThrow("This is not a Recipe Keeper export: its recipes.html holds no recipes");
  });
});
