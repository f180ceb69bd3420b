import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { BadArchive } from "../../exports/zip.js";
import { isMigrated, readUpload, sharedArchive } from "../../test-support/migration-archives.js";
import type { MigratedRecipe } from "./migration-format.js";
import { myrecipeboxFormat } from "./myrecipebox.js";

const archive = sharedArchive("myrecipebox.csv");

/** What each record of the fixture holds, read off the CSV by hand. */
const EXPECTED: {
  name: string;
  ingredients: [count: number, first: string, last: string];
  steps: [count: number, first: string];
  times: [prep?: string, cook?: string, total?: string];
  yields?: string;
  categories: string[];
  tags: string[];
  nutrition: number;
  url: string;
  imageUrl: string;
}[] = [
  {
    name: "Air fryer Sliced potatoes",
    ingredients: [8, "2 large russet potatoes ((cut into slices))", "1/2 Teaspoon Ground Paprika"],
    steps: [6, "Soak Potatoes in water for 15 mins"],
    times: ["PT10M", "PT15M", "PT25M"],
    categories: ["Sides"],
    tags: [],
    nutrition: 11,
    url: "https://www.airfryeryum.com/air-fryer-sliced-potatoes-potato-slices/",
    imageUrl:
      "https://www.airfryeryum.com/wp-content/uploads/2022/01/C4702BF2-281A-44C0-8887-C335A9A5CDD5-480x270.jpeg",
  },
  {
    name: "Apple Spinach Salad",
    ingredients: [6, "Salad spring mix", "Maple Balsamic Vinegarett"],
    steps: [1, "Combine all of the ingredients together in a bowl and mix to combine."],
    times: ["PT15M", undefined, "PT15M"],
    categories: ["Sides"],
    tags: ["Salad"],
    nutrition: 0,
    url: "https://www.gimmesomeoven.com/my-favorite-apple-spinach-salad/",
    imageUrl: "https://www.gimmesomeoven.com/wp-content/uploads/2016/09/Apple-Spinach-Recipe-3.jpg",
  },
  {
    name: "Apple Strudel",
    ingredients: [
      13,
      "3 cups thinly sliced and peeled apples ((about 2 large or 3 medium apples, weighing about 1 pound))",
      "Organic powdered sugar, (for topping, optional)",
    ],
    steps: [12, "Preheat the oven to 400°F."],
    times: ["PT20M", "PT40M", "PT60M"],
    categories: ["Dessert"],
    tags: ["German"],
    nutrition: 9,
    url: "https://www.connoisseurusveg.com/vegan-apple-strudel/#wprm-recipe-container-30061",
    imageUrl: "https://www.connoisseurusveg.com/wp-content/uploads/2021/12/vegan-apple-strudel-sq-1-of-2-480x270.jpg",
  },
  {
    name: "Autumn Squash Soup",
    ingredients: [12, "2 tablespoon extra virgin olive oil", "salt to taste"],
    steps: [8, "Preheat oven."],
    times: ["PT10M", "PT20M", "PT30M"],
    categories: ["The main course"],
    tags: [],
    nutrition: 11,
    url: "https://www.rachelcooks.com/copycat-panera-squash-soup-recipe-vegetarian/",
    imageUrl: "https://www.rachelcooks.com/wp-content/uploads/2015/10/copycat-panera-squash-soup-600-3-of-4.jpg",
  },
  {
    name: "Baked Ziti",
    ingredients: [10, "1 batch of homemade tofu bolonese meat", "1 pkg chopped basil"],
    steps: [9, "Preheat oven to 400 degrees."],
    times: ["PT20M", "PT25M", "PT45M"],
    categories: ["The main course", "Italian"],
    tags: [],
    nutrition: 10,
    url: "https://www.spendwithpennies.com/baked-ziti/",
    imageUrl:
      "https://www.spendwithpennies.com/wp-content/uploads/2019/03/Easy-Baked-Ziti-SpendWithPennies-5-480x270.jpg",
  },
  {
    name: "Baklava Cookies",
    ingredients: [12, "1 box vanilla cake mix ({15.5 ounces})", "½-1 Tablespoon warm water"],
    steps: [7, "Preheat oven to 350°."],
    times: ["PT15M", "PT33M", "PT48M"],
    yields: "22",
    categories: ["Dessert"],
    tags: ["Christmas"],
    nutrition: 12,
    url: "https://practicallyhomemade.com/easy-baklava-cookies/",
    imageUrl: "https://practicallyhomemade.com/wp-content/uploads/2022/10/baklava-cookies10-480x270.jpg",
  },
  {
    name: "Balsamic Mushroom Wild Rice Soup",
    ingredients: [14, "1 Tablespoon Olive oil", "Fresh lemons to squeeze on top(optional)"],
    steps: [9, "In a large soup pot, heat the olive oil on medium high."],
    times: ["PT5M", "PT40M", "PT45M"],
    categories: ["The main course"],
    tags: [],
    nutrition: 0,
    url: "https://www.rabbitandwolves.com/vegan-creamy-balsamic-mushroom-wild-rice-soup/",
    imageUrl: "https://www.rabbitandwolves.com/wp-content/uploads/2019/02/Vegan-Creamy-Wild-Rice-Soup0503-480x270.jpg",
  },
  {
    name: "Banana Cranberry Oatmeal Breakfast Cookies",
    ingredients: [
      4,
      "Wet- 3 mashed ripe bananas, 1/4 cup unsweetened applesauce, 2 tbs Maple syrup",
      "1/2 cup cranberries",
    ],
    steps: [8, "Preheat oven to 350 degrees. Set up cookie sheets."],
    times: [],
    categories: ["Dessert"],
    tags: ["Breakfast"],
    nutrition: 0,
    url: "http://smithsvegankitchen.blogspot.com/2014/11/banana-oat-breakfast-cookies.html",
    imageUrl: "http://1.bp.blogspot.com/-cTDxlG8tmec/VGjERC_XdHI/AAAAAAAAB9I/ZxOCEUgfAvc/s1600/IMG_9094.jpg",
  },
  {
    name: "Banh Mi Sandwich",
    ingredients: [13, "1 (14-ounce) package extra firm tofu (see notes)", "Freshly ground black pepper"],
    steps: [6, "Make ahead: 1. Asian pickles (2 days min), 2. Spicy Mayo (1day)"],
    times: ["PT20M", "PT20M", "PT40M"],
    categories: ["The main course", "Vietnames"],
    tags: [],
    nutrition: 0,
    url: "https://www.loveandlemons.com/banh-mi/",
    imageUrl: "https://cdn.loveandlemons.com/wp-content/uploads/2019/02/banh-mi.jpg",
  },
  {
    name: "Beef & Cheese Piroshki",
    ingredients: [17, "1 1/2 cups milk", "6 cups cooking oil (for fried piroshki)"],
    steps: [6, "Prepare the yeast dough first. Heat the milk until warm to touch"],
    times: ["PT90M", "PT25M", "PT115M"],
    categories: ["The main course", "Russian"],
    tags: [],
    nutrition: 12,
    url: "https://tatyanaseverydayfood.com/meat-cheese-piroshki/",
    imageUrl: "https://tatyanaseverydayfood.com/wp-content/uploads/2017/01/Beef-Cheese-Piroshki-4.jpg",
  },
];

