import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BadArchive, zipInMemory } from "../../exports/zip.js";
import { isMigrated, readUpload, sharedArchive } from "../../test-support/migration-archives.js";
import { copymethatFormat } from "./copymethat.js";
import type { MigratedRecipe } from "./migration-format.js";

const archive = sharedArchive("copymethat.zip");
const steps = (recipe: MigratedRecipe | undefined) =>
  ((recipe?.recipe.recipeInstructions ?? []) as { text: string }[]).map((step) => step.text);

describe.skipIf(!archive.present)(`the Copy Me That export of the shared data${archive.skipped}`, () => {
  it("reads its three recipes with ingredients, steps, notes, tags, rating, source and picture", async () => {
    const read = await readUpload(copymethatFormat, "copymethat.zip", fs.readFileSync(archive.file));
    expect(read.every(isMigrated)).toBe(true);
    const [shells, chicken, zoodles] = read.filter(isMigrated);
    expect(read.map((recipe) => recipe.label)).toEqual([
      "Classic Stuffed Shells",
      "Crockpot Cilantro Lime Chicken",
      "Spam Zoodles",
    ]);

    expect(shells?.recipe).toMatchObject({
      name: "Classic Stuffed Shells",
      recipeYield: "6",
      url: "https://www.spendwithpennies.com/classic-stuffed-shells-recipe/",
    });
    expect(shells?.recipe.recipeIngredient).toEqual([
      "24 jumbo pasta shells",
      "475 grams extra smooth Ricotta cheese about 2 cups",
      "225 grams frozen spinach thawed and squeezed dry (about 1/2 cup)",
      "1/3 cup + 2 tablespoons Parmesan cheese",
      "1 egg divided",
      "1 teaspoon salt",
      "1/2 teaspoon dried parsley",
      "1/4 teaspoon dried basil",
      "1/4 teaspoon dried oregano",
      "pinch black pepper",
      "2 1/2 cups marinara sauce",
      "1 cup shredded mozzarella cheese",
    ]);
    expect(steps(shells)).toHaveLength(6);
    expect(steps(shells)[0]).toBe(
      "Bring a large pot of salted water to a rolling boil. Add pasta shells, reduce to a low boil, and cook just until al dente (about 8 minutes). Drain, and cool immediately by running under cold water.",
    );
    // Entities in the export are decoded: &quot; and &#39;.
    expect(steps(shells)[2]).toBe(
      'Lightly grease a 9x13" baking dish with non-stick spray and spread 1 cup marinara sauce in the bottom.',
    );
    expect(steps(shells)[4]).toContain("that's okay.");
    expect(steps(shells)[5]).toMatch(/^Top with remaining marinara sauce.*Serve\.$/);
    expect(shells?.tags).toEqual([]);
    expect(shells?.notes).toEqual([]);
    expect(shells?.rating).toBeNull();
    expect(shells?.image?.length).toBeGreaterThan(1000);

    expect(chicken?.recipe).toMatchObject({
      recipeYield: "4",
      url: "https://www.theleangreenbean.com/freezer-to-crockpot-cilantro-lime-chicken/",
    });
    expect(chicken?.recipe.recipeIngredient).toEqual([
      "1 pound chicken breasts",
      "1 (15 oz) can no salt added black beans, drained and rinsed",
      "1 cup corn kernals (fresh, frozen or canned)",
      "1 medium red bell pepper, diced",
      "1/2 cup onion, diced",
      "1/4 cup cilantro, finely chopped",
      "2 Tbsp fresh lime juice",
      "2 serrano (or jalapeno) peppers, minced (optional)",
      "1/2 cup low-sodium chicken broth",
      "1 Tbsp cumin",
      "Optional toppings for serving: salsa, cheese, avocado",
    ]);
    expect(steps(chicken)).toEqual([
      "Add all ingredients to slow cooker.",
      "Stir to combine and cook on low for 4-6 hours.",
      "Remove chicken, shred, return to pot, stir and serve.",
      "Place all ingredients in a large ziploc bag and freeze flat.",
      "Prior to cooking, defrost over night in the refrigerator or under cold running water.",
      "Dump contents into the crockpot. Add a little bit of water to the bag, shake it around and add to crockpot to help get some of the cilantro out if it sticks to the bag.",
      "Cook on low 4-6 hours.",
      "Shred chicken breasts and serve over rice, as is or in tortillas.",
    ]);
    expect(chicken?.notes.map((note) => note.text.slice(0, 30))).toEqual([
      "To prep for freezer: Combine a",
      "You may need to add a little w",
      "To cook in the Instant Pot: Ad",
    ]);
    expect(chicken?.tags).toEqual(["chicken", "dinner", "instantpot", "slowcooker", "texmex"]);
    expect(chicken?.rating).toBe(4);
    expect(chicken?.image?.length).toBeGreaterThan(1000);

    expect(zoodles?.recipe).not.toHaveProperty("recipeYield");
    expect(zoodles?.recipe.recipeIngredient).toHaveLength(10);
    expect(zoodles?.recipe.recipeIngredient).toContain(
      "1 (12 ounce) container fully cooked luncheon meat (e.g. Spam), cubed",
    );
    expect(steps(zoodles)).toHaveLength(4);
    expect(steps(zoodles)[3]).toBe(
      "Stir in cooked zoodles, then stir in soy sauce, water, sesame oil and pepper. Mix all together, heat through and serve.",
    );
    expect(zoodles?.tags).toEqual(["dinner", "easy", "lunch", "spam", "stovetop"]);
    expect(zoodles?.rating).toBe(5);
    expect(zoodles?.image?.length).toBeGreaterThan(1000);
    // Three different pictures, one per recipe.
    expect(new Set([shells, chicken, zoodles].map((recipe) => recipe?.image?.length)).size).toBe(3);
  });
});

