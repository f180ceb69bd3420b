import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BadArchive, zipInMemory } from "../../exports/zip.js";
import { isMigrated, readUpload, sharedArchive } from "../../test-support/migration-archives.js";
import { chowdownFormat } from "./chowdown.js";
import type { MigratedRecipe } from "./migration-format.js";

const archive = sharedArchive("chowdown.zip");
const steps = (recipe: MigratedRecipe) =>
  (recipe.recipe.recipeInstructions as { text: string }[]).map((step) => step.text);

describe.skipIf(!archive.present)(`the Chowdown export of the shared data${archive.skipped}`, () => {
  it("reads both recipes with their ingredients, steps, description, tags and picture", async () => {
    const read = await readUpload(chowdownFormat, "chowdown.zip", fs.readFileSync(archive.file));
    expect(read.every(isMigrated)).toBe(true);
    const [sprouts, okra] = read.filter(isMigrated);
    expect(read.map((recipe) => recipe.label)).toEqual(["Roasted Brussels Sprouts", "Roasted Okra"]);

    expect(sprouts?.recipe.name).toBe("Roasted Brussels Sprouts");
    expect(sprouts?.recipe.recipeIngredient).toEqual([
      "1 bunch of brussels, sliced thin",
      "2 tbsp olive oil",
      "(optional) grated hard cheese",
      "(optional) gold raisins or sweetened cranberries",
      "(optional) assorted veggies, sliced thin",
      "salt, pepper, etc to taste",
    ]);
    expect(steps(sprouts!)).toEqual([
      "Wash and thinly slice the brussels sprouts (or buy them pre-sliced at HEB or Central Market)",
      "Toss the brussels (+ optional veggies), olive oil, and salt + pepper on a baking sheet",
      "Roast under the broiler for 10-15 mins, keeping a close eye",
      "Remove from the oven when the edges just start to blacken",
      "Toss with optional ingredients (depending on how healthy you're feeling)",
    ]);
    expect(sprouts?.recipe.description).toMatch(/^A lot of places are doing dang good brussels lately/);
    expect(sprouts?.recipe.description).toMatch(/Consider this a loose guide\.$/);
    expect(sprouts?.tags).toEqual(["sides", "vegetables"]);
    expect(sprouts?.image?.length).toBe(679_775);

    expect(okra?.recipe.recipeIngredient).toEqual(["1 bunch of okra", "salt, pepper, etc to taste"]);
    expect(steps(okra!)).toEqual([
      "Wash the okra dang good",
      "Slice in half lengthwise",
      "Toss okra and seasoning on baking sheet (salt + pepper is great, I also really like Simply Asia spicy hibachi seasoing I found at HEB for like $2)",
      "Roast under the broiler for 10-15 mins. Keep an eye on it and pull it when the tips start to blacken.",
    ]);
    expect(okra?.recipe.description).toBe(
      "I love me some okra, but prep is usually enough to avoid making it. This simple dish requires only a single cut per pod and a dash of seasoning- that's it.",
    );
    expect(okra?.tags).toEqual(["sides", "vegetables"]);
    expect(okra?.image?.length).toBe(1_008_247);
    // The export has no times, yields or sources: nothing is made up for them.
    for (const recipe of [sprouts, okra]) {
      expect(Object.keys(recipe?.recipe ?? {}).sort()).toEqual(
        ["@type", "description", "name", "recipeIngredient", "recipeInstructions"].sort(),
      );
    }
  });
});

const page = (frontMatter: string, body = "") => Buffer.from(`---\n${frontMatter}\n---\n${body}`);

describe("a Chowdown site", () => {
  it("reads a page written on Windows with a BOM, headed ingredient groups, times and a linked picture", async () => {
    const text = [
      "layout: recipe",
      'title: "Crème Cake"',
      "image: https://example.org/cake.jpg",
      "tags: [dessert, baking]",
      "yield: 12 slices",
      "prep: 15",
      "cook: 1 hour",
      "ingredients:",
      "- Batter:",
      "  - 200 g flour",
      "  - 3 eggs",
      "- Icing:",
      "  - 100 g icing sugar",
      "directions:",
      "- Mix.",
      "- Bake.",
    ].join("\n");
    const windows = Buffer.from(`\ufeff${page(text, "Light.\n").toString().replace(/\n/g, "\r\n")}`);
    const zip = zipInMemory([{ name: "site/_recipes/cake.md", content: windows }]);
    const [cake] = await readUpload(chowdownFormat, "site.zip", zip);
    expect(cake && isMigrated(cake)).toBe(true);
    const recipe = cake as MigratedRecipe;
    expect(recipe.recipe).toMatchObject({
      name: "Crème Cake",
      description: "Light.",
      recipeIngredient: ["200 g flour", "3 eggs", "100 g icing sugar"],
      recipeYield: "12 slices",
      prepTime: "PT15M",
      cookTime: "1 hour",
    });
    expect(recipe.ingredientGroups).toEqual([
      { purpose: "Batter", ingredients: ["200 g flour", "3 eggs"] },
      { purpose: "Icing", ingredients: ["100 g icing sugar"] },
    ]);
    expect(recipe.tags).toEqual(["dessert", "baking"]);
    expect(recipe.image).toBeNull();
    expect(recipe.imageUrl).toBe("https://example.org/cake.jpg");
  });

  it("reports a page it cannot read by its file and reads the others", async () => {
    const zip = zipInMemory([
      { name: "_recipes/broken-yaml.md", content: page("title: [never closed\ningredients: x") },
      { name: "_recipes/no-front-matter.md", content: Buffer.from("# Just a heading\n") },
      { name: "_recipes/untitled.md", content: page("ingredients:\n- 1 egg") },
      {
        name: "_recipes/toast.md",
        content: page("title: Toast\ningredients:\n- 1 slice bread\ndirections:\n- Toast it."),
      },
    ]);
    const read = await readUpload(chowdownFormat, "site.zip", zip);
    expect(read.map((recipe) => [recipe.label, "reason" in recipe ? recipe.reason.split(":")[0] : "read"])).toEqual([
      ["broken-yaml.md", "Its front matter is not valid YAML"],
      ["no-front-matter.md", "It has no front matter (the --- block with the recipe's fields)"],
      ["untitled.md", "It has no title"],
      ["Toast", "read"],
    ]);
  });

  it("refuses an archive that is not a Chowdown site", async () => {
    const zip = zipInMemory([{ name: "recipes/toast.json", content: Buffer.from("{}") }]);
    const reading = readUpload(chowdownFormat, "other.zip", zip);
    await expect(reading).rejects.toThrow(BadArchive);
    await expect(reading).rejects.toThrow(
      "This is not a Chowdown export: no _recipes folder of Markdown recipes found",
    );
  });
});