describe.skipIf(!archive.present)(`the My Recipe Box export of the shared data${archive.skipped}`, () => {
  it("reads its ten records with ingredients, steps, times, yields, organizers, nutrition, source and picture", async () => {
    const read = await readUpload(myrecipeboxFormat, "myrecipebox.csv", fs.readFileSync(archive.file));
    expect(read.every(isMigrated)).toBe(true);
    const recipes = read as MigratedRecipe[];
    expect(recipes.map((recipe) => recipe.label)).toEqual(EXPECTED.map((expected) => expected.name));
    for (const [index, expected] of EXPECTED.entries()) {
      const { recipe, categories, tags, imageUrl, image } = recipes[index]!;
      const ingredients = recipe.recipeIngredient as string[];
      const steps = (recipe.recipeInstructions as { text: string }[]).map((step) => step.text);
      const nutrition = (recipe.nutrition ?? {}) as Record<string, string>;
      expect({
        name: recipe.name,
        ingredients: [ingredients.length, ingredients[0], ingredients.at(-1)],
        steps: [steps.length, steps[0]?.slice(0, expected.steps[1].length)],
        times: [recipe.prepTime, recipe.cookTime, recipe.totalTime].slice(0, expected.times.length),
        yields: recipe.recipeYield,
        categories,
        tags,
        nutrition: Object.keys(nutrition).filter((key) => key !== "@type").length,
        url: recipe.url,
        imageUrl,
      }).toEqual({ ...expected, name: expected.name });
      expect(image).toBeNull();
    }

    const piroshki = recipes[9]!;
    expect(Object.keys(piroshki.recipe.nutrition as object)).toEqual(
      expect.arrayContaining([
        "calories",
        "carbohydrateContent",
        "fatContent",
        "fiberContent",
        "proteinContent",
        "saturatedFatContent",
        "sodiumContent",
        "sugarContent",
        "transFatContent",
        "unsaturatedFatContent",
      ]),
    );
    expect(recipes[0]?.recipe.nutrition).toMatchObject({ calories: "150 kcal", sodiumContent: "396 mg" });
    expect(recipes[0]?.notes).toEqual([
      { title: "", text: "You have to do an additional batch if you want more than this." },
    ]);
    // Steps the app numbered by hand lose the number; Larder numbers them.
    expect((recipes[3]!.recipe.recipeInstructions as { text: string }[]).map((step) => step.text)).toEqual([
      "Preheat oven.",
      "Coat squash in oil. Bake x 30 mins.",
      "In pot, sauté oil and onions.",
      "Blend pumpkin, broth, apple juice, curry powder, cinnamon, nutmeg, and agave.",
      "Add onions and butternut squash slowly to blend.",
      "Add blended mixture to pot and cook x 10 mins.",
      "Add coconut milk.",
      "Cook x 5 mins.",
    ]);
    // "INGREDIENTS:" and "TOFU MARINADE:" head the Banh Mi's ingredients.
    expect(recipes[8]?.ingredientGroups?.map((group) => [group.purpose, group.ingredients.length])).toEqual([
      ["INGREDIENTS", 7],
      ["TOFU MARINADE", 6],
    ]);
  });
});