const block = (inner: string) => `<div class="recipe">${inner}</div>`;
const page = (...blocks: string[]) => `\ufeff<html><body>\r\n${blocks.join("\r\n")}\r\n</body></html>`;

describe("a Copy Me That export", () => {
  it("reads headings of ingredients and steps, and a picture in a folder with a space in its name", async () => {
    const html = page(
      block(`
        <div id="name">Pie</div>
        <div id="description">Flaky &amp; sweet</div>
        <img class="recipeImage" src="images/my%20pie.jpg">
        <ul id="recipeIngredients">
          <li class="recipeIngredient_subheader">Crust</li>
          <li class="recipeIngredient">200 g flour</li>
          <li class="recipeIngredient_subheader">Filling</li>
          <li class="recipeIngredient">4 apples</li>
        </ul>
        <ol id="recipeInstructions">
          <li class="instruction_subheader">Make the crust</li>
          <li class="instruction">Rub in the butter.</li>
          <li class="instruction">Chill.</li>
        </ol>`),
    );
    const zip = zipInMemory([
      { name: "export/recipes.html", content: Buffer.from(html) },
      { name: "export/images/my pie.jpg", content: Buffer.from("pie picture") },
    ]);
    const [pie] = (await readUpload(copymethatFormat, "export.zip", zip)) as MigratedRecipe[];
    expect(pie?.recipe).toEqual({
      "@type": "Recipe",
      name: "Pie",
      description: "Flaky & sweet",
      recipeIngredient: ["200 g flour", "4 apples"],
      recipeInstructions: [
        {
          "@type": "HowToSection",
          name: "Make the crust",
          itemListElement: [
            { "@type": "HowToStep", text: "Rub in the butter." },
            { "@type": "HowToStep", text: "Chill." },
          ],
        },
      ],
    });
    expect(pie?.ingredientGroups).toEqual([
      { purpose: "Crust", ingredients: ["200 g flour"] },
      { purpose: "Filling", ingredients: ["4 apples"] },
    ]);
    expect(pie?.image?.toString()).toBe("pie picture");
  });

  it("reports a recipe without a name, and a missing picture is no picture", async () => {
    const html = page(
      block(`<div id="name"> </div><li class="recipeIngredient">1 egg</li>`),
      block(
        `<div id="name">Egg</div><img class="recipeImage" src="images/gone.jpg"><li class="recipeIngredient">1 egg</li>`,
      ),
    );
    const read = await readUpload(
      copymethatFormat,
      "export.zip",
      zipInMemory([{ name: "recipes.html", content: Buffer.from(html) }]),
    );
    expect(read[0]).toEqual({ label: "Recipe 1 of recipes.html", reason: "It has no name" });
    expect(read[1]).toMatchObject({ label: "Egg", image: null, recipe: { recipeIngredient: ["1 egg"] } });
  });

  it("refuses an archive without recipes.html, or whose recipes.html holds no recipes", async () => {
    const none = readUpload(
      copymethatFormat,
      "a.zip",
      zipInMemory([{ name: "images/a.jpg", content: Buffer.from("x") }]),
    );
    await expect(none).rejects.toThrow(BadArchive);
    await expect(none).rejects.toThrow("This is not a Copy Me That export: no recipes.html found");
    const empty = zipInMemory([
      { name: "recipes.html", content: Buffer.from("<html><body><p>Hello</p></body></html>") },
    ]);
    await expect(readUpload(copymethatFormat, "b.zip", empty)).rejects.toThrow(
      "This is not a Copy Me That export: its recipes.html holds no recipes",
    );
  });
});