const HEADER =
  "title,description,preparationTime,cookingTime,inactiveTime,totalTime,quantity,ingredients,instructions,notes,nutrition,favorite,rating,categories,tags,video,source,originalPicture,";

describe("a My Recipe Box export", () => {
  it("reads a picture written into the CSV as base64, a rating and a BOM", async () => {
    const picture = Buffer.from("a picture's bytes, long enough").toString("base64");
    const csv = `\ufeff${HEADER}\r\nToast,,5,,,,2,"1 slice bread\r\nbutter","Toast.\r\nButter.",,,true,4,Breakfast,Quick;Easy,,,data:image/jpeg;base64,${picture},\r\n`;
    const [toast] = (await readUpload(myrecipeboxFormat, "export.csv", Buffer.from(csv))) as MigratedRecipe[];
    expect(toast?.recipe).toEqual({
      "@type": "Recipe",
      name: "Toast",
      recipeIngredient: ["1 slice bread", "butter"],
      recipeInstructions: [
        { "@type": "HowToStep", text: "Toast." },
        { "@type": "HowToStep", text: "Butter." },
      ],
      prepTime: "PT5M",
      recipeYield: "2",
    });
    expect(toast?.image?.toString()).toBe("a picture's bytes, long enough");
    expect(toast?.imageUrl).toBeNull();
    expect(toast?.rating).toBe(4);
    expect(toast?.categories).toEqual(["Breakfast"]);
    expect(toast?.tags).toEqual(["Quick", "Easy"]);
  });

  it("reports a record without a title and reads the others", async () => {
    const csv = `${HEADER}\n,nameless,,,,,,1 egg,Boil.,,,,,,,,,,\nEgg,,,,,,,1 egg,Boil.,,,,,,,,,,\n`;
    const read = await readUpload(myrecipeboxFormat, "export.csv", Buffer.from(csv));
    expect(read.map((recipe) => [recipe.label, "reason" in recipe ? recipe.reason : "read"])).toEqual([
      ["Line 2", "It has no title"],
      ["Egg", "read"],
    ]);
  });

  it("refuses a file that is not a CSV, and another app's CSV", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const image = readUpload(myrecipeboxFormat, "photo.png", png);
    await expect(image).rejects.toThrow(BadArchive);
    await expect(image).rejects.toThrow("This is not a My Recipe Box export: no CSV file found");
    const planToEat = Buffer.from("Title,Ingredients,Directions\nToast,bread,Toast it.\n");
    await expect(readUpload(myrecipeboxFormat, "plantoeat.csv", planToEat)).rejects.toThrow(
      "This is not a My Recipe Box export: its CSV file has no title, ingredients and instructions columns",
    );
  });
});
